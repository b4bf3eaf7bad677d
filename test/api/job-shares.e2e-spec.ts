import {
  jobLinkUrl,
  jobShareLinks,
  jobShareTextInEnglish,
  type SourceEffectivenessReport,
} from '@uaq/contract';
import { jobShareTextInArabic } from '@uaq/contract/job-share.ar';
import { landingSource } from '../../frontend/src/lib/visit-source';
import { startApiApp, TEST_ENGINES, type ApiTestApp } from '../support/api-app';
import { applicationFor, createJob, nextClientAddress } from './job-applications-fixtures';

const ORIGIN = 'https://fire.example';

/**
 * A job passed on from its page (WhatsApp, LinkedIn, copy link) or read from a job board's feed: the
 * visitor lands on the link, the site's own capture (frontend/src/lib/visit-source.ts) reads its
 * source, the application carries it, and the Sources report counts it under its channel.
 */
describe.each(TEST_ENGINES)('Shared job links in the Sources report (%s)', (engine) => {
  let api: ApiTestApp;
  let auth: string;
  beforeAll(async () => {
    api = await startApiApp(engine, { extraEnv: { TRUST_PROXY: 'loopback', PUBLIC_URL: ORIGIN } });
    auth = `Bearer ${await api.adminToken()}`;
  });
  afterAll(() => api?.close());

  /** Lands on `url` as a visitor from another site would, then applies with what the site captured. */
  const arriveAndApply = async (url: string, jobId: number) => {
    const landing = new URL(url);
    const source = landingSource(landing.search, 'https://web.whatsapp.com/', new URL(ORIGIN).hostname);
    await api
      .request()
      .post('/api/job-applications')
      .set('X-Forwarded-For', nextClientAddress())
      .send(applicationFor(jobId, { source }))
      .expect(201);
    return source;
  };
  const sources = async () =>
    (
      (await api.request().get('/api/admin/reports/sources').set('Authorization', auth).expect(200)).body
        .data as SourceEffectivenessReport
    ).rows;

  it('counts an application under the channel its link was shared by, whatever the page’s language', async () => {
    const job = await createJob(api, { title: 'Fire Alarm Technician', titleAr: 'فني إنذار حريق' });
    const shared = {
      title: 'Fire Alarm Technician',
      location: 'Umm Al Quwain',
      salaryMin: null,
      salaryMax: null,
    };
    const english = jobShareLinks(ORIGIN, job.id, 'en', shared, jobShareTextInEnglish);
    const arabic = jobShareLinks(ORIGIN, job.id, 'ar', shared, jobShareTextInArabic);
    // The link in the WhatsApp text, as the person it was sent to taps it.
    const linkIn = (whatsapp: string) => new URL(whatsapp).searchParams.get('text')!.match(/https:\S+/)![0];

    const captured = await arriveAndApply(linkIn(english.whatsapp), job.id);
    expect(captured).toMatchObject({
      utmSource: 'whatsapp',
      utmMedium: 'share',
      utmCampaign: `job-${job.id}`,
    });
    await arriveAndApply(linkIn(arabic.whatsapp), job.id);
    await arriveAndApply(new URL(english.linkedin).searchParams.get('url')!, job.id);
    await arriveAndApply(arabic.copy, job.id);
    await arriveAndApply(jobLinkUrl(ORIGIN, job.id, 'ar', 'feed'), job.id);

    const rows = await sources();
    const count = (source: string) => rows.find((row) => row.source === source)?.applications;
    expect([count('whatsapp'), count('linkedin'), count('copy'), count('feed')]).toEqual([2, 1, 1, 1]);
    // The referring site is recorded too, but a link's own source names the row.
    expect(count('web.whatsapp.com')).toBeUndefined();
  });
});
