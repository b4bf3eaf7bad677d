import { readdirSync } from 'node:fs';
import { DataSource } from 'typeorm';
import { APPLICATION_STATUSES } from '@uaq/contract';
import { Enquiry } from '../../backend/src/enquiries/enquiry.entity';
import { startApiApp, TEST_ENGINES, type ApiTestApp } from '../support/api-app';
import { applicationFor, applyWithResume, createJob, pdfResume } from './job-applications-fixtures';

type Row = { id: number; fullName: string; status: string; jobId: number | null; createdAt: string };

const STATUSES = ['pending', 'reviewing', 'shortlisted', 'interviewed', 'hired', 'rejected'];
const FIRST_NAMES = ['Aisha', 'Omar', 'Fatima', 'Rashid', 'Mariam', 'Yousef'];

/** Inserts applications straight into the table (thousands in seconds), oldest first. */
async function insertApplications(api: ApiTestApp, jobIds: number[], count: number, from = 0): Promise<void> {
  const dataSource = api.app.get(DataSource);
  const start = Date.UTC(2026, 0, 1);
  for (let offset = 0; offset < count; offset += 500) {
    const rows = Array.from({ length: Math.min(500, count - offset) }, (_, index) => {
      const n = from + offset + index;
      return {
        firstName: FIRST_NAMES[n % FIRST_NAMES.length],
        lastName: `Applicant${String(n).padStart(5, '0')}`,
        email: `bulk${n}@example.com`,
        phone: `+971 50 ${String(n).padStart(7, '0')}`,
        address: 'Umm Al Quwain',
        position: `Job ${jobIds[n % jobIds.length]}`,
        jobId: jobIds[n % jobIds.length],
        coverLetter: 'Generated for a test.',
        status: STATUSES[n % STATUSES.length],
        consentAt: new Date(start),
        createdAt: new Date(start + n * 60_000),
        updatedAt: new Date(start + n * 60_000),
      };
    });
    await dataSource.createQueryBuilder().insert().into('job_applications').values(rows).execute();
  }
}

