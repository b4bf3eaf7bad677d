import { TEAM_MESSAGES, type AuditAction, type AuditEvent, type PageMeta } from '@uaq/contract';
import {
  startApiApp,
  TEST_ADMIN_PASSWORD,
  TEST_ADMIN_USERNAME,
  TEST_ENGINES,
  type ApiTestApp,
} from '../support/api-app';
import { applicationFor, applyWithResume, createJob, pdfResume } from './job-applications-fixtures';

describe.each(TEST_ENGINES)('Audit trail (%s)', (engine) => {
  let api: ApiTestApp;
  let owner: string;
  let adminId: number;
  const as = (token: string) => ({ Authorization: `Bearer ${token}` });
  const trail = async (query = 'pageSize=100') => {
    const response = await api.request().get(`/api/admin/audit?${query}`).set(as(owner)).expect(200);
    return response.body as { data: AuditEvent[]; meta: PageMeta };
  };
  const find = async (action: AuditAction, targetId?: number) =>
    (await trail()).data.find(
      (event) => event.action === action && (targetId === undefined || event.targetId === targetId),
    );

  beforeAll(async () => {
    api = await startApiApp(engine, { extraEnv: { TRUST_PROXY: 'loopback' } });
    await api
      .request()
      .post('/api/admin/login')
      .set('X-Forwarded-For', '198.51.100.66')
      .send({ username: TEST_ADMIN_USERNAME, password: 'not-the-password' })
      .expect(401);
    owner = await api.adminToken();
    adminId = (await api.request().get('/api/admin/me').set(as(owner))).body.data.id;
  });
  afterAll(() => api.close());

  it('records sign-ins and failures with the account, the time and the address, never the password', async () => {
    const events = (await trail()).data;
    const failed = events.find((event) => event.action === 'sign-in.failed');
    expect(failed).toMatchObject({
      actorId: adminId,
      actorUsername: TEST_ADMIN_USERNAME,
      address: '198.51.100.66',
    });
    expect(Date.now() - new Date(failed!.at).getTime()).toBeLessThan(10 * 60_000);
    expect(events.find((event) => event.action === 'sign-in')).toMatchObject({ actorId: adminId });
    expect(JSON.stringify(events)).not.toContain('not-the-password');
    expect(JSON.stringify(events)).not.toContain(TEST_ADMIN_PASSWORD);
  });

  it('records job, application, export, resume, constant, enquiry and account changes with their target ids', async () => {
    const job = await createJob(api);
    const applied = await applyWithResume(api, applicationFor(job.id), {
      content: pdfResume(),
      name: 'cv.pdf',
    });
    expect(applied.status).toBe(201);
    const applicationId = applied.body.data.id as number;
    await api
      .request()
      .patch(`/api/admin/careers/${job.id}/status`)
      .set(as(owner))
      .send({ status: 'closed' })
      .expect(200);
    await api
      .request()
      .patch(`/api/admin/job-applications/${applicationId}/status`)
      .set(as(owner))
      .send({ status: 'shortlisted' })
      .expect(200);
    await api.request().get('/api/admin/job-applications/export.csv').set(as(owner)).expect(200);
    const link = await api
      .request()
      .post(`/api/admin/job-applications/${applicationId}/resume-token`)
      .set(as(owner))
      .expect(201);
    await api.request().get(link.body.data.url).expect(200);
    const constants = await api.request().get('/api/constants').expect(200);
    await api.request().put('/api/constants').set(as(owner)).send(constants.body.data).expect(200);
    await api
      .request()
      .post('/api/contact')
      .set('X-Forwarded-For', '198.51.100.77')
      .send({
        name: 'Aisha',
        email: 'aisha@example.com',
        phone: '+971 6 000 0001',
        subject: 'fire-alarm',
        message: 'A quote please.',
      })
      .expect(201);
    const enquiries = await api.request().get('/api/admin/enquiries').set(as(owner)).expect(200);
    const enquiryId = enquiries.body.data[0].id as number;
    await api
      .request()
      .patch(`/api/admin/enquiries/${enquiryId}`)
      .set(as(owner))
      .send({ handled: true })
      .expect(200);
    await api.request().delete(`/api/admin/enquiries/${enquiryId}`).set(as(owner)).expect(200);
    await api.request().delete(`/api/admin/careers/${job.id}`).set(as(owner)).expect(200);
    const added = await api
      .request()
      .post('/api/admin/users')
      .set(as(owner))
      .send({ username: 'audited.hr', role: 'hr' })
      .expect(201);
    const accountId = added.body.data.account.id as number;
    await api
      .request()
      .patch(`/api/admin/users/${accountId}`)
      .set(as(owner))
      .send({ disabled: true })
      .expect(200);

    const expected: [AuditAction, string | null, number | null][] = [
      ['job.created', 'job', job.id],
      ['job.status-changed', 'job', job.id],
      ['application.status-changed', 'application', applicationId],
      ['applications.exported', null, null],
      ['resume.downloaded', 'application', applicationId],
      ['constants.updated', null, null],
      ['enquiry.updated', 'enquiry', enquiryId],
      ['enquiry.deleted', 'enquiry', enquiryId],
      ['job.deleted', 'job', job.id],
      ['account.created', 'admin-account', accountId],
      ['account.updated', 'admin-account', accountId],
    ];
    const events = (await trail()).data;
    for (const [action, targetType, targetId] of expected) {
      const event = events.find((candidate) => candidate.action === action);
      expect({ action, event }).toEqual({
        action,
        event: expect.objectContaining({
          actorId: adminId,
          actorUsername: TEST_ADMIN_USERNAME,
          targetType,
          targetId,
        }),
      });
    }
    // No applicant data: the trail holds ids only.
    expect(JSON.stringify(events)).not.toMatch(/Aisha|applicant\d+@example\.com|cv\.pdf/);
  });

  it('does not record a refused action as done', async () => {
    await api.request().delete('/api/admin/careers/999999').set(as(owner)).expect(404);
    expect(await find('job.deleted', 999999)).toBeUndefined();
  });

  it('records sign-out, password change and two-factor set-up for the account itself', async () => {
    const added = await api
      .request()
      .post('/api/admin/users')
      .set(as(owner))
      .send({ username: 'self.service', role: 'hr' })
      .expect(201);
    const signIn = await api
      .request()
      .post('/api/admin/login')
      .send({ username: 'self.service', password: added.body.data.oneTimePassword })
      .expect(200);
    const changed = await api
      .request()
      .post('/api/admin/me/password')
      .set(as(signIn.body.data.token))
      .send({ currentPassword: added.body.data.oneTimePassword, newPassword: 'Self-Service-Password-1' })
      .expect(200);
    await api.request().post('/api/admin/logout').set(as(changed.body.data.token)).expect(200);
    const mine = (await trail('actor=Self.Service')).data.map((event) => event.action);
    expect(mine).toEqual(['sign-out', 'password.changed', 'sign-in']);
  });

  it('pages newest first and filters by action and dates; owner only', async () => {
    const page = await trail('pageSize=2&page=2');
    expect(page.meta).toMatchObject({ page: 2, pageSize: 2 });
    expect(page.meta.total).toBeGreaterThan(4);
    expect(page.data).toHaveLength(2);
    const all = (await trail()).data;
    expect(page.data.map((event) => event.id)).toEqual(all.slice(2, 4).map((event) => event.id));
    const signIns = await trail('action=sign-in');
    expect(signIns.data.every((event) => event.action === 'sign-in')).toBe(true);
    expect((await trail('to=2000-01-01')).meta.total).toBe(0);
    expect((await trail('from=2000-01-01')).meta.total).toBe(all.length);
    await api.request().get('/api/admin/audit?pageSize=101').set(as(owner)).expect(400);
    await api.request().get('/api/admin/audit?from=yesterday').set(as(owner)).expect(400);
    await api.request().get('/api/admin/audit?action=coffee').set(as(owner)).expect(400);

    const added = await api
      .request()
      .post('/api/admin/users')
      .set(as(owner))
      .send({ username: 'nosy.hr', role: 'hr' });
    const first = await api
      .request()
      .post('/api/admin/login')
      .send({ username: 'nosy.hr', password: added.body.data.oneTimePassword });
    const changed = await api
      .request()
      .post('/api/admin/me/password')
      .set(as(first.body.data.token))
      .send({ currentPassword: added.body.data.oneTimePassword, newPassword: 'Nosy-Hr-Password-001' });
    const refused = await api.request().get('/api/admin/audit').set(as(changed.body.data.token)).expect(403);
    expect(refused.body.message).toBe(TEAM_MESSAGES.auditOwnerOnly);
  });
});
