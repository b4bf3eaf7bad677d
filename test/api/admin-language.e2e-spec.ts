import { AUTH_MESSAGES, type NewAdminAccount } from '@uaq/contract';
import { ADMIN_MESSAGES_AR } from '@uaq/contract/admin-messages.ar';
import { startApiApp, TEST_ENGINES, type ApiTestApp } from '../support/api-app';

/**
 * A team member's interface language is kept on their account (`en` unless they choose `ar`): they
 * change only their own, the admin area reads it from /api/admin/me, and an unknown language is
 * refused by code and changes nothing.
 */
describe.each(TEST_ENGINES)("A team member's language (%s)", (engine) => {
  let api: ApiTestApp;
  beforeAll(async () => {
    api = await startApiApp(engine);
  });
  afterAll(() => api.close());

  const as = (token: string) => ({ Authorization: `Bearer ${token}` });
  const me = async (token: string) =>
    (await api.request().get('/api/admin/me').set(as(token)).expect(200)).body.data as { language: string };
  const choose = (token: string, body: object) =>
    api.request().patch('/api/admin/me').set(as(token)).send(body);

  /** A new hr account, signed in with its one-time password (its first step still ahead). */
  async function newMember(username: string): Promise<string> {
    const created = await api
      .request()
      .post('/api/admin/users')
      .set(as(await api.adminToken()))
      .send({ username, role: 'hr' })
      .expect(201);
    const { oneTimePassword } = created.body.data as NewAdminAccount;
    const login = await api
      .request()
      .post('/api/admin/login')
      .send({ username, password: oneTimePassword })
      .expect(200);
    return login.body.data.token as string;
  }

  it('starts in English, keeps Arabic once chosen, and goes back to English', async () => {
    const token = await api.adminToken();
    expect(await me(token)).toMatchObject({ language: 'en' });

    const chosen = await choose(token, { language: 'ar' }).expect(200);
    expect(chosen.body.data).toMatchObject({ language: 'ar' });
    expect(await me(token)).toMatchObject({ language: 'ar' });

    await choose(token, { language: 'en' }).expect(200);
    expect(await me(token)).toMatchObject({ language: 'en' });
  });

  it("changes only the member's own language, even before their first step is done", async () => {
    const owner = await api.adminToken();
    const member = await newMember('layla.hr');
    await choose(member, { language: 'ar' }).expect(200);
    expect(await me(member)).toMatchObject({ language: 'ar' });
    expect(await me(owner)).toMatchObject({ language: 'en' });
  });

  it('refuses a language the admin area does not have, by code, in the language asked, changing nothing', async () => {
    const token = await api.adminToken();
    for (const body of [{ language: 'fr' }, { language: '' }, { language: ['ar'] }, {}]) {
      const refused = await choose(token, body).set('Accept-Language', 'ar').expect(400);
      expect(refused.body).toMatchObject({
        code: 'account.languageInvalid',
        message: ADMIN_MESSAGES_AR.account.languageInvalid,
        fieldCodes: { language: 'account.languageInvalid' },
        errors: { language: ADMIN_MESSAGES_AR.account.languageInvalid },
      });
    }
    await choose(token, { language: 'ar', role: 'owner' }).expect(400);
    expect(await me(token)).toMatchObject({ language: 'en' });
  });

  it('is for signed-in members only', async () => {
    const response = await api.request().patch('/api/admin/me').send({ language: 'ar' }).expect(401);
    expect(response.body.message).toBe(AUTH_MESSAGES.authenticationRequired);
  });
});
