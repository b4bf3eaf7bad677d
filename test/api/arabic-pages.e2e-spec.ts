import { JSDOM } from 'jsdom';
import request from 'supertest';
import type { Job, JobInput } from '@uaq/contract';
import {
  startApiApp,
  TEST_ADMIN_PASSWORD,
  TEST_ADMIN_USERNAME,
  TEST_ENGINES,
  type ApiTestApp,
} from '../support/api-app';
import { ensureBuild, startSiteServer } from '../support/site-server';

/**
 * Issue 27's bar for the Arabic site: on every Arabic page the server sends (each page of the sitemap,
 * jobs and projects included), no Latin-script word shows outside an element marked `lang="en"`,
 * except brand and standard names, e-mail addresses and web addresses; numbers are fine. The title,
 * meta description and `og:` texts are read too.
 */
const LATIN_ALLOWED = new Set([
  // Brands and trade names written in Latin letters in Arabic too (see docs/arabic-glossary.md).
  'LinkedIn',
  'WhatsApp',
  'FM-200',
  'NFPA',
  'NEBOSH',
  'IGC',
  'ITI',
  'UAQ',
  'OpenStreetMap',
  // File formats named as they are written on the files.
  'PDF',
  'DOC',
  'DOCX',
  'JPEG',
  'PNG',
  // Trade abbreviations and product names kept in Latin letters in Arabic trade writing.
  'BMS',
  'Novec',
]);
const EMAIL_OR_URL = /\S+@\S+\.\S+|https?:\/\/\S+|www\.\S+/g;
const LATIN_WORD = /[A-Za-z][A-Za-z0-9'’.-]*/g;

/**
 * The Latin words a reader sees on the page outside `lang="en"` elements; with `head`, also in the
 * title, description and share texts (which cannot mark a fallback).
 */
function latinWordsOutsideEnglish(html: string, { head = true } = {}): string[] {
  const { document } = new JSDOM(html).window;
  const texts: string[] = [];
  const englishOrHidden = 'script, style, noscript, template, [lang|="en"]';
  const walker = document.createTreeWalker(document.body, 4 /* NodeFilter.SHOW_TEXT */);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!node.parentElement?.closest(englishOrHidden)) texts.push(node.textContent ?? '');
  }
  if (head) texts.push(document.title);
  for (const meta of document.querySelectorAll<HTMLMetaElement>(
    'meta[name="description"], meta[property="og:title"], meta[property="og:description"]',
  )) {
    if (head) texts.push(meta.content);
  }
  return (
    texts
      .flatMap((text) => text.replace(EMAIL_OR_URL, ' ').match(LATIN_WORD) ?? [])
      // Codes with digits (licence numbers) count as numbers.
      .filter((word) => !/\d/.test(word) && !LATIN_ALLOWED.has(word.replace(/[.]+$/, '')))
  );
}

const ARABIC_JOB: JobInput = {
  title: 'Fire Alarm Technician',
  titleAr: 'فني إنذار حريق',
  description: 'Install and maintain addressable fire alarm systems.',
  descriptionAr: 'تركيب أنظمة إنذار الحريق المعنونة وصيانتها.',
  location: 'Umm Al Quwain, UAE',
  locationAr: 'أم القيوين، الإمارات العربية المتحدة',
  type: 'Full-time',
  experienceMinYears: 1,
  experienceMaxYears: 4,
  requirements: ['UAE driving licence'],
  requirementsAr: ['رخصة قيادة إماراتية'],
  salaryMin: 4_500,
  salaryMax: 6_000,
  status: 'active',
};

describe.each(TEST_ENGINES)('The Arabic site in Arabic (%s)', (engine) => {
  let api: ApiTestApp;
  let site: { url: string; stop: () => Promise<void> };
  let arabicJob: Job;
  let englishOnlyJob: Job;
  const http = () => request(site.url);

  beforeAll(async () => {
    ensureBuild();
    api = await startApiApp(engine, { extraEnv: { PUBLIC_URL: 'https://fire.example' } });
    site = await startSiteServer(api.env);
    const login = await http()
      .post('/api/admin/login')
      .send({ username: TEST_ADMIN_USERNAME, password: TEST_ADMIN_PASSWORD })
      .expect(200);
    const token = (login.body as { data: { token: string } }).data.token;
    const create = async (input: JobInput): Promise<Job> =>
      (
        (
          await http()
            .post('/api/admin/careers')
            .set('Authorization', `Bearer ${token}`)
            .send(input)
            .expect(201)
        ).body as { data: Job }
      ).data;
    englishOnlyJob = await create({
      title: 'Sprinkler Fitter',
      description: 'Fit sprinkler pipework on site.',
      location: 'Ajman, UAE',
      type: 'Contract',
      experienceMinYears: 2,
      experienceMaxYears: null,
      requirements: ['Pipe fitting experience'],
      salaryMin: null,
      status: 'active',
    });
    arabicJob = await create(ARABIC_JOB);
  }, 180_000);
  afterAll(async () => {
    await site?.stop();
    await api?.close();
  });

  it('shows no English outside lang="en" on any Arabic page of the sitemap', async () => {
    const sitemap = (await http().get('/sitemap.xml').expect(200)).text;
    const paths = [...sitemap.matchAll(/<loc>https:\/\/fire\.example(\/ar[^<]*)<\/loc>/g)]
      .map(([, path]) => path)
      .filter((path) => path !== `/ar/careers/apply/${englishOnlyJob.id}`);
    expect(paths).toEqual(
      expect.arrayContaining(['/ar', '/ar/careers', `/ar/careers/apply/${arabicJob.id}`]),
    );
    const found: Record<string, string[]> = {};
    for (const path of paths) {
      const words = latinWordsOutsideEnglish((await http().get(path).expect(200)).text);
      if (words.length > 0) found[path] = [...new Set(words)];
    }
    expect(found).toEqual({});
  });

  it('writes the job in Arabic: title, place, experience and pay', async () => {
    const html = (await http().get(`/ar/careers/apply/${arabicJob.id}`).expect(200)).text;
    const { document } = new JSDOM(html).window;
    expect(document.querySelector('h1')?.textContent).toBe('فني إنذار حريق');
    expect(document.title).toContain('فني إنذار حريق');
    const facts = document.querySelector('.job-summary__facts')?.textContent ?? '';
    expect(facts).toContain('أم القيوين، الإمارات العربية المتحدة');
    expect(facts).toContain('من سنة إلى 4 سنوات');
    expect(facts).toContain('من 4,500 إلى 6,000 درهم شهريًا');
  });

  it('marks the English of a job without Arabic lang="en" dir="ltr", and writes its terms in Arabic', async () => {
    const html = (await http().get(`/ar/careers/apply/${englishOnlyJob.id}`).expect(200)).text;
    const { document } = new JSDOM(html).window;
    const heading = document.querySelector('h1');
    expect(heading?.textContent).toBe('Sprinkler Fitter');
    expect(heading?.getAttribute('lang')).toBe('en');
    expect(heading?.getAttribute('dir')).toBe('ltr');
    const description = document.querySelector('.job-summary__description');
    expect(description?.getAttribute('lang')).toBe('en');
    expect(description?.getAttribute('dir')).toBe('ltr');
    expect(document.querySelector('.job-summary__facts')?.textContent).toContain('سنتان على الأقل');
    expect(latinWordsOutsideEnglish(html, { head: false })).toEqual([]);
  });
});
