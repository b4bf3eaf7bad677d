import { DataSource } from 'typeorm';
import { APPLICATION_SOURCE_LIMITS, APPLICATION_SOURCE_MESSAGES } from '@uaq/contract';
import { APPLICATION_SOURCE_MESSAGES_AR } from '@uaq/contract/application-source-messages.ar';
import { startApiApp, TEST_ENGINES, type ApiTestApp } from '../support/api-app';
import {
  applicationFor,
  applyWithResume,
  createJob,
  nextClientAddress,
  pdfResume,
} from './job-applications-fixtures';

interface LinkRow {
  id: number;
  jobId: number;
  jobTitle: string;
  channel: string;
  ref: string;
  url: string;
  language: string;
  clicks: number;
  applications: number;
}

describe.each(TEST_ENGINES)('Application sources and tracking links (%s)', (engine) => {
  let api: ApiTestApp;
  let auth: string;
  let job: { id: number; title: string };

  const apply = (body: Record<string, unknown>, language?: string) => {
    const call = api.request().post('/api/job-applications').set('X-Forwarded-For', nextClientAddress());
    if (language) call.set('Accept-Language', language);
    return call.send(body);
  };
  const detail = async (id: number) =>
    (await api.request().get(`/api/admin/job-applications/${id}`).set('Authorization', auth).expect(200)).body
      .data as { source: Record<string, string | null> };
  const applicationCount = async () =>
    Number((await api.app.get(DataSource).query('SELECT COUNT(*) AS total FROM job_applications'))[0].total);
  const links = async (query = '') =>
    (await api.request().get(`/api/admin/tracking-links${query}`).set('Authorization', auth).expect(200))
      .body as { data: LinkRow[]; meta: { page: number; pageSize: number; total: number } };
  const createLink = (body: Record<string, unknown>) =>
    api.request().post('/api/admin/tracking-links').set('Authorization', auth).send(body);

  beforeAll(async () => {
    api = await startApiApp(engine, {
      extraEnv: { TRUST_PROXY: 'loopback', PUBLIC_URL: 'https://alraas.example' },
    });
    auth = `Bearer ${await api.adminToken()}`;
    job = await createJob(api, { title: 'Sprinkler Fitter' });
  });

  afterAll(async () => {
    await api?.close();
  });

  describe('source on an application', () => {
    it('stores the source sent with a JSON application and shows it to HR', async () => {
      const source = {
        utmSource: 'linkedin',
        utmMedium: 'social',
        utmCampaign: 'spring-hiring',
        ref: 'abc_123',
        referrerDomain: 'www.linkedin.com',
        heardFrom: 'A colleague at Civil Defence',
      };
      const response = await apply(applicationFor(job.id, { source })).expect(201);
      expect((await detail(response.body.data.id)).source).toEqual(source);
    });

    it('stores the source of a multipart application (source[field] fields) alongside the resume', async () => {
      const response = await applyWithResume(
        api,
        {
          ...applicationFor(job.id),
          'source[utmSource]': 'whatsapp',
          'source[heardFrom]': '  From my cousin  ',
        },
        { content: pdfResume(), name: 'cv.pdf' },
      ).expect(201);
      expect((await detail(response.body.data.id)).source).toEqual({
        utmSource: 'whatsapp',
        utmMedium: null,
        utmCampaign: null,
        ref: null,
        referrerDomain: null,
        heardFrom: 'From my cousin',
      });
    });

    it('keeps every field null for an application that sends no source', async () => {
      const response = await apply(applicationFor(job.id)).expect(201);
      expect(Object.values((await detail(response.body.data.id)).source)).toEqual(Array(6).fill(null));
    });

    it.each([
      [
        'an over-long answer',
        { heardFrom: 'x'.repeat(APPLICATION_SOURCE_LIMITS.heardFrom + 1) },
        'source.heardFrom',
      ],
      [
        'an over-long utm_source',
        { utmSource: 'x'.repeat(APPLICATION_SOURCE_LIMITS.utmSource + 1) },
        'source.utmSource',
      ],
      ['a ref with other characters', { ref: 'abc<script>' }, 'source.ref'],
      [
        'a referrer with a path',
        { referrerDomain: 'evil.example/path?email=a@b.c' },
        'source.referrerDomain',
      ],
      ['a number as text field', { utmMedium: 42 }, 'source.utmMedium'],
      ['an unknown field', { email: 'someone@example.com' }, 'source.email'],
    ])('refuses %s with a 400 naming the field, and stores nothing', async (_case, source, field) => {
      const before = await applicationCount();
      const response = await apply(applicationFor(job.id, { source })).expect(400);
      expect(Object.keys(response.body.errors)).toEqual([field]);
      expect(await applicationCount()).toBe(before);
    });

    it('refuses a source that is not an object', async () => {
      const response = await apply(applicationFor(job.id, { source: 'linkedin' })).expect(400);
      expect(response.body.errors.source).toBe(APPLICATION_SOURCE_MESSAGES.sourceInvalid);
    });

    it('says what is wrong in English and in Arabic', async () => {
      const source = { heardFrom: 'x'.repeat(APPLICATION_SOURCE_LIMITS.heardFrom + 1) };
      const english = await apply(applicationFor(job.id, { source })).expect(400);
      expect(english.body.errors['source.heardFrom']).toBe(APPLICATION_SOURCE_MESSAGES.heardFromTooLong);
      const arabic = await apply(applicationFor(job.id, { source }), 'ar').expect(400);
      expect(arabic.body.errors['source.heardFrom']).toBe(APPLICATION_SOURCE_MESSAGES_AR.heardFromTooLong);
    });
  });

  describe('tracking links', () => {
    it('are private', async () => {
      await api.request().get('/api/admin/tracking-links').expect(401);
      await api.request().post('/api/admin/tracking-links').send({ jobId: job.id, channel: 'x' }).expect(401);
    });

    it('refuses a link without a channel or for a job that does not exist, creating nothing', async () => {
      const { meta } = await links();
      const missing = await createLink({ jobId: job.id, channel: '   ' }).expect(400);
      expect(missing.body.errors).toEqual({ channel: 'Name the channel (for example "WhatsApp group")' });
      const tooLong = await createLink({ jobId: job.id, channel: 'x'.repeat(61) }).expect(400);
      expect(Object.keys(tooLong.body.errors)).toEqual(['channel']);
      await createLink({ jobId: 999_999, channel: 'LinkedIn' }).expect(404);
      const noJob = await createLink({ channel: 'LinkedIn' }).expect(400);
      expect(Object.keys(noJob.body.errors)).toEqual(['jobId']);
      expect((await links()).meta.total).toBe(meta.total);
    });

    it('counts clicks on the server and applications that came through each link', async () => {
      const created = await createLink({ jobId: job.id, channel: 'WhatsApp group' }).expect(201);
      const link = created.body.data as LinkRow;
      expect(link).toMatchObject({ jobId: job.id, jobTitle: 'Sprinkler Fitter', clicks: 0, applications: 0 });
      expect(link.ref).toMatch(/^[A-Za-z0-9_-]{8}$/);
      expect(link.url).toBe(`https://alraas.example/api/careers/links/${link.ref}`);

      const path = new URL(link.url).pathname;
      const first = await api.request().get(path).expect(302);
      expect(first.headers['cache-control']).toBe('no-store');
      const target = new URL(first.headers.location, 'https://alraas.example');
      expect(target.pathname).toBe(`/careers/apply/${job.id}`);
      expect(Object.fromEntries(target.searchParams)).toEqual({
        utm_source: 'WhatsApp group',
        utm_medium: 'tracking-link',
        utm_campaign: `job-${job.id}`,
        ref: link.ref,
      });
      await api.request().get(path).expect(302);
      await api.request().get(path).expect(302);

      await apply(applicationFor(job.id, { source: { ref: link.ref, utmSource: 'WhatsApp group' } })).expect(
        201,
      );
      await apply(applicationFor(job.id, { source: { ref: link.ref } })).expect(201);

      const row = (await links()).data.find((candidate) => candidate.id === link.id);
      expect(row).toMatchObject({ clicks: 3, applications: 2 });
    });

    it('opens the Arabic apply page for a link HR made in Arabic, and the Sources report counts it as the English one', async () => {
      const pumps = await createJob(api, { title: 'Pump Room Technician', titleAr: 'فني غرفة المضخات' });
      const channel = 'Al Khaleej newspaper';
      const english = (await createLink({ jobId: pumps.id, channel }).expect(201)).body.data as LinkRow;
      const arabic = (await createLink({ jobId: pumps.id, channel, language: 'ar' }).expect(201)).body
        .data as LinkRow;
      expect([english.language, arabic.language]).toEqual(['en', 'ar']);
      const refused = await createLink({ jobId: pumps.id, channel, language: 'fr' }).expect(400);
      expect(refused.body.errors).toEqual({ language: 'Language must be en or ar' });

      /** Follows a link, then applies from the page it opened, as the browser sends the visit's source. */
      const arriveAndApply = async (link: LinkRow, expectedPath: string, language?: string) => {
        const landing = await api.request().get(new URL(link.url).pathname).expect(302);
        const target = new URL(landing.headers.location, 'https://alraas.example');
        expect(target.pathname).toBe(expectedPath);
        const query = Object.fromEntries(target.searchParams);
        expect(query).toEqual({
          utm_source: channel,
          utm_medium: 'tracking-link',
          utm_campaign: `job-${pumps.id}`,
          ref: link.ref,
        });
        const source = {
          utmSource: query.utm_source,
          utmMedium: query.utm_medium,
          utmCampaign: query.utm_campaign,
          ref: query.ref,
        };
        await apply(applicationFor(pumps.id, { source }), language).expect(201);
      };
      await arriveAndApply(english, `/careers/apply/${pumps.id}`);
      await arriveAndApply(arabic, `/ar/careers/apply/${pumps.id}`, 'ar');

      const rows = (await links()).data.filter((row) => row.jobId === pumps.id);
      expect(rows.map(({ language, clicks, applications }) => ({ language, clicks, applications }))).toEqual([
        { language: 'ar', clicks: 1, applications: 1 },
        { language: 'en', clicks: 1, applications: 1 },
      ]);
      const report = (
        await api
          .request()
          .get(`/api/admin/reports/sources?jobId=${pumps.id}`)
          .set('Authorization', auth)
          .expect(200)
      ).body.data as { rows: { source: string; applications: number }[] };
      // One source, both applications: the link's language does not split the channel.
      expect(report.rows).toEqual([expect.objectContaining({ applications: 2 })]);
      expect(report.rows[0].source.toLowerCase()).toBe(channel.toLowerCase());
    });

    it('sends an unknown or retired link to the careers page, counting nothing', async () => {
      const link = (await createLink({ jobId: job.id, channel: 'Gulf News' }).expect(201)).body
        .data as LinkRow;
      await api
        .request()
        .delete(`/api/admin/tracking-links/${link.id}`)
        .set('Authorization', auth)
        .expect(200);
      const retired = await api.request().get(`/api/careers/links/${link.ref}`).expect(302);
      expect(retired.headers.location).toBe('/careers');
      await api.request().get('/api/careers/links/no-such-link').expect(302);
      expect((await links()).data.some((row) => row.id === link.id)).toBe(false);
      await api
        .request()
        .delete(`/api/admin/tracking-links/${link.id}`)
        .set('Authorization', auth)
        .expect(404);
    });

    it('pages the list on the server, newest first', async () => {
      for (const channel of ['LinkedIn', 'Khaleej Times', 'Instagram']) {
        await createLink({ jobId: job.id, channel }).expect(201);
      }
      const first = await links('?page=1&pageSize=2');
      expect(first.data.map((row) => row.channel)).toEqual(['Instagram', 'Khaleej Times']);
      expect(first.meta).toMatchObject({ page: 1, pageSize: 2 });
      const second = await links('?page=2&pageSize=2');
      expect(second.data[0].channel).toBe('LinkedIn');
      await api
        .request()
        .get('/api/admin/tracking-links?pageSize=500')
        .set('Authorization', auth)
        .expect(400);
    });
  });
});
