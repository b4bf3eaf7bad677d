import { CONTACT_MESSAGES, ENQUIRY_LIMITS } from '@uaq/contract';
import { startApiApp, TEST_ENGINES, type ApiTestApp } from '../support/api-app';

const VALID = {
  name: 'Aisha Al Marri',
  email: 'aisha@example.com',
  phone: '+971 6 000 0001',
  subject: 'fire-alarm',
  message: 'Please quote for a fire alarm system in our warehouse.',
};

describe.each(TEST_ENGINES)('Contact enquiries (%s)', (engine) => {
  let api: ApiTestApp;
  let token: string;
  // Each test sends from its own forwarded address (one trusted hop) so the 5-per-10-minutes limit
  // applies per test.
  let address = 0;
  const nextAddress = () => `203.0.113.${(address += 1)}`;
  beforeAll(async () => {
    api = await startApiApp(engine, { extraEnv: { TRUST_PROXY: 'loopback' } });
    token = await api.adminToken();
  });
  afterAll(() => api.close());

  const contact = (body: object, from = nextAddress()) =>
    api.request().post('/api/contact').set('X-Forwarded-For', from).send(body);
  const admin = (method: 'get' | 'patch' | 'delete', path: string) =>
    api.request()[method](path).set('Authorization', `Bearer ${token}`);
  const list = async () =>
    (await admin('get', '/api/admin/enquiries').expect(200)).body.data as { id: number; name: string }[];

  it('stores a valid enquiry, trimmed, and answers 201 with the success text', async () => {
    const response = await contact({
      ...VALID,
      name: '  Aisha Al Marri  ',
      message: ` ${VALID.message}\n`,
    }).expect(201);
    expect(response.body).toEqual({ success: true, message: CONTACT_MESSAGES.success });
    expect(await list()).toContainEqual({
      ...VALID,
      id: expect.any(Number),
      handled: false,
      language: 'en',
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/),
    });
  });

  it('stores a missing or blank phone as null', async () => {
    await contact({ ...VALID, name: 'No Phone', phone: '   ' }).expect(201);
    const { phone, ...withoutPhone } = VALID;
    void phone;
    await contact({ ...withoutPhone, name: 'No Phone Either' }).expect(201);
    const stored = (await list()).filter((enquiry) => enquiry.name.startsWith('No Phone'));
    expect(stored.map((enquiry) => (enquiry as unknown as { phone: null }).phone)).toEqual([null, null]);
  });

  it('answers a filled honeypot with 201 and stores nothing', async () => {
    const before = await list();
    const response = await contact({ ...VALID, name: 'Spam Bot', website: 'http://spam.example' }).expect(
      201,
    );
    expect(response.body).toEqual({ success: true, message: CONTACT_MESSAGES.success });
    expect(await list()).toEqual(before);
  });

  it.each([
    ['name', { name: '   ' }, 'Name is required'],
    ['email', { email: 'not-an-email' }, 'Email is invalid'],
    ['email', { email: '' }, 'Email is required'],
    ['subject', { subject: 'pizza' }, 'Please choose a subject'],
    ['message', { message: '' }, 'Message is required'],
    [
      'name',
      { name: 'n'.repeat(ENQUIRY_LIMITS.name + 1) },
      `Name must be ${ENQUIRY_LIMITS.name} characters or fewer`,
    ],
    [
      'message',
      { message: 'm'.repeat(ENQUIRY_LIMITS.message + 1) },
      `Message must be ${ENQUIRY_LIMITS.message} characters or fewer`,
    ],
    [
      'phone',
      { phone: '1'.repeat(ENQUIRY_LIMITS.phone + 1) },
      `Phone number must be ${ENQUIRY_LIMITS.phone} characters or fewer`,
    ],
    ['company', { company: 'ACME' }, 'Unknown field: company'],
  ])('rejects a bad %s (400 with the field text)', async (field, change, text) => {
    const response = await contact({ ...VALID, ...change }).expect(400);
    expect(response.body).toMatchObject({ success: false, statusCode: 400, errors: { [field]: text } });
  });

  it('accepts 5 enquiries per address in 10 minutes, then answers 429 with Retry-After', async () => {
    const from = nextAddress();
    for (let sent = 1; sent <= 5; sent += 1)
      await contact({ ...VALID, name: `Limit ${sent}` }, from).expect(201);
    const limited = await contact(VALID, from).expect(429);
    expect(limited.body).toEqual({
      success: false,
      statusCode: 429,
      message: expect.stringMatching(/^Too many/),
      code: 'request.tooManyMessages',
    });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    await contact(VALID, nextAddress()).expect(201);
  });

  it('lists enquiries newest first for the admin', async () => {
    await contact({ ...VALID, name: 'Newest Of All' }).expect(201);
    const names = (await list()).map((enquiry) => enquiry.name);
    expect(names[0]).toBe('Newest Of All');
    expect(names.indexOf('Limit 5')).toBeLessThan(names.indexOf('Limit 1'));
  });

  it('marks an enquiry handled and back, answering with the enquiry', async () => {
    const [first] = await list();
    const handled = await admin('patch', `/api/admin/enquiries/${first.id}`)
      .send({ handled: true })
      .expect(200);
    expect(handled.body).toEqual({ success: true, data: { ...first, handled: true } });
    await admin('patch', `/api/admin/enquiries/${first.id}`).send({ handled: false }).expect(200);
    expect((await list())[0]).toEqual({ ...first, handled: false });
  });

  it('rejects a handled value that is not a boolean, or an extra field (400)', async () => {
    const [first] = await list();
    await admin('patch', `/api/admin/enquiries/${first.id}`).send({ handled: 'yes' }).expect(400);
    await admin('patch', `/api/admin/enquiries/${first.id}`).send({}).expect(400);
    await admin('patch', `/api/admin/enquiries/${first.id}`).send({ handled: true, name: 'x' }).expect(400);
  });

  it('deletes an enquiry', async () => {
    const [first] = await list();
    await admin('delete', `/api/admin/enquiries/${first.id}`).expect(200, { success: true });
    expect((await list()).map((enquiry) => enquiry.id)).not.toContain(first.id);
    await admin('delete', `/api/admin/enquiries/${first.id}`).expect(404);
  });

  it('answers 404 for an unknown id', async () => {
    const response = await admin('patch', '/api/admin/enquiries/999999').send({ handled: true }).expect(404);
    expect(response.body).toEqual({
      success: false,
      statusCode: 404,
      message: 'Enquiry not found',
      code: 'enquiryAdmin.notFound',
    });
    await admin('delete', '/api/admin/enquiries/999999').expect(404);
  });

  it.each(['abc', '1.5', '-1', '0', '99999999999'])(
    'answers 404 (never 500) for the id "%s", which cannot name an enquiry',
    async (id) => {
      const patch = await admin('patch', `/api/admin/enquiries/${id}`).send({ handled: true });
      const remove = await admin('delete', `/api/admin/enquiries/${id}`);
      expect([patch.status, remove.status]).toEqual([404, 404]);
      expect(patch.body).toEqual({
        success: false,
        statusCode: 404,
        message: 'Enquiry not found',
        code: 'enquiryAdmin.notFound',
      });
    },
  );

  it('keeps the admin endpoints behind the login', async () => {
    await api.request().get('/api/admin/enquiries').expect(401);
    await api.request().patch('/api/admin/enquiries/1').send({ handled: true }).expect(401);
    await api.request().delete('/api/admin/enquiries/1').expect(401);
  });
});