describe.each(TEST_ENGINES)('Job applications: HR at scale (%s)', (engine) => {
  let api: ApiTestApp;
  let auth: string;
  let alarm: { id: number };
  let hse: { id: number };

  const admin = {
    get: (path: string) => api.request().get(path).set('Authorization', auth),
    patch: (path: string) => api.request().patch(path).set('Authorization', auth),
    post: (path: string) => api.request().post(path).set('Authorization', auth),
    delete: (path: string) => api.request().delete(path).set('Authorization', auth),
  };
  const list = async (query: string) =>
    (await admin.get(`/api/admin/job-applications?${query}`).expect(200)).body as {
      data: Row[];
      meta: { page: number; pageSize: number; total: number };
    };

  beforeAll(async () => {
    api = await startApiApp(engine, { extraEnv: { TRUST_PROXY: 'loopback' } });
    auth = `Bearer ${await api.adminToken()}`;
    alarm = await createJob(api, { title: 'Fire Alarm Technician' });
    hse = await createJob(api, { title: 'HSE Officer' });
    await insertApplications(api, [alarm.id, hse.id], 60);
  });
  afterAll(() => api.close());

  describe('paging', () => {
    it.each([
      ['page=0', 'Page must be a whole number from 1'],
      ['page=abc', 'Page must be a whole number from 1'],
      ['page=1.5', 'Page must be a whole number from 1'],
      ['pageSize=101', 'Page size must be a whole number from 1 to 100'],
      ['pageSize=0', 'Page size must be a whole number from 1 to 100'],
      ['pageSize=ten', 'Page size must be a whole number from 1 to 100'],
      ['sort=surname', 'Sort must be one of createdAt, -createdAt, name, status'],
      [`q=${'x'.repeat(101)}`, 'Search must be at most 100 characters'],
    ])('refuses %s with a clear 400', async (query, message) => {
      const response = await admin.get(`/api/admin/job-applications?${query}`).expect(400);
      expect(response.body).toMatchObject({ success: false, statusCode: 400, message });
    });

    it('pages newest first and reports the total', async () => {
      const first = await list('pageSize=100');
      expect(first.meta).toEqual({ page: 1, pageSize: 100, total: 60 });
      const second = await list('page=2&pageSize=25');
      expect(second.meta).toEqual({ page: 2, pageSize: 25, total: 60 });
      expect(second.data.map((row) => row.id)).toEqual(first.data.slice(25, 50).map((row) => row.id));
      const last = await list('page=3&pageSize=25');
      expect(last.data).toHaveLength(10);
      expect((await list('page=9')).data).toEqual([]);
    });

    it.each([
      ['createdAt', (rows: Row[]) => [...rows].sort((a, b) => a.createdAt.localeCompare(b.createdAt))],
      ['-createdAt', (rows: Row[]) => [...rows].sort((a, b) => b.createdAt.localeCompare(a.createdAt))],
      [
        'name',
        (rows: Row[]) => [...rows].sort((a, b) => a.fullName.localeCompare(b.fullName) || a.id - b.id),
      ],
      [
        'status',
        (rows: Row[]) =>
          [...rows].sort(
            (a, b) =>
              STATUSES.indexOf(a.status) - STATUSES.indexOf(b.status) ||
              b.createdAt.localeCompare(a.createdAt),
          ),
      ],
    ])('sorts by %s', async (sort, expected) => {
      const all = (await list('pageSize=100')).data;
      const sorted = (await list(`pageSize=100&sort=${sort}`)).data;
      expect(sorted.map((row) => row.id)).toEqual(expected(all).map((row) => row.id));
    });

    it('combines search, status and job filters', async () => {
      const result = await list(`q=aisha&status=pending&jobId=${alarm.id}&pageSize=100`);
      // n % 6 == 0 gives Aisha and pending; n even gives the alarm job: n = 0, 6, 12, … 54.
      expect(result.meta.total).toBe(10);
      expect(result.data.every((row) => row.jobId === alarm.id && row.status === 'pending')).toBe(true);
      expect((await list(`q=aisha&jobId=${hse.id}`)).meta.total).toBe(0);
      expect((await list('q=applicant00007')).data.map((row) => row.fullName)).toEqual([
        'Omar Applicant00007',
      ]);
    });
  });

  describe('detail and notes', () => {
    it('shows one application with its history and notes, author and time kept', async () => {
      const [row] = (await list('q=applicant00003')).data;
      const added = await admin
        .post(`/api/admin/job-applications/${row.id}/notes`)
        .send({ text: '  Strong on addressable panels.  ' })
        .expect(201);
      expect(added.body.data).toEqual({
        id: expect.any(Number),
        text: 'Strong on addressable panels.',
        author: 'test-admin',
        createdAt: expect.stringMatching(/Z$/),
      });
      await admin
        .patch(`/api/admin/job-applications/${row.id}/status`)
        .send({ status: 'shortlisted' })
        .expect(200);
      const detail = await admin.get(`/api/admin/job-applications/${row.id}`).expect(200);
      expect(detail.body.data).toMatchObject({
        id: row.id,
        fullName: 'Rashid Applicant00003',
        status: 'shortlisted',
        statusHistory: [{ from: 'interviewed', to: 'shortlisted', changedBy: 'test-admin' }],
        notes: [{ text: 'Strong on addressable panels.', author: 'test-admin' }],
      });
    });

    it('lists an application exactly as its detail shows it: every field, its job and its history', async () => {
      const [row] = (await list('q=applicant00004')).data;
      // Seeded hired: moving it out asks first.
      for (const status of ['reviewing', 'shortlisted']) {
        await admin
          .patch(`/api/admin/job-applications/${row.id}/status`)
          .send({ status, confirm: true })
          .expect(200);
      }
      const [listed] = (await list('q=applicant00004')).data;
      const { notes, mailsSent, whatsappContacts, referrer, emailChanges, screening, ...detail } = (
        await admin.get(`/api/admin/job-applications/${row.id}`).expect(200)
      ).body.data as Record<string, unknown> & {
        notes: unknown[];
        mailsSent: unknown[];
        whatsappContacts: unknown[];
        referrer: string | null;
        emailChanges: unknown[];
        screening: unknown;
      };
      expect(notes).toEqual([]);
      expect(screening).toEqual({ knockedOut: false, answers: [] });
      expect(mailsSent).toEqual([]);
      expect(whatsappContacts).toEqual([]);
      expect(referrer).toBeNull();
      expect(emailChanges).toEqual([]);
      expect(listed).toEqual(detail);
      expect(detail).toMatchObject({
        jobDetails: { id: alarm.id, title: 'Fire Alarm Technician', requirements: expect.any(Array) },
        statusHistory: [{ to: 'reviewing' }, { to: 'shortlisted' }],
      });
    });

    it('refuses an empty, a too long or an extra-field note, and unknown applications', async () => {
      const [row] = (await list('pageSize=1')).data;
      const notes = `/api/admin/job-applications/${row.id}/notes`;
      expect((await admin.post(notes).send({ text: '   ' }).expect(400)).body.message).toBe(
        'Write a note first',
      );
      expect(
        (
          await admin
            .post(notes)
            .send({ text: 'x'.repeat(2001) })
            .expect(400)
        ).body.message,
      ).toBe('A note must be at most 2000 characters');
      await admin
        .post(notes)
        .send({ text: 'x'.repeat(2000) })
        .expect(201);
      await admin.post(notes).send({ text: 'ok', author: 'someone' }).expect(400);
      await admin.post('/api/admin/job-applications/999999/notes').send({ text: 'ok' }).expect(404);
      await admin.get('/api/admin/job-applications/999999').expect(404);
      await admin.get('/api/admin/job-applications/abc').expect(404);
      await api.request().get(`/api/admin/job-applications/${row.id}`).expect(401);
      await api.request().post(notes).send({ text: 'ok' }).expect(401);
    });
  });

  describe('bulk status', () => {
    it('changes several at once and records each change', async () => {
      const rows = (await list(`status=pending&jobId=${alarm.id}&pageSize=3`)).data;
      const ids = rows.map((row) => row.id);
      const response = await admin
        .patch('/api/admin/job-applications/status')
        .send({ ids, status: 'reviewing' })
        .expect(200);
      expect(response.body.data.map((row: Row) => [row.id, row.status])).toEqual(
        ids.map((id) => [id, 'reviewing']),
      );
      for (const id of ids) {
        const detail = await admin.get(`/api/admin/job-applications/${id}`).expect(200);
        expect(detail.body.data.statusHistory).toEqual([
          expect.objectContaining({ from: 'pending', to: 'reviewing', changedBy: 'test-admin' }),
        ]);
      }
    });

    it('names unknown ids and changes nothing', async () => {
      const [known] = (await list('status=hired&pageSize=1')).data;
      const response = await admin
        .patch('/api/admin/job-applications/status')
        .send({ ids: [known.id, 999998, 999999], status: 'rejected' })
        .expect(404);
      expect(response.body.message).toBe('No application with id 999998, 999999; nothing was changed');
      const after = await admin.get(`/api/admin/job-applications/${known.id}`).expect(200);
      expect(after.body.data.status).toBe('hired');
    });

    it.each([
      ['no ids', { ids: [], status: 'hired' }, 'Choose at least one application'],
      [
        '101 ids',
        { ids: Array.from({ length: 101 }, (_, i) => i + 1), status: 'hired' },
        'Change at most 100 applications at once',
      ],
      [
        'ids that are not numbers',
        { ids: ['a'], status: 'hired' },
        'Applications must be given by their ids',
      ],
      [
        'an unknown status',
        { ids: [1], status: 'accepted' },
        `Status must be one of ${APPLICATION_STATUSES.join(', ')}`,
      ],
      ['a missing id list', { status: 'hired' }, 'Choose at least one application'],
    ])('refuses %s', async (_label, body, message) => {
      const response = await admin.patch('/api/admin/job-applications/status').send(body).expect(400);
      expect(response.body.message).toBe(message);
    });
  });

  describe('delete', () => {
    it('erases the application, its history, notes and resume file; counts follow', async () => {
      const created = await applyWithResume(
        api,
        applicationFor(alarm.id, { firstName: 'Erase', lastName: 'Me', email: 'erase@example.com' }),
        { content: pdfResume(), name: 'cv.pdf' },
      ).expect(201);
      const id = created.body.data.id as number;
      await admin.post(`/api/admin/job-applications/${id}/notes`).send({ text: 'Call back' }).expect(201);
      await admin.patch(`/api/admin/job-applications/${id}/status`).send({ status: 'reviewing' }).expect(200);
      const uploads = api.env.UPLOADS_DIR;
      const filesBefore = readdirSync(uploads).length;
      const totalBefore = (await list('')).meta.total;
      const groupBefore = await alarmGroup();

      const deleted = await admin.delete(`/api/admin/job-applications/${id}`).expect(200);
      expect(deleted.body).toEqual({ success: true, message: 'Application deleted' });

      await admin.get(`/api/admin/job-applications/${id}`).expect(404);
      await admin.delete(`/api/admin/job-applications/${id}`).expect(404);
      expect(readdirSync(uploads)).toHaveLength(filesBefore - 1);
      const dataSource = api.app.get(DataSource);
      for (const table of ['application_status_changes', 'application_notes']) {
        const [{ count }] = await dataSource.query(
          `SELECT COUNT(*) AS count FROM ${table} WHERE applicationId = ?`,
          [id],
        );
        expect(Number(count)).toBe(0);
      }
      expect((await list('')).meta.total).toBe(totalBefore - 1);
      const groupAfter = await alarmGroup();
      expect(groupAfter.applicationTotal).toBe(groupBefore.applicationTotal - 1);
      expect(groupAfter.statistics.reviewing).toBe(groupBefore.statistics.reviewing - 1);
      await api.request().delete(`/api/admin/job-applications/${id}`).expect(401);
    });
  });

  async function alarmGroup() {
    const groups = (await admin.get('/api/job-applications/grouped-by-job').expect(200)).body.data as Array<{
      jobId: number;
      applicationTotal: number;
      applications: Row[];
      statistics: Record<string, number>;
    }>;
    return groups.find((group) => group.jobId === alarm.id)!;
  }

  describe('grouped by job', () => {
    it('carries database statistics, the total and only the 10 newest per job', async () => {
      const group = await alarmGroup();
      const all = (await list(`jobId=${alarm.id}&pageSize=100`)).data;
      expect(group.applicationTotal).toBe(all.length);
      expect(group.statistics.total).toBe(all.length);
      expect(group.applications.map((row) => row.id)).toEqual(all.slice(0, 10).map((row) => row.id));
      const hired = all.filter((row) => row.status === 'hired').length;
      expect(group.statistics).toMatchObject({ hired, accepted: hired });
    });
  });

  describe('CSV export', () => {
    it('streams every matching row, 10,000 and more', async () => {
      await insertApplications(api, [alarm.id, hse.id], 10_050, 1000);
      const total = (await list('pageSize=1')).meta.total;
      expect(total).toBeGreaterThan(10_000);
      const response = await admin.get('/api/admin/job-applications/export.csv').expect(200);
      expect(response.headers['content-type']).toMatch(/^text\/csv/);
      const lines = response.text
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\n');
      expect(lines).toHaveLength(total + 1);
      const ids = lines.slice(1).map((line) => Number(line.split(',')[0]));
      expect(new Set(ids).size).toBe(total);
      expect(ids).toEqual([...ids].sort((a, b) => b - a));

      const filtered = await admin
        .get(`/api/admin/job-applications/export.csv?status=hired&jobId=${hse.id}`)
        .expect(200);
      const hiredTotal = (await list(`status=hired&jobId=${hse.id}&pageSize=1`)).meta.total;
      expect(filtered.text.trim().split('\n')).toHaveLength(hiredTotal + 1);
    });
  });
});

