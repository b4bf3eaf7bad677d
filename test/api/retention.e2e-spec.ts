import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { RETENTION_DEFAULTS, RETENTION_MESSAGES } from '@uaq/contract';
import { Clock } from '../../backend/src/platform/common/clock/clock';
import { ScheduledJobsService } from '../../backend/src/platform/scheduled-jobs/scheduled-jobs.service';
import { startApiApp, TEST_ENGINES, type ApiTestApp } from '../support/api-app';
import { applicationFor, applyWithResume, createJob, pdfResume } from './job-applications-fixtures';

const DAY_MS = 24 * 3600 * 1000;
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]),
  Buffer.from('IHDR'),
  Buffer.alloc(17),
]);
/** The applicant whose data the purge removes: none of this may be left in the audit trail. */
const PURGED = {
  firstName: 'Zubaida',
  lastName: 'Purgeworth',
  email: 'zubaida.purge@example.com',
  phone: '+971 55 987 6543',
};

interface Item {
  subject: string;
  id: number;
  label: string;
  purgeOn: string | null;
  heldAt: string | null;
  holdReason: string | null;
  heldBy: string | null;
}

/** Months later than `from`, as the retention period counts them (calendar months, UTC). */
function monthsLater(from: number, months: number): number {
  const at = new Date(from);
  at.setUTCMonth(at.getUTCMonth() + months);
  return at.getTime();
}

const databaseTime = (ms: number) => new Date(ms).toISOString().slice(0, 19).replace('T', ' ');

