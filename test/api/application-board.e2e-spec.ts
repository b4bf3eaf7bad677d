import { DataSource } from 'typeorm';
import {
  APPLICATION_STATUSES,
  BOARD_COLUMN_SIZE,
  type ApplicationStatus,
  type BoardColumnPage,
} from '@uaq/contract';
import { startApiApp, TEST_ENGINES, type ApiTestApp } from '../support/api-app';
import { applicationFor, applyWithResume, createJob, pdfResume } from './job-applications-fixtures';

interface Seeded {
  n: number;
  jobId: number;
  status: ApplicationStatus;
}

/** 45 pending (three pages of a column), then the later stages in turn; two jobs alternating. */
function seedPlan(jobIds: number[], count: number): Seeded[] {
  return Array.from({ length: count }, (_, n) => ({
    n,
    jobId: jobIds[n % jobIds.length]!,
    status: n < 45 ? 'pending' : APPLICATION_STATUSES[1 + (n % (APPLICATION_STATUSES.length - 1))]!,
  }));
}

/** Inserts the plan straight into the table, one minute apart, oldest first. */
async function insertApplications(api: ApiTestApp, plan: Seeded[]): Promise<void> {
  const start = Date.UTC(2026, 0, 1);
  await api.app
    .get(DataSource)
    .createQueryBuilder()
    .insert()
    .into('job_applications')
    .values(
      plan.map(({ n, jobId, status }) => ({
        firstName: n % 2 === 0 ? 'Aisha' : 'Omar',
        lastName: `Board${String(n).padStart(4, '0')}`,
        email: `board${n}@example.com`,
        phone: `+971 50 ${String(n).padStart(7, '0')}`,
        address: 'Umm Al Quwain',
        position: 'Position at the time',
        jobId,
        coverLetter: 'Generated for a test.',
        status,
        consentAt: new Date(start),
        createdAt: new Date(start + n * 60_000),
        updatedAt: new Date(start + n * 60_000),
      })),
    )
    .execute();
}

