import { DataSource } from 'typeorm';
import { JOB_ADMIN_MESSAGES } from '@uaq/contract';
import { startApiApp, TEST_ENGINES, type ApiTestApp } from '../support/api-app';
import { freshDatabase, migrate } from '../support/migration-database';
import { createJob, JOB_INPUT } from './job-applications-fixtures';

/**
 * A job names its emirate (search engines and job boards read it as the job's region): chosen by HR,
 * or read from the job's location, and set for the jobs that existed before by migration
 * 1796000035400. The sitemap's lastmod follows each job's last change.
 */
describe.each(TEST_ENGINES)('The emirate of a job (%s)', (engine) => {
  let api: ApiTestApp;
  let auth: string;
  beforeAll(async () => {
    api = await startApiApp(engine, { extraEnv: { PUBLIC_URL: 'https://fire.example' } });
    auth = `Bearer ${await api.adminToken()}`;
  });
  afterAll(() => api?.close());

  const publicJob = async (id: number) =>
    (await api.request().get(`/api/careers/public/${id}`).expect(200)).body.data as {
      emirate: string;
      updatedAt: string;
    };
  const edit = (id: number, changes: Record<string, unknown>) =>
    api
      .request()
      .put(`/api/admin/careers/${id}`)
      .set('Authorization', auth)
      .send({ ...JOB_INPUT, ...changes });

  it('keeps the emirate HR chose, whatever the location says', async () => {
    const job = await createJob(api, { location: 'Ajman, UAE', emirate: 'sharjah' });
    expect((await publicJob(job.id)).emirate).toBe('sharjah');
  });

  it('takes the emirate the location names when HR chose none, in English or in Arabic', async () => {
    const rak = await createJob(api, { location: 'Al Hamra, Ras Al Khaimah' });
    expect((await publicJob(rak.id)).emirate).toBe('ras-al-khaimah');
    const arabic = await createJob(api, {
      location: 'Industrial Area 2',
      locationAr: 'المنطقة الصناعية، عجمان',
    });
    expect((await publicJob(arabic.id)).emirate).toBe('ajman');
    const unnamed = await createJob(api, { location: 'Head office' });
    expect((await publicJob(unnamed.id)).emirate).toBe('umm-al-quwain');
  });

  it('follows a new location that names an emirate, and keeps its own when the new one names none', async () => {
    const job = await createJob(api, { location: 'Dubai', emirate: 'dubai' });
    await edit(job.id, { location: 'Fujairah port' }).expect(200);
    expect((await publicJob(job.id)).emirate).toBe('fujairah');
    await edit(job.id, { location: 'Port site office' }).expect(200);
    expect((await publicJob(job.id)).emirate).toBe('fujairah');
    await edit(job.id, { location: 'Port site office', emirate: 'abu-dhabi' }).expect(200);
    expect((await publicJob(job.id)).emirate).toBe('abu-dhabi');
  });

  it('refuses an emirate that is not one of the seven with a 400 naming the field, changing nothing', async () => {
    const job = await createJob(api, { location: 'Ajman' });
    const refused = await edit(job.id, { emirate: 'muscat' }).expect(400);
    expect(refused.body.errors).toEqual({ emirate: JOB_ADMIN_MESSAGES.emirateInvalid });
    await api
      .request()
      .post('/api/admin/careers')
      .set('Authorization', auth)
      .send({ ...JOB_INPUT, emirate: 7 })
      .expect(400);
    expect((await publicJob(job.id)).emirate).toBe('ajman');
  });

  it("moves a job's lastmod in the sitemap when the job is edited", async () => {
    const job = await createJob(api, { title: 'Sprinkler Foreman' });
    // The last change put back in time, so the edit below is later whatever the clock's resolution.
    await api.app
      .get(DataSource)
      .query("UPDATE jobs SET updatedAt = '2030-01-02 03:04:05' WHERE id = ?", [job.id]);
    const lastmod = async () => {
      const sitemap = (await api.request().get('/sitemap.xml').expect(200)).text;
      const entry = new RegExp(
        `<loc>https://fire\\.example/careers/apply/${job.id}</loc><lastmod>([^<]+)</lastmod>`,
      ).exec(sitemap);
      return entry?.[1];
    };
    expect(await lastmod()).toBe('2030-01-02T03:04:05.000Z');
    await edit(job.id, { title: 'Sprinkler Foreman (Ajman)', location: 'Ajman' }).expect(200);
    const edited = await lastmod();
    expect(edited).not.toBe('2030-01-02T03:04:05.000Z');
    expect(edited).toBe((await publicJob(job.id)).updatedAt);
  });
});

describe.each(TEST_ENGINES)('Jobs from before emirates (migration 1796000035400, %s)', (engine) => {
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  beforeEach(async () => {
    database = await freshDatabase(engine);
  });
  afterEach(() => database.remove());

  it('names the emirate the location names, else Umm Al Quwain, and marks the changed jobs changed', async () => {
    const old = await migrate(database.config, 1796000035400);
    const places: [string, string, string | null][] = [
      ['Ajman job', 'Ajman Industrial Area', null],
      ['RAK job', 'Ras Al Khaimah, UAE', 'رأس الخيمة'],
      ['Arabic only', 'Site office', 'الشارقة'],
      ['Home', 'Umm Al Quwain, UAE', null],
      ['Nowhere', 'Head office', null],
    ];
    for (const [title, location, locationAr] of places) {
      await old.query(
        `INSERT INTO jobs (title, description, location, locationAr, type, requirements, status, createdAt, updatedAt)
         VALUES (?, 'Description', ?, ?, 'Full-time', '[]', 'active', '2026-01-01 00:00:00', '2026-01-01 00:00:00')`,
        [title, location, locationAr],
      );
    }
    await old.destroy();

    const migrated = await migrate(database.config);
    try {
      const rows = (await migrated.query('SELECT title, emirate FROM jobs ORDER BY id')) as {
        title: string;
        emirate: string;
      }[];
      expect(rows.map((row) => [row.title, row.emirate])).toEqual([
        ['Ajman job', 'ajman'],
        ['RAK job', 'ras-al-khaimah'],
        ['Arabic only', 'sharjah'],
        ['Home', 'umm-al-quwain'],
        ['Nowhere', 'umm-al-quwain'],
      ]);
      const changed = (await migrated.query(
        "SELECT title FROM jobs WHERE updatedAt > '2026-01-01 00:00:00' ORDER BY id",
      )) as { title: string }[];
      expect(changed.map((row) => row.title)).toEqual(['Ajman job', 'RAK job', 'Arabic only']);
    } finally {
      await migrated.destroy();
    }
  });
});