describe.each(TEST_ENGINES)('Enquiries: paged admin list (%s)', (engine) => {
  let api: ApiTestApp;
  let auth: string;
  const list = async (query: string) =>
    (await api.request().get(`/api/admin/enquiries?${query}`).set('Authorization', auth).expect(200))
      .body as { data: Array<{ id: number; name: string; handled: boolean }>; meta: Record<string, number> };

  beforeAll(async () => {
    api = await startApiApp(engine);
    auth = `Bearer ${await api.adminToken()}`;
    const start = Date.UTC(2026, 5, 1);
    const rows = Array.from({ length: 40 }, (_, n) => ({
      name: `${n % 2 ? 'Khalid' : 'Noura'} Sender${String(n).padStart(2, '0')}`,
      email: `sender${n}@example.com`,
      phone: null,
      subject: n % 3 ? ('fire-alarm' as const) : ('general' as const),
      message: n === 7 ? 'Please quote for a warehouse sprinkler system.' : 'Hello.',
      handled: n % 4 === 0,
      createdAt: new Date(start + n * 60_000),
    }));
    await api.app.get(DataSource).createQueryBuilder().insert().into(Enquiry).values(rows).execute();
  });
  afterAll(() => api.close());

  it('pages newest first with the total, and refuses bad paging', async () => {
    const first = await list('pageSize=10');
    expect(first.meta).toEqual({ page: 1, pageSize: 10, total: 40 });
    expect(first.data[0].name).toBe('Khalid Sender39');
    expect((await list('page=4&pageSize=10')).data.at(-1)!.name).toBe('Noura Sender00');
    for (const query of ['page=0', 'pageSize=101', 'page=x', 'handled=maybe', 'sort=email']) {
      await api.request().get(`/api/admin/enquiries?${query}`).set('Authorization', auth).expect(400);
    }
  });

  it('filters by handled and words, and sorts by name and status', async () => {
    expect((await list('handled=true')).meta.total).toBe(10);
    expect((await list('handled=false&q=khalid')).meta.total).toBe(20);
    expect((await list('q=sprinkler')).data.map((enquiry) => enquiry.name)).toEqual(['Khalid Sender07']);
    expect((await list('sort=name&pageSize=1')).data[0].name).toBe('Khalid Sender01');
    const byStatus = (await list('sort=status&pageSize=100')).data;
    expect(byStatus.slice(0, 30).every((enquiry) => !enquiry.handled)).toBe(true);
    expect(byStatus[0].name).toBe('Khalid Sender39');
  });
});