/** The board by stage, one column page at a time, with totals, filters and moves. */
describe.each(TEST_ENGINES)('Applications board by stage (%s)', (engine) => {
  let api: ApiTestApp;
  let auth: string;
  let alarm: { id: number; title: string };
  let hse: { id: number; title: string };
  let plan: Seeded[];

  const column = async (query: string) =>
    (await api.request().get(`/api/admin/application-board?${query}`).set('Authorization', auth).expect(200))
      .body.data as BoardColumnPage;
  const countOf = (status: ApplicationStatus, jobId?: number) =>
    plan.filter((row) => row.status === status && (jobId === undefined || row.jobId === jobId)).length;

  beforeAll(async () => {
    api = await startApiApp(engine, { extraEnv: { TRUST_PROXY: 'loopback' } });
    auth = `Bearer ${await api.adminToken()}`;
    alarm = await createJob(api, { title: 'Fire Alarm Technician' });
    hse = await createJob(api, { title: 'HSE Officer' });
    plan = seedPlan([alarm.id, hse.id], 105);
    await insertApplications(api, plan);
  });
  afterAll(() => api.close());

  it('has a column for every stage of the contract, each with its total and its newest cards', async () => {
    for (const status of APPLICATION_STATUSES) {
      const page = await column(`status=${status}`);
      expect(page).toMatchObject({ status, page: 1, pageSize: BOARD_COLUMN_SIZE, total: countOf(status) });
      expect(page.cards).toHaveLength(Math.min(BOARD_COLUMN_SIZE, countOf(status)));
      expect(page.cards.every((card) => card.status === status)).toBe(true);
      const dates = page.cards.map((card) => card.appliedAt);
      expect(dates).toEqual([...dates].sort().reverse());
    }
  });

  it('shows the essentials on a card and nothing more', async () => {
    const [newest] = (await column('status=pending')).cards;
    expect(newest).toEqual({
      id: expect.any(Number),
      fullName: 'Aisha Board0044',
      phone: '+971 50 0000044',
      jobId: alarm.id,
      jobTitle: 'Fire Alarm Technician',
      status: 'pending',
      appliedAt: new Date(Date.UTC(2026, 0, 1) + 44 * 60_000).toISOString(),
      hasResume: false,
      knockedOut: false,
    });
  });

  it('pages a column on the server: pages follow each other without overlap, and past the end is empty', async () => {
    const pages = [await column('status=pending'), await column('status=pending&page=2')];
    pages.push(await column('status=pending&page=3'));
    expect(pages.map((page) => page.cards.length)).toEqual([20, 20, 5]);
    const names = pages.flatMap((page) => page.cards.map((card) => card.fullName));
    expect(names).toEqual(
      Array.from(
        { length: 45 },
        (_, index) =>
          `${(44 - index) % 2 === 0 ? 'Aisha' : 'Omar'} Board${String(44 - index).padStart(4, '0')}`,
      ),
    );
    const beyond = await column('status=pending&page=4');
    expect(beyond).toMatchObject({ page: 4, total: 45, cards: [] });
  });

  it('filters by job and by search words, with totals that follow', async () => {
    const ofAlarm = await column(`status=pending&jobId=${alarm.id}`);
    expect(ofAlarm.total).toBe(countOf('pending', alarm.id));
    expect(ofAlarm.cards.every((card) => card.jobId === alarm.id)).toBe(true);
    const omar = await column(`status=pending&q=omar`);
    expect(omar.total).toBe(plan.filter((row) => row.status === 'pending' && row.n % 2 === 1).length);
    expect(omar.cards.every((card) => card.fullName.startsWith('Omar '))).toBe(true);
    expect((await column(`status=hired&jobId=${hse.id}&q=board0046`)).total).toBe(0);
  });

  const statusMessage = `Status must be one of ${APPLICATION_STATUSES.join(', ')}`;
  it.each([
    ['', statusMessage],
    ['status=archived', statusMessage],
    ['status=pending&page=0', 'Page must be a whole number from 1'],
    ['status=pending&page=two', 'Page must be a whole number from 1'],
    ['status=pending&jobId=abc', 'Job must be a job id'],
    [`status=pending&q=${'x'.repeat(101)}`, 'Search must be at most 100 characters'],
    ['status=pending&pageSize=500', 'Unknown field: pageSize'],
  ])('refuses %p with a clear 400', async (query, message) => {
    const response = await api
      .request()
      .get(`/api/admin/application-board?${query}`)
      .set('Authorization', auth)
      .expect(400);
    expect(response.body).toMatchObject({ success: false, statusCode: 400, message });
  });

  it('is private', async () => {
    await api.request().get('/api/admin/application-board?status=pending').expect(401);
  });

  it('moves a card through the list status rule: both totals follow, with history and audit', async () => {
    const applied = await applyWithResume(api, applicationFor(hse.id, { firstName: 'Layla' }), {
      content: pdfResume(),
      name: 'cv.pdf',
    }).expect(201);
    const id = applied.body.data.id as number;
    const before = {
      pending: (await column('status=pending')).total,
      hired: (await column('status=hired')).total,
    };
    const [card] = (await column('status=pending')).cards;
    expect(card).toMatchObject({ id, fullName: 'Layla Rahman', jobTitle: 'HSE Officer', hasResume: true });

    await api
      .request()
      .patch(`/api/admin/job-applications/${id}/status`)
      .set('Authorization', auth)
      .send({ status: 'hired' })
      .expect(200);

    const pending = await column('status=pending');
    const hired = await column('status=hired');
    expect(pending.total).toBe(before.pending - 1);
    expect(pending.cards.map((item) => item.id)).not.toContain(id);
    expect(hired.total).toBe(before.hired + 1);
    expect(hired.cards[0]).toMatchObject({ id, status: 'hired' });

    const detail = await api
      .request()
      .get(`/api/admin/job-applications/${id}`)
      .set('Authorization', auth)
      .expect(200);
    expect(detail.body.data.statusHistory).toEqual([
      expect.objectContaining({ from: 'pending', to: 'hired', changedBy: 'test-admin' }),
    ]);
    const audit = await api.request().get('/api/admin/audit').set('Authorization', auth).expect(200);
    expect(audit.body.data).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ action: 'application.status-changed', targetId: id }),
      ]),
    );
  });
});
