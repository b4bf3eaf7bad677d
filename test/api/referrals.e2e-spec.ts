import type {
  AdminJobApplicationDetail,
  ReferralsReport,
  SourceEffectivenessReport,
  TrackingLink,
} from '@uaq/contract';
import { TRACKING_LINK_MESSAGES } from '@uaq/contract';
import { landingSource } from '../../frontend/src/lib/visit-source';
import { startApiApp, TEST_ENGINES, type ApiTestApp } from '../support/api-app';
import { applicationFor, createJob, nextClientAddress } from './job-applications-fixtures';

const ORIGIN = 'https://fire.example';

/**
 * Referral links: tracking links named after the person who refers, for one job or all jobs. A
 * visitor follows one, the site captures its source (frontend/src/lib/visit-source.ts), the
 * application carries the referrer, and the referrals report counts it per referrer.
 */
describe.each(TEST_ENGINES)('Referral links (%s)', (engine) => {
  let api: ApiTestApp;
  let auth: string;
  let alarm: { id: number };
  let fitter: { id: number };

  beforeAll(async () => {
    api = await startApiApp(engine, { extraEnv: { TRUST_PROXY: 'loopback', PUBLIC_URL: ORIGIN } });
    auth = `Bearer ${await api.adminToken()}`;
    alarm = await createJob(api, { title: 'Fire Alarm Technician' });
    fitter = await createJob(api, { title: 'Sprinkler Fitter' });
  });
  afterAll(() => api?.close());

  const admin = (method: 'get' | 'post' | 'patch' | 'delete', path: string) =>
    api.request()[method](path).set('Authorization', auth);
  const makeReferral = async (body: object) =>
    (await admin('post', '/api/admin/tracking-links/referral').send(body).expect(201)).body
      .data as TrackingLink;

  /** Follows a link as a visitor, lands where it leads and applies there with what the site captured. */
  async function followAndApply(link: TrackingLink, jobId: number) {
    const response = await api.request().get(new URL(link.url).pathname).expect(302);
    const landing = new URL(response.headers.location as string, ORIGIN);
    const source = landingSource(landing.search, '', new URL(ORIGIN).hostname);
    const applied = await api
      .request()
      .post('/api/job-applications')
      .set('X-Forwarded-For', nextClientAddress())
      .send(applicationFor(jobId, { source }))
      .expect(201);
    return { landing, id: applied.body.data.id as number };
  }
  const detail = async (id: number) =>
    (await admin('get', `/api/admin/job-applications/${id}`).expect(200)).body
      .data as AdminJobApplicationDetail;
  const referralsReport = async () =>
    ((await admin('get', '/api/admin/reports/referrals').expect(200)).body.data as ReferralsReport).rows;

  it("makes a team member's own link for all jobs, and HR's link for an employee without an account", async () => {
    const own = await makeReferral({});
    expect(own).toMatchObject({
      jobId: null,
      jobTitle: null,
      channel: 'referral',
      referrer: 'test-admin',
      clicks: 0,
      applications: 0,
    });
    const named = await makeReferral({ jobId: alarm.id, referrer: '  Rashid Al Marri ', language: 'ar' });
    expect(named).toMatchObject({
      jobId: alarm.id,
      jobTitle: 'Fire Alarm Technician',
      referrer: 'Rashid Al Marri',
      language: 'ar',
    });
    // Listed with the other tracking links.
    const listed = (await admin('get', '/api/admin/tracking-links').expect(200)).body.data as TrackingLink[];
    expect(listed.map((link) => link.id)).toEqual(expect.arrayContaining([own.id, named.id]));
  });

  it('refuses a blank or too long name and an unknown job, making nothing', async () => {
    const before = (await admin('get', '/api/admin/tracking-links').expect(200)).body.meta.total as number;
    const blank = await admin('post', '/api/admin/tracking-links/referral')
      .send({ referrer: '   ' })
      .expect(400);
    expect(blank.body.errors).toEqual({ referrer: TRACKING_LINK_MESSAGES.referrerRequired });
    await admin('post', '/api/admin/tracking-links/referral')
      .send({ referrer: 'x'.repeat(101) })
      .expect(400);
    await admin('post', '/api/admin/tracking-links/referral').send({ jobId: 999_999 }).expect(404);
    await admin('post', '/api/admin/tracking-links/referral').send({ jobId: 'all' }).expect(400);
    expect((await admin('get', '/api/admin/tracking-links').expect(200)).body.meta.total).toBe(before);
  });

  it('brings applications that carry their referrer, counted per referrer, kept after the link is revoked', async () => {
    const everyJob = await makeReferral({ referrer: 'Fatima Noor' });
    const oneJob = await makeReferral({ jobId: fitter.id, referrer: 'Rashid Al Marri (site foreman)' });

    // A link for all jobs opens the careers page; the visitor applies to any job from there.
    const first = await followAndApply(everyJob, alarm.id);
    expect(first.landing.pathname).toBe('/careers');
    expect(Object.fromEntries(first.landing.searchParams)).toEqual({
      utm_source: 'referral',
      utm_medium: 'tracking-link',
      utm_campaign: 'all-jobs',
      ref: everyJob.ref,
    });
    const second = await followAndApply(everyJob, fitter.id);
    const third = await followAndApply(oneJob, fitter.id);
    expect(third.landing.pathname).toBe(`/careers/apply/${fitter.id}`);

    expect((await detail(first.id)).referrer).toBe('Fatima Noor');
    expect((await detail(third.id)).referrer).toBe('Rashid Al Marri (site foreman)');
    const plain = await api
      .request()
      .post('/api/job-applications')
      .set('X-Forwarded-For', nextClientAddress())
      .send(applicationFor(alarm.id))
      .expect(201);
    expect((await detail(plain.body.data.id as number)).referrer).toBeNull();

    // Fatima's second applicant is shortlisted, then hired.
    for (const status of ['shortlisted', 'hired']) {
      await admin('patch', `/api/admin/job-applications/${second.id}/status`).send({ status }).expect(200);
    }
    const expected = [
      { referrer: 'Fatima Noor', applications: 2, shortlisted: 1, hired: 1 },
      { referrer: 'Rashid Al Marri (site foreman)', applications: 1, shortlisted: 0, hired: 0 },
    ];
    expect(await referralsReport()).toEqual(expected);
    const sources = (await admin('get', '/api/admin/reports/sources').expect(200)).body
      .data as SourceEffectivenessReport;
    expect(sources.rows.find((row) => row.source === 'referral')).toMatchObject({ applications: 3 });
    const listed = (await admin('get', '/api/admin/tracking-links').expect(200)).body.data as TrackingLink[];
    expect(listed.find((link) => link.id === everyJob.id)).toMatchObject({ clicks: 2, applications: 2 });

    // Revoked as any tracking link: the address opens the careers page without its ref, and the
    // applications it brought keep their referrer.
    await admin('delete', `/api/admin/tracking-links/${everyJob.id}`).expect(200);
    const after = await api.request().get(new URL(everyJob.url).pathname).expect(302);
    expect(after.headers.location).toBe('/careers');
    expect((await detail(first.id)).referrer).toBe('Fatima Noor');
    expect(await referralsReport()).toEqual(expected);
  });

  it('opens the Arabic careers page for an Arabic link for all jobs', async () => {
    const arabic = await makeReferral({ referrer: 'سالم', language: 'ar' });
    const response = await api.request().get(new URL(arabic.url).pathname).expect(302);
    expect(new URL(response.headers.location as string, ORIGIN).pathname).toBe('/ar/careers');
  });
});
