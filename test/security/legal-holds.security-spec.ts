import { LEGAL_HOLD_MESSAGES } from '@uaq/contract';
import { PUBLIC_MESSAGES_AR } from '@uaq/contract/message-catalogue.ar';
import { DataSource } from 'typeorm';
import { Clock } from '../../backend/src/platform/common/clock/clock';
import { ScheduledJobsService } from '../../backend/src/platform/scheduled-jobs/scheduled-jobs.service';
import {
  applicationFor,
  applyWithResume,
  createJob,
  nextClientAddress,
  pdfResume,
} from '../api/job-applications-fixtures';
import { startApiApp, TEST_ENGINES, type ApiTestApp } from '../support/api-app';
import { filesUnder, newestStatusToken } from '../support/personal-data-search';

const DAY_MS = 24 * 3600 * 1000;
const HOUR_MS = 3600 * 1000;

interface OutboxRow {
  template: string;
  recipient: string;
  language: string;
}

/**
 * A legal hold, tried as someone who wants the record gone would: HR's delete, the erasure the
 * applicant asked for (the hourly job, several requests at once), and what is left once the hold
 * is lifted. A held record must come out of every path whole, and the applicant must be told.
 */
describe.each(TEST_ENGINES)('Legal holds win over every deletion (%s)', (engine) => {
  let api: ApiTestApp;
  let auth: string;
  let jobId: number;
  let now = Date.now();
  let applicants = 0;
  /** The held application whose erasure the job defers (second test), erased once released (third). */
  let deferred: { id: number; email: string };

  beforeAll(async () => {
    api = await startApiApp(engine, {
      extraEnv: { TRUST_PROXY: 'loopback', MAIL_POLL_INTERVAL_MS: '50', APPLICANT_ERASURE_DAYS: '30' },
    });
    auth = `Bearer ${await api.adminToken()}`;
    jest.spyOn(api.app.get(Clock), 'now').mockImplementation(() => new Date(now));
    jobId = (await createJob(api)).id;
  });
  afterAll(() => api.close());

  const admin = {
    get: (path: string) => api.request().get(path).set('Authorization', auth),
    post: (path: string) => api.request().post(path).set('Authorization', auth),
    put: (path: string) => api.request().put(path).set('Authorization', auth),
    delete: (path: string) => api.request().delete(path).set('Authorization', auth),
  };
  const sql = <T>(query: string, parameters: unknown[] = []) =>
    api.app.get(DataSource).query<T[]>(query, parameters);
  const storedFiles = () => filesUnder(api.env.UPLOADS_DIR).filter((path) => path.endsWith('.pdf'));
  const resumeOf = async (id: number) =>
    (
      await sql<{ name: string }>('SELECT resumeStorageName AS name FROM job_applications WHERE id = ?', [id])
    )[0]?.name;
  const hold = (id: number) =>
    admin.put(`/api/admin/retention/application/${id}/hold`).send({ reason: 'Labour court case 2031/7' });
  const heldIds = async () =>
    (
      (await admin.get('/api/admin/retention/items?subject=application&state=held').expect(200)).body
        .data as {
        id: number;
      }[]
    ).map((item) => item.id);
  const audited = async (action: string) =>
    sql<{ target_id: number; actor_username: string | null }>(
      'SELECT target_id, actor_username FROM audit_events WHERE action = ? ORDER BY id',
      [action],
    );
  const outbox = async () =>
    (await admin.get('/api/admin/outbox?pageSize=100').expect(200)).body.data as OutboxRow[];

  async function apply(language = 'en'): Promise<{ id: number; email: string }> {
    applicants += 1;
    const email = `held-applicant${applicants}@example.com`;
    const response = await applyWithResume(api, applicationFor(jobId, { email }), {
      content: pdfResume(),
      name: 'cv.pdf',
      type: 'application/pdf',
    })
      .set('Accept-Language', language)
      .expect(201);
    return { id: response.body.data.id as number, email };
  }

  /** The applicant asks for erasure on their status page, with the link their confirmation carried. */
  async function requestErasure(applicant: { id: number; email: string }): Promise<string> {
    const deadline = Date.now() + 20_000;
    let token: string | null = null;
    while (!token) {
      token = await newestStatusToken(api.env.MAIL_OUTBOX_DIR, applicant.email).catch(() => null);
      if (!token && Date.now() > deadline) throw new Error(`No confirmation mailed to ${applicant.email}`);
      if (!token) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await api
      .request()
      .post('/api/applicant-status/erasure')
      .set('X-Forwarded-For', nextClientAddress())
      .send({ token, applicationId: applicant.id })
      .expect(200);
    return token;
  }

  it("refuses HR's delete with 409 and a coded message (English and Arabic catalogue), changing nothing", async () => {
    const held = await apply();
    await admin.post(`/api/admin/job-applications/${held.id}/notes`).send({ text: 'Evidence' }).expect(201);
    await hold(held.id).expect(200);
    const resume = await resumeOf(held.id);

    const refused = await admin.delete(`/api/admin/job-applications/${held.id}`).expect(409);
    expect(refused.body).toMatchObject({ code: 'legalHold.held', message: LEGAL_HOLD_MESSAGES.held });
    const arabic = await admin
      .delete(`/api/admin/job-applications/${held.id}`)
      .set('Accept-Language', 'ar')
      .expect(409);
    // A team member reading Arabic is answered in Arabic, from the same code.
    expect(PUBLIC_MESSAGES_AR.legalHold.held).toMatch(/[\u0600-\u06ff]/);
    expect(arabic.body).toMatchObject({ code: 'legalHold.held', message: PUBLIC_MESSAGES_AR.legalHold.held });

    const detail = await admin.get(`/api/admin/job-applications/${held.id}`).expect(200);
    expect(detail.body.data.notes).toHaveLength(1);
    expect(storedFiles().some((path) => path.endsWith(resume!))).toBe(true);
    expect(await heldIds()).toContain(held.id);
    expect(await audited('retention.deletion-refused')).toEqual([
      expect.objectContaining({ target_id: held.id, actor_username: 'test-admin' }),
      expect.objectContaining({ target_id: held.id, actor_username: 'test-admin' }),
    ]);
    expect((await audited('application.deleted')).map((row) => row.target_id)).not.toContain(held.id);
  });

  it("refuses HR's delete of an enquiry on legal hold too", async () => {
    await api
      .request()
      .post('/api/contact')
      .set('X-Forwarded-For', nextClientAddress())
      .send({ name: 'Hessa', email: 'hessa@example.com', subject: 'general', message: 'Please call me.' })
      .expect(201);
    const [enquiry] = (await admin.get('/api/admin/enquiries').expect(200)).body.data as { id: number }[];
    await admin
      .put(`/api/admin/retention/enquiry/${enquiry!.id}/hold`)
      .send({ reason: 'Insurance claim 2031/2' })
      .expect(200);
    const refused = await admin.delete(`/api/admin/enquiries/${enquiry!.id}`).expect(409);
    expect(refused.body).toMatchObject({ code: 'legalHold.held' });
    expect((await admin.get('/api/admin/enquiries').expect(200)).body.data).toEqual([
      expect.objectContaining({ id: enquiry!.id }),
    ]);
    expect(await audited('retention.deletion-refused')).toContainEqual(
      expect.objectContaining({ target_id: enquiry!.id, actor_username: 'test-admin' }),
    );
    // Lifted, the delete goes through, retention's row with it.
    await admin.delete(`/api/admin/retention/enquiry/${enquiry!.id}/hold`).expect(200);
    await admin.delete(`/api/admin/enquiries/${enquiry!.id}`).expect(200);
    expect(await sql("SELECT * FROM retention_records WHERE subject = 'enquiry'")).toEqual([]);
  });

  it('lets the erasure job erase the requests that are due but defers the held one, telling its applicant once in their language', async () => {
    const start = now;
    const held = await apply('ar');
    deferred = held;
    const free = await apply();
    await hold(held.id).expect(200);
    const heldToken = await requestErasure(held);
    await requestErasure(free);
    const heldResume = await resumeOf(held.id);

    // The status page says so at once, in place of a date that could not be kept.
    const status = await api.request().post('/api/applicant-status').send({ token: heldToken }).expect(200);
    expect(status.body.data.applications[0]).toMatchObject({ id: held.id, erasureOnHold: true });

    now = start + 31 * DAY_MS;
    const jobs = api.app.get(ScheduledJobsService);
    expect(await jobs.runDue()).toContain('applicant-erasure');
    await admin.get(`/api/admin/job-applications/${free.id}`).expect(404);
    await admin.get(`/api/admin/job-applications/${held.id}`).expect(200);
    expect(storedFiles().some((path) => path.endsWith(heldResume!))).toBe(true);
    expect(await heldIds()).toContain(held.id);

    const told = (await outbox()).filter(
      (row) => row.recipient === held.email && row.template === 'applicant-erasure-deferred',
    );
    expect(told).toEqual([expect.objectContaining({ language: 'ar' })]);
    expect(await audited('application.erasure-deferred')).toEqual([
      expect.objectContaining({ target_id: held.id, actor_username: 'erasure job' }),
    ]);

    // The next runs keep deferring, without writing to the applicant again.
    now += HOUR_MS;
    expect(await jobs.runDue()).toContain('applicant-erasure');
    await admin.get(`/api/admin/job-applications/${held.id}`).expect(200);
    expect(
      (await outbox()).filter(
        (row) => row.template === 'applicant-erasure-deferred' && row.recipient === held.email,
      ),
    ).toHaveLength(1);
  });

  it('lets the waiting erasure run at the next run of the job once the hold is lifted, hold row and all', async () => {
    const held = deferred.id;
    const resume = await resumeOf(held);
    await admin.delete(`/api/admin/retention/application/${held}/hold`).expect(200);
    await admin.get(`/api/admin/job-applications/${held}`).expect(200);

    now += HOUR_MS;
    expect(await api.app.get(ScheduledJobsService).runDue()).toContain('applicant-erasure');
    await admin.get(`/api/admin/job-applications/${held}`).expect(404);
    expect(storedFiles().some((path) => path.endsWith(resume!))).toBe(false);
    // Nothing of retention's is left pointing at the erased record.
    expect(await sql('SELECT * FROM retention_records WHERE item_id = ?', [held])).toEqual([]);
    expect((await audited('application.erased-on-request')).map((row) => row.target_id)).toContain(held);
  });
});