describe.each(TEST_ENGINES)('Data retention (%s)', (engine) => {
  let api: ApiTestApp;
  let auth: string;
  // Whole seconds, as the database keeps them.
  const started = Math.floor(Date.now() / 1000) * 1000;
  let now = started;

  beforeAll(async () => {
    api = await startApiApp(engine, { extraEnv: { TRUST_PROXY: 'loopback' } });
    auth = `Bearer ${await api.adminToken()}`;
    // Time moves in the test instead of waiting: the scheduler's periods and the date rules alike.
    jest.spyOn(api.app.get(Clock), 'now').mockImplementation(() => new Date(now));
  });
  afterAll(() => api.close());

  const admin = {
    get: (path: string) => api.request().get(path).set('Authorization', auth),
    put: (path: string) => api.request().put(path).set('Authorization', auth),
    post: (path: string) => api.request().post(path).set('Authorization', auth),
    delete: (path: string) => api.request().delete(path).set('Authorization', auth),
  };
  const items = async (subject: string, state = 'marked') =>
    (await admin.get(`/api/admin/retention/items?subject=${subject}&state=${state}`).expect(200)).body as {
      data: Item[];
      meta: { total: number };
    };
  const idsOf = (page: { data: Item[] }) => page.data.map((item) => item.id).sort((a, b) => a - b);
  /** One daily tick of the scheduler at `now`; says whether the retention job ran. */
  const runScheduler = async () => (await api.app.get(ScheduledJobsService).runDue()).includes('retention');
  const auditRows = () =>
    api.app.get(DataSource).query<Record<string, unknown>[]>('SELECT * FROM audit_events ORDER BY id');

  describe('settings', () => {
    it('starts with the defaults and refuses bad periods with 400 per field, changing nothing', async () => {
      const read = await admin.get('/api/admin/retention/settings').expect(200);
      expect(read.body.data).toEqual(RETENTION_DEFAULTS);

      const bad = [
        {
          body: { ...RETENTION_DEFAULTS, applicationMonths: 0 },
          field: 'applicationMonths',
          message: RETENTION_MESSAGES.months,
        },
        {
          body: { ...RETENTION_DEFAULTS, enquiryMonths: 121 },
          field: 'enquiryMonths',
          message: RETENTION_MESSAGES.months,
        },
        {
          body: { ...RETENTION_DEFAULTS, quoteRequestMonths: 2.5 },
          field: 'quoteRequestMonths',
          message: RETENTION_MESSAGES.months,
        },
        {
          body: { ...RETENTION_DEFAULTS, quarantineDays: 'thirty' },
          field: 'quarantineDays',
          message: RETENTION_MESSAGES.quarantineDays,
        },
        {
          body: { ...RETENTION_DEFAULTS, quarantineDays: 0 },
          field: 'quarantineDays',
          message: RETENTION_MESSAGES.quarantineDays,
        },
        {
          body: { enquiryMonths: 12, quoteRequestMonths: 12, quarantineDays: 7 },
          field: 'applicationMonths',
          message: RETENTION_MESSAGES.months,
        },
      ];
      for (const { body, field, message } of bad) {
        const refused = await admin.put('/api/admin/retention/settings').send(body).expect(400);
        expect(refused.body.errors).toMatchObject({ [field]: message });
      }
      await admin
        .put('/api/admin/retention/settings')
        .send({ ...RETENTION_DEFAULTS, extra: 1 })
        .expect(400);
      expect((await admin.get('/api/admin/retention/settings').expect(200)).body.data).toEqual(
        RETENTION_DEFAULTS,
      );

      const changed = {
        applicationMonths: 36,
        enquiryMonths: 12,
        quoteRequestMonths: 18,
        quarantineDays: 14,
      };
      expect((await admin.put('/api/admin/retention/settings').send(changed).expect(200)).body.data).toEqual(
        changed,
      );
      expect((await admin.get('/api/admin/retention/settings').expect(200)).body.data).toEqual(changed);
      expect((await auditRows()).map((row) => row.action)).toContain('retention.settings-updated');
      await admin.put('/api/admin/retention/settings').send(RETENTION_DEFAULTS).expect(200);
    });

    it('is private', async () => {
      await api.request().get('/api/admin/retention/settings').expect(401);
      await api.request().put('/api/admin/retention/settings').send(RETENTION_DEFAULTS).expect(401);
      await api.request().get('/api/admin/retention/dry-run').expect(401);
    });
  });

  describe('marking, quarantine, legal hold and the purge', () => {
    let purgedId: number;
    let heldId: number;
    let keptId: number;
    let notedId: number;
    let enquiryId: number;
    let quoteId: number;
    let resumeFiles: string[];

    beforeAll(async () => {
      const job = await createJob(api);
      const apply = async (overrides: Record<string, unknown>) =>
        (
          await applyWithResume(api, applicationFor(job.id, overrides), {
            content: pdfResume(),
            name: 'cv.pdf',
          }).expect(201)
        ).body.data.id as number;
      purgedId = await apply(PURGED);
      heldId = await apply({ firstName: 'Held' });
      keptId = await apply({ firstName: 'Kept' });
      notedId = await apply({ firstName: 'Noted' });
      await admin
        .post(`/api/admin/job-applications/${purgedId}/notes`)
        .send({ text: 'Spoke on the phone' })
        .expect(201);
      await api
        .request()
        .patch(`/api/admin/job-applications/${purgedId}/status`)
        .set('Authorization', auth)
        .send({ status: 'reviewing' })
        .expect(200);
      resumeFiles = readdirSync(api.env.UPLOADS_DIR).filter((name) => name.endsWith('.pdf'));

      await api
        .request()
        .post('/api/contact')
        .set('X-Forwarded-For', '198.51.100.10')
        .send({
          name: PURGED.firstName,
          email: PURGED.email,
          phone: PURGED.phone,
          subject: 'general',
          message: 'Please call me back.',
        })
        .expect(201);
      enquiryId = (await admin.get('/api/admin/enquiries').expect(200)).body.data[0].id;
      const quote = await api
        .request()
        .post('/api/quote-requests')
        .set('X-Forwarded-For', '198.51.100.11')
        .field({
          name: `${PURGED.firstName} ${PURGED.lastName}`,
          email: PURGED.email,
          phone: PURGED.phone,
          emirate: 'umm-al-quwain',
          buildingType: 'villa',
          services: 'fire-alarm',
          amc: 'false',
          preferredContact: 'phone',
          consent: 'true',
        })
        .attach('drawing', PNG, { filename: 'plan.png', contentType: 'image/png' })
        .expect(201);
      quoteId = quote.body.data.id;
      expect(readdirSync(join(api.env.UPLOADS_DIR, 'drawings'))).toHaveLength(1);
    });

    it('marks nothing while every record is within its period', async () => {
      now = monthsLater(started, 23);
      expect(await runScheduler()).toBe(true);
      for (const subject of ['application', 'enquiry', 'quote-request'])
        expect((await items(subject)).meta.total).toBe(0);
    });

    it('refuses a legal hold without a reason, and for a record that does not exist', async () => {
      const empty = await admin
        .put(`/api/admin/retention/application/${heldId}/hold`)
        .send({ reason: '   ' })
        .expect(400);
      expect(empty.body.errors).toEqual({ reason: RETENTION_MESSAGES.holdReasonRequired });
      const long = await admin
        .put(`/api/admin/retention/application/${heldId}/hold`)
        .send({ reason: 'x'.repeat(501) })
        .expect(400);
      expect(long.body.errors).toEqual({ reason: RETENTION_MESSAGES.holdReasonTooLong });
      await admin
        .put('/api/admin/retention/application/999999/hold')
        .send({ reason: 'Court case' })
        .expect(404);
      await admin
        .put(`/api/admin/retention/person/${heldId}/hold`)
        .send({ reason: 'Court case' })
        .expect(404);
      expect((await items('application', 'held')).meta.total).toBe(0);
    });

    it('puts an application on hold with its reason, recorded in the audit trail', async () => {
      const held = await admin
        .put(`/api/admin/retention/application/${heldId}/hold`)
        .send({ reason: 'Labour court case 2026/114' })
        .expect(200);
      expect(held.body.data).toMatchObject({
        subject: 'application',
        id: heldId,
        holdReason: 'Labour court case 2026/114',
        heldBy: 'test-admin',
        purgeOn: null,
      });
      expect((await items('application', 'held')).data.map((item) => item.id)).toEqual([heldId]);
      expect(await auditRows()).toContainEqual(
        expect.objectContaining({
          action: 'retention.hold-placed',
          target_type: 'application',
          target_id: heldId,
        }),
      );
    });

    it('a dry run shows what would be marked, and changes nothing', async () => {
      now = monthsLater(started, 25);
      // Noted: HR wrote a note a day ago (in the test's time), which is activity.
      await admin
        .post(`/api/admin/job-applications/${notedId}/notes`)
        .send({ text: 'Keep in mind for 2029' })
        .expect(201);
      await api.app
        .get(DataSource)
        .query('UPDATE application_notes SET createdAt = ? WHERE applicationId = ?', [
          databaseTime(now - DAY_MS),
          notedId,
        ]);

      const dryRun = await admin.get('/api/admin/retention/dry-run').expect(200);
      expect(dryRun.body.data).toMatchObject({
        dryRun: true,
        marked: { application: 2, enquiry: 1, 'quote-request': 1 },
        purged: { application: 0, enquiry: 0, 'quote-request': 0 },
      });
      const list = await admin
        .get('/api/admin/retention/dry-run/items?subject=application&stage=mark&pageSize=1')
        .expect(200);
      expect(list.body.meta).toEqual({ page: 1, pageSize: 1, total: 2 });
      expect(list.body.data[0]).toMatchObject({ subject: 'application', id: purgedId });
      expect(list.body.data[0].purgeOn).toBe(new Date(now + 30 * DAY_MS).toISOString());
      await admin.get('/api/admin/retention/dry-run/items?stage=later').expect(400);

      expect((await items('application')).meta.total).toBe(0);
      const [{ n }] = await api.app.get(DataSource).query('SELECT COUNT(*) AS n FROM retention_purges');
      expect(Number(n)).toBe(0);
    });

    it('the daily job marks records past their period with their purge date; held and active ones stay', async () => {
      expect(await runScheduler()).toBe(true);
      // Once per day: a second tick the same day does not run it again.
      expect(await runScheduler()).toBe(false);
      const marked = await items('application');
      expect(idsOf(marked)).toEqual([purgedId, keptId]);
      const purgeOn = new Date(now + 30 * DAY_MS).toISOString();
      expect(marked.data.every((item) => item.purgeOn === purgeOn)).toBe(true);
      expect(marked.data.find((item) => item.id === purgedId)?.label).toContain(PURGED.lastName);
      expect(idsOf(await items('enquiry'))).toEqual([enquiryId]);
      expect(idsOf(await items('quote-request'))).toEqual([quoteId]);
      // Marked is not purged: HR can still open it during the quarantine.
      await admin.get(`/api/admin/job-applications/${purgedId}`).expect(200);
    });

    it('answers one record’s state for the application panel: held, marked with its purge date, or neither', async () => {
      const state = async (id: number) =>
        (await admin.get(`/api/admin/retention/application/${id}`).expect(200)).body.data as Item;
      expect(await state(purgedId)).toMatchObject({
        id: purgedId,
        markedAt: new Date(now).toISOString(),
        purgeOn: new Date(now + 30 * DAY_MS).toISOString(),
        heldAt: null,
      });
      expect(await state(heldId)).toMatchObject({
        id: heldId,
        holdReason: 'Labour court case 2026/114',
        heldBy: 'test-admin',
        markedAt: null,
        purgeOn: null,
      });
      // Never touched by retention: neither held nor marked.
      expect(await state(notedId)).toMatchObject({
        id: notedId,
        markedAt: null,
        purgeOn: null,
        heldAt: null,
      });
      await admin.get('/api/admin/retention/application/999999').expect(404);
      await admin.get(`/api/admin/retention/person/${heldId}`).expect(404);
      await api.request().get(`/api/admin/retention/application/${heldId}`).expect(401);
    });

    it('"keep" unmarks a record and counts as activity', async () => {
      const kept = await admin.post(`/api/admin/retention/application/${keptId}/keep`).expect(200);
      expect(kept.body.data).toMatchObject({ id: keptId, markedAt: null, purgeOn: null });
      await admin.post(`/api/admin/retention/application/${keptId}/keep`).expect(409);
      await admin.post(`/api/admin/retention/application/${notedId}/keep`).expect(409);
      expect(idsOf(await items('application'))).toEqual([purgedId]);
      expect(await auditRows()).toContainEqual(
        expect.objectContaining({ action: 'retention.kept', target_type: 'application', target_id: keptId }),
      );
    });

    it('purges after the quarantine, with files and dependent rows; the audit entry holds no personal data', async () => {
      now += 29 * DAY_MS;
      expect(await runScheduler()).toBe(true);
      await admin.get(`/api/admin/job-applications/${purgedId}`).expect(200);

      now += 2 * DAY_MS;
      const dryRun = await admin.get('/api/admin/retention/dry-run').expect(200);
      expect(dryRun.body.data.purged).toEqual({ application: 1, enquiry: 1, 'quote-request': 1 });
      expect(await runScheduler()).toBe(true);

      await admin.get(`/api/admin/job-applications/${purgedId}`).expect(404);
      await admin.get(`/api/admin/quote-requests/${quoteId}/drawing`).expect(404);
      expect((await admin.get('/api/admin/quote-requests').expect(200)).body.data).toEqual([]);
      expect((await admin.get('/api/admin/enquiries').expect(200)).body.data).toEqual([]);
      const dataSource = api.app.get(DataSource);
      for (const table of ['application_status_changes', 'application_notes']) {
        const [{ count }] = await dataSource.query(
          `SELECT COUNT(*) AS count FROM ${table} WHERE applicationId = ?`,
          [purgedId],
        );
        expect(Number(count)).toBe(0);
      }
      const left = readdirSync(api.env.UPLOADS_DIR).filter((name) => name.endsWith('.pdf'));
      expect(left).toHaveLength(resumeFiles.length - 1);
      expect(readdirSync(join(api.env.UPLOADS_DIR, 'drawings'))).toEqual([]);
      expect(existsSync(api.env.UPLOADS_DIR)).toBe(true);

      // The held, kept and noted applications are all still there.
      for (const id of [heldId, keptId, notedId])
        await admin.get(`/api/admin/job-applications/${id}`).expect(200);
      expect((await items('application')).meta.total).toBe(0);

      const audit = await auditRows();
      const purge = audit.find(
        (row) => row.action === 'retention.purged' && row.target_type === 'retention-purge',
      );
      expect(purge).toMatchObject({ actor_id: null });
      // Which records went, by id: one entry each, beside the run's counts.
      const purgedRecords = audit
        .filter((row) => row.action === 'retention.purged' && row.target_type !== 'retention-purge')
        .map((row) => `${String(row.target_type)} #${String(row.target_id)}`);
      expect(purgedRecords.sort()).toEqual(
        [`application #${purgedId}`, `enquiry #${enquiryId}`, `quote-request #${quoteId}`].sort(),
      );
      // The audit trail names the scheduled job that acted, where an account's name would be.
      const trail = await admin.get('/api/admin/audit?action=retention.purged').expect(200);
      expect(trail.body.data.length).toBe(4);
      for (const event of trail.body.data)
        expect(event).toMatchObject({ actorId: null, actorUsername: null, scheduledJob: 'retention' });
      const log = await dataSource.query('SELECT * FROM retention_purges');
      expect(log).toEqual([
        expect.objectContaining({
          started_by: 'scheduled',
          applications: 1,
          enquiries: 1,
          quote_requests: 1,
          application_months: 24,
        }),
      ]);
      const written = JSON.stringify([audit, log]).toLowerCase();
      for (const personal of [PURGED.firstName, PURGED.lastName, PURGED.email, PURGED.phone, '987 6543']) {
        expect(written).not.toContain(personal.toLowerCase());
      }
    });

    it('lifting a hold is audited; the record then follows the rule again', async () => {
      const lifted = await admin.delete(`/api/admin/retention/application/${heldId}/hold`).expect(200);
      expect(lifted.body.data).toMatchObject({ id: heldId, heldAt: null, holdReason: null });
      await admin.delete(`/api/admin/retention/application/${heldId}/hold`).expect(409);
      expect(await auditRows()).toContainEqual(
        expect.objectContaining({
          action: 'retention.hold-lifted',
          target_type: 'application',
          target_id: heldId,
        }),
      );
      const dryRun = await admin.get('/api/admin/retention/dry-run').expect(200);
      expect(dryRun.body.data.marked.application).toBe(1);
      now += DAY_MS;
      expect(await runScheduler()).toBe(true);
      expect(idsOf(await items('application'))).toEqual([heldId]);
    });
  });
});
