import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import type { AdminJobApplicationDetail, NewAdminAccount } from '@uaq/contract';
import { Clock } from '../../backend/src/platform/common/clock/clock';
import { startApiApp, TEST_ENGINES, type ApiTestApp } from '../support/api-app';
import { applicationFor, createJob, nextClientAddress } from './job-applications-fixtures';

/** "Now" for every move: the undo window is measured on the app's clock, never on a slow machine's. */
const NOW = new Date('2031-05-04T09:00:00Z');

/**
 * HR's moves as the board makes them, tried the way the walk found them broken: arrow keys moving a
 * Hired card to Rejected and on to Withdrawn, under HR's name, with no question and no way back.
 */
describe.each(TEST_ENGINES)('Status moves: withdrawn, confirmation, undo (%s)', (engine) => {
  let api: ApiTestApp;
  let auth: string;
  let other: string;
  let jobId: number;
  let now = NOW;

  const admin = (token = auth) => ({
    get: (path: string) => api.request().get(path).set('Authorization', token),
    patch: (path: string) => api.request().patch(path).set('Authorization', token),
    post: (path: string) => api.request().post(path).set('Authorization', token),
  });
  const apply = async (overrides: Record<string, unknown> = {}) =>
    (
      await api
        .request()
        .post('/api/job-applications')
        .set('X-Forwarded-For', nextClientAddress())
        .send(applicationFor(jobId, overrides))
        .expect(201)
    ).body.data.id as number;
  const detail = async (id: number) =>
    (await admin().get(`/api/admin/job-applications/${id}`).expect(200)).body
      .data as AdminJobApplicationDetail;
  const move = (id: number, body: Record<string, unknown>, token = auth) =>
    admin(token).patch(`/api/admin/job-applications/${id}/status`).send(body);
  /** What the reports and the one-live-application rule read, beside what the API shows. */
  const stored = async (id: number) => {
    const [row] = await api.app.get(DataSource).query<
      {
        status: string;
        furthestStageRank: number | string;
        stageEnteredAt: string | Date;
        liveApplicationKey: string | null;
      }[]
    >('SELECT status, furthestStageRank, stageEnteredAt, liveApplicationKey FROM job_applications WHERE id = ?', [id]);
    return {
      ...row,
      furthestStageRank: Number(row.furthestStageRank),
      stageEnteredAt: new Date(row.stageEnteredAt as string).getTime(),
    };
  };

  beforeAll(async () => {
    api = await startApiApp(engine, { extraEnv: { TRUST_PROXY: 'loopback' } });
    auth = `Bearer ${await api.adminToken()}`;
    jest.spyOn(api.app.get(Clock), 'now').mockImplementation(() => now);
    jobId = (await createJob(api, { title: 'Sprinkler Fitter' })).id;
    const created = await admin()
      .post('/api/admin/users')
      .send({ username: 'second.hr', role: 'hr' })
      .expect(201);
    const { oneTimePassword } = created.body.data as NewAdminAccount;
    const login = await api
      .request()
      .post('/api/admin/login')
      .set('X-Forwarded-For', nextClientAddress())
      .send({ username: 'second.hr', password: oneTimePassword })
      .expect(200);
    const changed = await api
      .request()
      .post('/api/admin/me/password')
      .set('Authorization', `Bearer ${login.body.data.token as string}`)
      .send({ currentPassword: oneTimePassword, newPassword: 'Second-Hr-Password-2031' })
      .expect(200);
    other = `Bearer ${changed.body.data.token as string}`;
  });
  afterEach(() => {
    now = NOW;
  });
  afterAll(() => api.close());

  describe('Withdrawn is the applicant’s alone', () => {
    it('refuses HR’s move to withdrawn, one or in bulk or with a mail, and changes nothing', async () => {
      const id = await apply();
      const single = await move(id, { status: 'withdrawn', confirm: true }).expect(400);
      expect(single.body).toMatchObject({
        success: false,
        statusCode: 400,
        code: 'statusMove.applicantOnly',
        message: 'Only the applicant can withdraw an application, on their status page',
        errors: { status: 'Only the applicant can withdraw an application, on their status page' },
      });
      const bulk = await admin()
        .patch('/api/admin/job-applications/status')
        .send({ ids: [id], status: 'withdrawn', confirm: true })
        .expect(400);
      expect(bulk.body.code).toBe('statusMove.applicantOnly');
      const mailed = await admin()
        .post('/api/admin/job-applications/mails')
        .send({
          ids: [id],
          purpose: 'rejection',
          status: 'withdrawn',
          requestId: randomUUID(),
          confirm: true,
        })
        .expect(400);
      expect(mailed.body.code).toBe('statusMove.applicantOnly');
      expect(await detail(id)).toMatchObject({ status: 'pending', statusHistory: [] });
    });
  });

  describe('Moves out of Hired and into Rejected ask first', () => {
    it('refuses a move into Rejected without confirm, with a code the admin area turns into a question', async () => {
      const id = await apply();
      const refused = await move(id, { status: 'rejected' }).expect(409);
      expect(refused.body).toMatchObject({
        success: false,
        statusCode: 409,
        code: 'statusMove.confirmRequired',
      });
      expect((await detail(id)).status).toBe('pending');
      await move(id, { status: 'rejected', confirm: false }).expect(409);
      await move(id, { status: 'rejected', confirm: true }).expect(200);
      expect(await detail(id)).toMatchObject({
        status: 'rejected',
        statusHistory: [{ from: 'pending', to: 'rejected' }],
      });
    });

    it('refuses a move out of Hired without confirm (the arrow key’s Hired → Rejected, and Hired → Interviewed)', async () => {
      const id = await apply();
      await move(id, { status: 'hired' }).expect(200);
      for (const status of ['interviewed', 'rejected', 'pending']) {
        const refused = await move(id, { status }).expect(409);
        expect(refused.body.code).toBe('statusMove.confirmRequired');
      }
      expect((await detail(id)).status).toBe('hired');
      await move(id, { status: 'interviewed', confirm: true }).expect(200);
      expect((await detail(id)).status).toBe('interviewed');
    });

    it('moves without a question where nothing is undone (pending → hired, rejected → reviewing)', async () => {
      const id = await apply();
      await move(id, { status: 'reviewing' }).expect(200);
      await move(id, { status: 'hired' }).expect(200);
      const other = await apply();
      await move(other, { status: 'rejected', confirm: true }).expect(200);
      await move(other, { status: 'reviewing' }).expect(200);
    });

    it('asks for the bulk bar and the bulk mail as well: all or nothing', async () => {
      const open = await apply();
      const hired = await apply();
      await move(hired, { status: 'hired' }).expect(200);
      const bulk = await admin()
        .patch('/api/admin/job-applications/status')
        .send({ ids: [open, hired], status: 'shortlisted' })
        .expect(409);
      expect(bulk.body.code).toBe('statusMove.confirmRequired');
      expect([(await detail(open)).status, (await detail(hired)).status]).toEqual(['pending', 'hired']);
      const mail = await admin()
        .post('/api/admin/job-applications/mails')
        .send({ ids: [open], purpose: 'rejection', status: 'rejected', requestId: randomUUID() })
        .expect(409);
      expect(mail.body.code).toBe('statusMove.confirmRequired');
      expect((await detail(open)).mailsSent).toEqual([]);
      await admin()
        .patch('/api/admin/job-applications/status')
        .send({ ids: [open, hired], status: 'shortlisted', confirm: true })
        .expect(200);
      await admin()
        .post('/api/admin/job-applications/mails')
        .send({
          ids: [open],
          purpose: 'rejection',
          status: 'rejected',
          requestId: randomUUID(),
          confirm: true,
        })
        .expect(200);
      expect((await detail(open)).status).toBe('rejected');
    });

    it('refuses a confirm that is not true or false', async () => {
      const id = await apply();
      const refused = await move(id, { status: 'reviewing', confirm: 'yes' }).expect(400);
      expect(refused.body.errors).toEqual({ confirm: 'confirm must be true or false' });
    });
  });

  describe('A move can be undone for a few seconds by whoever made it', () => {
    it('restores the status, the history, the furthest stage and the time in stage exactly', async () => {
      const id = await apply();
      await move(id, { status: 'reviewing' }).expect(200);
      now = new Date(NOW.getTime() + 3 * 3600_000);
      const before = { detail: await detail(id), stored: await stored(id) };

      now = new Date(NOW.getTime() + 5 * 3600_000);
      const moved = await move(id, { status: 'hired' }).expect(200);
      const change = moved.body.data.statusHistory.at(-1);
      expect(change).toMatchObject({
        id: expect.any(Number),
        from: 'reviewing',
        to: 'hired',
        applicantMailed: false,
      });

      now = new Date(now.getTime() + 9_000);
      const undone = await admin()
        .post(`/api/admin/job-applications/${id}/status/undo`)
        .send({ changeId: change.id })
        .expect(200);
      expect(undone.body.data).toMatchObject({ id, status: 'reviewing' });
      const { updatedAt: _after, ...after } = await detail(id);
      const { updatedAt: _before, ...expected } = before.detail;
      expect(after).toEqual(expected);
      expect(await stored(id)).toEqual(before.stored);

      const funnel = await admin()
        .get(`/api/admin/reports/funnel?jobId=${jobId}&from=2031-01-01&to=2031-12-31`)
        .expect(200);
      expect(
        funnel.body.data.stages.find((stage: { stage: string }) => stage.stage === 'hired').reached,
      ).toBe(0);
      const audit = await admin().get('/api/admin/audit?action=application.status-change-undone').expect(200);
      expect(audit.body.data[0]).toMatchObject({
        targetType: 'application',
        targetId: id,
        actorUsername: 'test-admin',
      });
    });

    it('gives the applicant’s one live application back when a rejection is undone', async () => {
      const email = `undo.${randomUUID().slice(0, 8)}@example.com`;
      const id = await apply({ email });
      const rejected = await move(id, { status: 'rejected', confirm: true }).expect(200);
      await admin()
        .post(`/api/admin/job-applications/${id}/status/undo`)
        .send({ changeId: rejected.body.data.statusHistory.at(-1).id })
        .expect(200);
      const again = await api
        .request()
        .post('/api/job-applications')
        .set('X-Forwarded-For', nextClientAddress())
        .send(applicationFor(jobId, { email }))
        .expect(409);
      expect(again.body.message).toBe('You have already applied for this position');
    });

    it('refuses once the window is over, for another team member, for an earlier move, and twice', async () => {
      const id = await apply();
      const first = await move(id, { status: 'reviewing' }).expect(200);
      const second = await move(id, { status: 'shortlisted' }).expect(200);
      const undo = (changeId: number, token = auth) =>
        admin(token).post(`/api/admin/job-applications/${id}/status/undo`).send({ changeId });

      expect((await undo(first.body.data.statusHistory.at(-1).id).expect(409)).body.code).toBe(
        'statusMove.undoNotLatest',
      );
      const latest = second.body.data.statusHistory.at(-1).id as number;
      expect((await undo(latest, other).expect(409)).body.code).toBe('statusMove.undoNotYours');
      now = new Date(NOW.getTime() + 10_001);
      expect((await undo(latest).expect(409)).body.code).toBe('statusMove.undoExpired');
      now = NOW;
      await undo(latest).expect(200);
      expect((await undo(latest).expect(404)).body.code).toBe('statusMove.changeNotFound');
      expect((await detail(id)).statusHistory.map((change) => change.to)).toEqual(['reviewing']);
    });

    it('refuses to undo a move that e-mailed the applicant (the mail cannot be taken back)', async () => {
      const id = await apply();
      const moved = await move(id, { status: 'shortlisted', notifyApplicant: true }).expect(200);
      const change = moved.body.data.statusHistory.at(-1);
      expect(change.applicantMailed).toBe(true);
      const refused = await admin()
        .post(`/api/admin/job-applications/${id}/status/undo`)
        .send({ changeId: change.id })
        .expect(409);
      expect(refused.body.code).toBe('statusMove.undoMailed');
    });

    it('answers bad input and unknown applications clearly', async () => {
      const id = await apply();
      const bad = await admin()
        .post(`/api/admin/job-applications/${id}/status/undo`)
        .send({ changeId: 'x' })
        .expect(400);
      expect(bad.body.errors).toEqual({ changeId: 'changeId must be the id of a status change' });
      await admin().post(`/api/admin/job-applications/${id}/status/undo`).send({}).expect(400);
      await admin().post('/api/admin/job-applications/999999/status/undo').send({ changeId: 1 }).expect(404);
      await api
        .request()
        .post(`/api/admin/job-applications/${id}/status/undo`)
        .send({ changeId: 1 })
        .expect(401);
    });
  });
});
