import type { TrackingLink } from '@uaq/contract';
import { Clock } from '../../backend/src/platform/common/clock/clock';
import { startApiApp, TEST_ENGINES, type ApiTestApp } from '../support/api-app';
import { createJob } from './job-applications-fixtures';

/** "Now": Sunday 1 June 2031 in Umm Al Quwain. */
const NOW = new Date('2031-06-01T08:00:00+04:00');

/**
 * A tracking link HR put in a newspaper keeps being clicked after its job has closed: the visitor
 * lands on the careers list with a notice saying so (in the link's language), not on "Job not
 * found", and the click still counts, with the link's source kept for whatever they apply to next.
 */
describe.each(TEST_ENGINES)('Tracking links to jobs no longer open (%s)', (engine) => {
  let api: ApiTestApp;
  let auth: string;
  let now = NOW;

  const admin = {
    get: (path: string) => api.request().get(path).set('Authorization', auth),
    post: (path: string) => api.request().post(path).set('Authorization', auth),
    patch: (path: string) => api.request().patch(path).set('Authorization', auth),
  };
  const linkFor = async (jobId: number, language: 'en' | 'ar' = 'en') =>
    (
      await admin
        .post('/api/admin/tracking-links')
        .send({ jobId, channel: 'Gulf News', language })
        .expect(201)
    ).body.data as TrackingLink;
  /** Where a click is sent: the path, and the query as an object. */
  const follow = async (link: TrackingLink) => {
    const response = await api.request().get(`/api/careers/links/${link.ref}`).expect(302);
    expect(response.headers['cache-control']).toBe('no-store');
    const target = new URL(response.headers.location as string, 'https://alraas.example');
    return { path: target.pathname, query: Object.fromEntries(target.searchParams) };
  };
  const clicksOf = async (link: TrackingLink) =>
    (
      (await admin.get('/api/admin/tracking-links?pageSize=100').expect(200)).body.data as TrackingLink[]
    ).find((row) => row.id === link.id)!.clicks;

  beforeAll(async () => {
    api = await startApiApp(engine, { extraEnv: { PUBLIC_URL: 'https://alraas.example' } });
    auth = `Bearer ${await api.adminToken()}`;
    jest.spyOn(api.app.get(Clock), 'now').mockImplementation(() => now);
  });
  afterAll(() => api.close());

  it('sends a link to a closed job to the careers list with a notice, in its language, and counts the click', async () => {
    const job = await createJob(api, { title: 'Fire Alarm Technician' });
    const english = await linkFor(job.id);
    const arabic = await linkFor(job.id, 'ar');
    expect((await follow(english)).path).toBe(`/careers/apply/${job.id}`);

    await admin.patch(`/api/admin/careers/${job.id}/status`).send({ status: 'closed' }).expect(200);
    const source = { utm_source: 'Gulf News', utm_medium: 'tracking-link', utm_campaign: `job-${job.id}` };
    expect(await follow(english)).toEqual({
      path: '/careers',
      query: { notice: 'job-closed', ...source, ref: english.ref },
    });
    expect(await follow(arabic)).toEqual({
      path: '/ar/careers',
      query: { notice: 'job-closed', ...source, ref: arabic.ref },
    });
    expect(await clicksOf(english)).toBe(2);
    expect(await clicksOf(arabic)).toBe(1);
  });

  it('does the same for a job past its closing day before the hourly job has closed it, and for a draft', async () => {
    const closing = await createJob(api, { title: 'Sprinkler Fitter', closesOn: '2031-06-10' });
    const draft = await createJob(api, { title: 'HSE Officer' });
    const closingLink = await linkFor(closing.id);
    const draftLink = await linkFor(draft.id);
    expect((await follow(closingLink)).path).toBe(`/careers/apply/${closing.id}`);

    now = new Date('2031-06-11T00:30:00+04:00');
    expect(await follow(closingLink)).toMatchObject({ path: '/careers', query: { notice: 'job-closed' } });
    await admin.patch(`/api/admin/careers/${draft.id}/status`).send({ status: 'inactive' }).expect(200);
    expect(await follow(draftLink)).toMatchObject({ path: '/careers', query: { notice: 'job-closed' } });
  });
});
