import { JSDOM } from 'jsdom';
import request from 'supertest';
import type { AdminJob, AdminProject, Job, JobInput, Project, ProjectInput } from '@uaq/contract';
import { ARABIC_SITE_CONSTANTS } from '@uaq/contract/arabic-site-constants';
import {
  startApiApp,
  TEST_ADMIN_PASSWORD,
  TEST_ADMIN_USERNAME,
  TEST_ENGINES,
  type ApiTestApp,
} from '../support/api-app';
import { latinWordsOutsideEnglish } from '../support/latin-words';
import { ensureBuild, startSiteServer } from '../support/site-server';

/**
 * The bar for the Arabic site: on every Arabic page the server sends (each page of the sitemap,
 * jobs and projects included), no Latin-script word shows outside an element marked `lang="en"`
 * (the rule: test/support/latin-words.ts). The title, meta description and `og:` texts are read too.
 */

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

const ARABIC_PROJECT: ProjectInput = {
  title: 'Al Raas Warehouse Sprinklers',
  titleAr: 'رشاشات مستودع في الراس',
  category: 'Industrial',
  client: 'Logistics operator',
  clientAr: 'مشغّل خدمات لوجستية',
  location: 'Al Raas, Umm Al Quwain',
  locationAr: 'الراس، أم القيوين',
  durationMonths: 5,
  status: 'Completed',
  description: 'Wet sprinklers and a diesel fire pump for a warehouse.',
  descriptionAr: 'رشاشات رطبة ومضخة حريق تعمل بالديزل لمستودع.',
  services: ['fire-fighting'],
  published: true,
};

describe.each(TEST_ENGINES)('The Arabic site in Arabic (%s)', (engine) => {
  let api: ApiTestApp;
  let site: { url: string; stop: () => Promise<void> };
  let arabicJob: Job;
  let englishOnlyJob: Job;
  let arabicProject: Project;
  let englishOnlyProject: Project;
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
    const createProject = async (input: ProjectInput): Promise<Project> =>
      (
        (
          await http()
            .post('/api/admin/projects')
            .set('Authorization', `Bearer ${token}`)
            .send(input)
            .expect(201)
        ).body as { data: Project }
      ).data;
    arabicProject = await createProject(ARABIC_PROJECT);
    englishOnlyProject = await createProject({
      title: 'Ajman Clinic Emergency Lighting',
      category: 'Institutional',
      client: 'Healthcare operator',
      location: 'Ajman',
      durationMonths: 1,
      status: 'Completed',
      description: 'Emergency lighting and exit signs for a clinic.',
      services: ['emergency-exit'],
      published: true,
    });
  }, 180_000);
  afterAll(async () => {
    await site?.stop();
    await api?.close();
  });

  it('shows no English outside lang="en" on any Arabic page of the sitemap', async () => {
    const sitemap = (await http().get('/sitemap.xml').expect(200)).text;
    const paths = [...sitemap.matchAll(/<loc>https:\/\/fire\.example(\/ar[^<]*)<\/loc>/g)].map(
      ([, path]) => path,
    );
    // Jobs and projects written in English only have no Arabic page in the sitemap (see below).
    expect(paths).not.toContain(`/ar/careers/apply/${englishOnlyJob.id}`);
    expect(paths).not.toContain(`/ar/projects/${englishOnlyProject.slug}`);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/ar',
        '/ar/careers',
        `/ar/careers/apply/${arabicJob.id}`,
        '/ar/projects',
        `/ar/projects/${arabicProject.slug}`,
        // The sample projects, with their seeded Arabic.
        '/ar/projects/waterfront-retail-centre-fire-alarm-upgrade',
      ]),
    );
    const found: Record<string, string[]> = {};
    for (const path of paths) {
      const words = latinWordsOutsideEnglish((await http().get(path).expect(200)).text);
      if (words.length > 0) found[path] = [...new Set(words)];
    }
    expect(found).toEqual({});
  });

  it('punctuates as Arabic does: one full stop after «ذ.م.م.», Arabic commas in labels, ranges in words, the map’s credit in English', async () => {
    for (const path of ['/ar', '/ar/about', '/ar/contact']) {
      const { document } = new JSDOM((await http().get(path).expect(200)).text).window;
      const copyright = document.querySelector('.site-footer__bottom')?.textContent ?? '';
      expect(copyright).toContain(`${ARABIC_SITE_CONSTANTS.companyNameAr} جميع الحقوق محفوظة.`);
      const labels = [...document.querySelectorAll('[aria-label]')].map(
        (element) => element.getAttribute('aria-label') ?? '',
      );
      expect({
        path,
        latinCommas: labels.filter((label) => /[\u0600-\u06FF]/.test(label) && label.includes(',')),
      }).toEqual({ path, latinCommas: [] });
    }
    const { document } = new JSDOM((await http().get('/ar/contact').expect(200)).text).window;
    expect(document.querySelector('.business-hours')?.textContent).toContain(
      'من الاثنين إلى الجمعةمن 8:00 صباحًا إلى 6:30 مساءً',
    );
    expect(document.querySelector('.contact-map__link [lang="en"]')?.textContent).toBe('OpenStreetMap');
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

describe.each(TEST_ENGINES)('Arabic projects, job data and share image (%s)', (engine) => {
  let api: ApiTestApp;
  let site: { url: string; stop: () => Promise<void> };
  const http = () => request(site.url);
  let token: string;
  const admin = (method: 'post' | 'put', path: string) =>
    http()[method](path).set('Authorization', `Bearer ${token}`);

  beforeAll(async () => {
    ensureBuild();
    api = await startApiApp(engine, { extraEnv: { PUBLIC_URL: 'https://fire.example' } });
    site = await startSiteServer(api.env);
    token = (
      (
        await http()
          .post('/api/admin/login')
          .send({ username: TEST_ADMIN_USERNAME, password: TEST_ADMIN_PASSWORD })
          .expect(200)
      ).body as { data: { token: string } }
    ).data.token;
  }, 180_000);
  afterAll(async () => {
    await site?.stop();
    await api?.close();
  });

  const head = (document: Document, selector: string) =>
    document.querySelector(selector)?.getAttribute('content') ?? null;

  it('writes a project page in Arabic: heading, facts, months, title, description and og: tags', async () => {
    const project = (await admin('post', '/api/admin/projects').send(ARABIC_PROJECT).expect(201)).body
      .data as Project;
    const html = (await http().get(`/ar/projects/${project.slug}`).expect(200)).text;
    const { document } = new JSDOM(html).window;
    expect(document.querySelector('h1')?.textContent).toBe('رشاشات مستودع في الراس');
    const facts = document.querySelector('.project-facts')?.textContent ?? '';
    expect(facts).toContain('الراس، أم القيوين');
    expect(facts).toContain('مشغّل خدمات لوجستية');
    expect(facts).toContain('5 أشهر');
    expect(document.querySelector('.project-detail__description')?.textContent).toBe(
      'رشاشات رطبة ومضخة حريق تعمل بالديزل لمستودع.',
    );
    expect(document.title).toMatch(/^رشاشات مستودع في الراس \| /);
    expect(head(document, 'meta[name="description"]')).toBe('رشاشات رطبة ومضخة حريق تعمل بالديزل لمستودع.');
    expect(head(document, 'meta[property="og:title"]')).toBe(document.title);
    expect(head(document, 'meta[property="og:locale"]')).toBe('ar_AE');
    expect(head(document, 'meta[property="og:image"]')).toBe('https://fire.example/share/site-ar.png');
    expect(head(document, 'meta[name="twitter:image"]')).toBe('https://fire.example/share/site-ar.png');
    expect(latinWordsOutsideEnglish(html)).toEqual([]);
    // The page's structured data is in Arabic too.
    const business = JSON.parse(
      document.querySelector('script[data-jsonld="local-business"]')?.textContent ?? '{}',
    ) as { description?: string; address?: { addressLocality?: string } };
    expect(business.description).toMatch(/^مقاول معتمد من الدفاع المدني/);
    expect(business.address?.addressLocality).toBe('أم القيوين');

    // The English page keeps the English, and the English share image.
    const englishHtml = (await http().get(`/projects/${project.slug}`).expect(200)).text;
    const english = new JSDOM(englishHtml).window.document;
    expect(english.querySelector('h1')?.textContent).toBe('Al Raas Warehouse Sprinklers');
    expect(english.querySelector('.project-facts')?.textContent).toContain('5 months');
    expect(head(english, 'meta[property="og:image"]')).toBe('https://fire.example/share/site-en.png');
  });

  it('serves both share images as 1200x630 PNG files', async () => {
    for (const language of ['en', 'ar']) {
      const response = await http().get(`/share/site-${language}.png`).buffer(true).expect(200);
      expect(response.headers['content-type']).toBe('image/png');
      const png = response.body as Buffer;
      // The PNG header's IHDR chunk: width and height as 32-bit numbers from byte 16.
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
    }
  });

  it('marks each English fallback of a project without Arabic lang="en" dir="ltr", and its months in Arabic', async () => {
    const project = (
      await admin('post', '/api/admin/projects')
        .send({
          title: 'Hamriyah Store Fire Alarm',
          category: 'Commercial',
          client: 'Store owner',
          location: 'Hamriyah, Sharjah',
          durationMonths: 11,
          status: 'In Progress',
          description: 'Conventional fire alarm for a store.',
          services: ['fire-alarm'],
          published: true,
        })
        .expect(201)
    ).body.data as Project;
    for (const path of ['/ar/projects', `/ar/projects/${project.slug}`]) {
      const html = (await http().get(path).expect(200)).text;
      expect(latinWordsOutsideEnglish(html, { head: false })).toEqual([]);
    }
    const html = (await http().get(`/ar/projects/${project.slug}`).expect(200)).text;
    const { document } = new JSDOM(html).window;
    for (const [selector, text] of [
      ['h1', 'Hamriyah Store Fire Alarm'],
      ['.project-detail__description', 'Conventional fire alarm for a store.'],
    ]) {
      const element = document.querySelector(selector);
      expect(element?.textContent).toBe(text);
      expect([element?.getAttribute('lang'), element?.getAttribute('dir')]).toEqual(['en', 'ltr']);
    }
    const fallbacks = [...document.querySelectorAll('.project-facts dd[lang="en"][dir="ltr"]')].map(
      (element) => element.textContent,
    );
    expect(fallbacks).toEqual(['Store owner', 'Hamriyah, Sharjah']);
    expect(document.querySelector('.project-facts')?.textContent).toContain('11 شهرًا');
  });

  it('ends a long project description in the meta after a whole word, with an ellipsis, in both languages', async () => {
    const description =
      'Wet sprinklers, hose reels and a diesel fire pump for a cold store in Al Raas, installed in phases so the store stayed open, tested with the Civil Defence and handed over with as-built drawings.';
    const descriptionAr =
      'رشاشات رطبة وبكرات خراطيم ومضخة حريق تعمل بالديزل لمستودع تبريد في الراس، رُكّبت على مراحل ليبقى المستودع مفتوحًا طوال الأعمال، واختُبرت بحضور الدفاع المدني وسُلّمت مع المخططات النهائية كما نُفّذت.';
    const project = (
      await admin('post', '/api/admin/projects')
        .send({ ...ARABIC_PROJECT, title: 'Al Raas Cold Store', description, descriptionAr })
        .expect(201)
    ).body.data as Project;
    for (const [path, text] of [
      [`/projects/${project.slug}`, description],
      [`/ar/projects/${project.slug}`, descriptionAr],
    ]) {
      const { document } = new JSDOM((await http().get(path).expect(200)).text).window;
      for (const selector of ['meta[name="description"]', 'meta[property="og:description"]']) {
        const preview = document.querySelector<HTMLMetaElement>(selector)?.content ?? '';
        expect(preview.length).toBeLessThanOrEqual(155);
        expect(preview).toMatch(/…$/);
        // What comes before the ellipsis is whole words of the description: a space or comma follows it there.
        const kept = preview.slice(0, -1);
        expect(text.startsWith(kept)).toBe(true);
        expect(text[kept.length]).toMatch(/[ ,،]/);
      }
    }
  });

  it('gives the Arabic apply page a JobPosting and meta description in Arabic', async () => {
    const job = (await admin('post', '/api/admin/careers').send(ARABIC_JOB).expect(201)).body.data as Job;
    const html = (await http().get(`/ar/careers/apply/${job.id}`).expect(200)).text;
    const { document } = new JSDOM(html).window;
    const postings = [...document.querySelectorAll('script[type="application/ld+json"]')]
      .map((script) => JSON.parse(script.textContent ?? '{}') as Record<string, unknown>)
      .filter((data) => data['@type'] === 'JobPosting');
    expect(postings).toHaveLength(1);
    const [posting] = postings;
    expect(posting.title).toBe('فني إنذار حريق');
    expect(posting.description).toContain('تركيب أنظمة إنذار الحريق المعنونة وصيانتها.');
    expect(posting.description).toContain('رخصة قيادة إماراتية');
    expect(posting.description).not.toMatch(/Install|addressable|licence/);
    expect(posting.employmentType).toBe('FULL_TIME');
    // The company by its Arabic trade name (the seeded companyNameAr).
    expect(posting.hiringOrganization).toMatchObject({ name: ARABIC_SITE_CONSTANTS.companyNameAr });
    expect(posting.identifier).toMatchObject({ name: ARABIC_SITE_CONSTANTS.companyNameAr });
    const description = head(document, 'meta[name="description"]') ?? '';
    expect(description).toContain('فني إنذار حريق');
    expect(description).not.toContain('Fire Alarm Technician');
    expect(head(document, 'meta[property="og:image"]')).toBe('https://fire.example/share/site-ar.png');
  });
});

/**
 * A job or project HR wrote in English only does not go live on /ar silently: the admin lists flag
 * it, its Arabic page says so in Arabic and is not indexed, and the sitemap, the `hreflang` links and
 * the Arabic JobPosting leave its Arabic page out, until HR writes the Arabic title and description.
 */
describe.each(TEST_ENGINES)('English-only jobs and projects on /ar (%s)', (engine) => {
  let api: ApiTestApp;
  let site: { url: string; stop: () => Promise<void> };
  let token: string;
  const http = () => request(site.url);
  const admin = (method: 'get' | 'post' | 'put', path: string) =>
    http()[method](path).set('Authorization', `Bearer ${token}`);
  const ENGLISH_ONLY_JOB: JobInput = {
    title: 'Pump Room Technician',
    description: 'Maintain diesel and electric fire pumps.',
    location: 'Ajman, UAE',
    type: 'Full-time',
    experienceMinYears: 2,
    experienceMaxYears: null,
    requirements: ['Pump maintenance experience'],
    salaryMin: null,
    status: 'active',
  };
  const ENGLISH_ONLY_PROJECT: ProjectInput = {
    title: 'Ajman Clinic Emergency Lighting',
    category: 'Institutional',
    location: 'Ajman',
    status: 'Completed',
    description: 'Emergency lighting and exit signs for a clinic.',
    services: ['emergency-exit'],
    published: true,
  };

  /** The page's <head> as search engines read it. */
  async function head(path: string) {
    const html = (await http().get(path).expect(200)).text;
    const { document } = new JSDOM(html).window;
    return {
      html,
      document,
      robots: document.querySelector('meta[name="robots"]')?.getAttribute('content') ?? null,
      hreflangs: [...document.querySelectorAll('link[rel="alternate"][hreflang]')].map((link) =>
        link.getAttribute('hreflang'),
      ),
      postings: [...document.querySelectorAll('script[type="application/ld+json"]')]
        .map((script) => JSON.parse(script.textContent ?? '{}') as Record<string, unknown>)
        .filter((data) => data['@type'] === 'JobPosting'),
    };
  }
  const sitemap = async () => (await http().get('/sitemap.xml').expect(200)).text;

  beforeAll(async () => {
    ensureBuild();
    api = await startApiApp(engine, { extraEnv: { PUBLIC_URL: 'https://fire.example' } });
    site = await startSiteServer(api.env);
    token = (
      (
        await http()
          .post('/api/admin/login')
          .send({ username: TEST_ADMIN_USERNAME, password: TEST_ADMIN_PASSWORD })
          .expect(200)
      ).body as { data: { token: string } }
    ).data.token;
  }, 180_000);
  afterAll(async () => {
    await site?.stop();
    await api?.close();
  });

  it('flags a job until its Arabic is written, keeps its Arabic page out of the index, then lets it in', async () => {
    const job = (await admin('post', '/api/admin/careers').send(ENGLISH_ONLY_JOB).expect(201)).body
      .data as AdminJob;
    expect(job.arabicMissing).toEqual(['title', 'description', 'location', 'requirements']);
    const listed = (await admin('get', '/api/admin/careers').expect(200)).body.data as AdminJob[];
    expect(listed.find((each) => each.id === job.id)?.arabicMissing).toHaveLength(4);
    const arabicPath = `/ar/careers/apply/${job.id}`;

    const arabic = await head(arabicPath);
    // Said in Arabic on the page; the title and description are Arabic words around the English name.
    expect(arabic.document.querySelector('.alert')?.textContent).toContain(
      'هذا الإعلان متاح باللغة الإنجليزية فقط',
    );
    expect(arabic.document.title).toMatch(/^وظيفة Pump Room Technician \(إعلان بالإنجليزية\) \| /);
    expect(arabic.document.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(
      /^إعلان وظيفة Pump Room Technician في Ajman, UAE متاح باللغة الإنجليزية فقط/,
    );
    expect(arabic.document.querySelector('h1')?.getAttribute('lang')).toBe('en');
    expect(latinWordsOutsideEnglish(arabic.html, { head: false })).toEqual([]);
    expect(arabic.robots).toBe('noindex, nofollow');
    expect(arabic.hreflangs).toEqual([]);
    expect(arabic.postings).toEqual([]);
    // The English page stays indexed, with its posting, and names no Arabic alternate.
    const english = await head(`/careers/apply/${job.id}`);
    expect(english.robots).toBeNull();
    expect(english.hreflangs).toEqual(['en', 'x-default']);
    expect(english.postings).toHaveLength(1);
    let xml = await sitemap();
    expect(xml).toContain(`<loc>https://fire.example/careers/apply/${job.id}</loc>`);
    expect(xml).not.toContain(`https://fire.example${arabicPath}`);

    // HR writes the Arabic title and description: the Arabic page joins the index.
    const translated = (
      await admin('put', `/api/admin/careers/${job.id}`)
        .send({ ...ENGLISH_ONLY_JOB, titleAr: 'فني غرفة المضخات', descriptionAr: 'صيانة مضخات الحريق.' })
        .expect(200)
    ).body.data as AdminJob;
    expect(translated.arabicMissing).toEqual(['location', 'requirements']);
    const now = await head(arabicPath);
    expect(now.document.querySelector('.alert')).toBeNull();
    expect(now.document.title).toMatch(/^التقديم: فني غرفة المضخات \| /);
    expect(now.robots).toBeNull();
    expect(now.hreflangs).toEqual(['en', 'ar', 'x-default']);
    expect(now.postings).toHaveLength(1);
    expect((await head(`/careers/apply/${job.id}`)).hreflangs).toEqual(['en', 'ar', 'x-default']);
    xml = await sitemap();
    expect(xml).toContain(`<loc>https://fire.example${arabicPath}</loc>`);
    expect(xml).toContain(`hreflang="ar" href="https://fire.example${arabicPath}"`);
  });

  it('does the same for a project', async () => {
    const project = (await admin('post', '/api/admin/projects').send(ENGLISH_ONLY_PROJECT).expect(201)).body
      .data as AdminProject;
    expect(project.arabicMissing).toEqual(['title', 'description', 'location']);
    const arabicPath = `/ar/projects/${project.slug}`;
    const arabic = await head(arabicPath);
    expect(arabic.document.querySelector('.alert')?.textContent).toContain(
      'وصف هذا المشروع متاح باللغة الإنجليزية فقط',
    );
    expect(arabic.document.title).toMatch(/^مشروع Ajman Clinic Emergency Lighting \(وصف بالإنجليزية\) \| /);
    expect(latinWordsOutsideEnglish(arabic.html, { head: false })).toEqual([]);
    expect(arabic.robots).toBe('noindex, nofollow');
    expect(arabic.hreflangs).toEqual([]);
    expect((await head(`/projects/${project.slug}`)).hreflangs).toEqual(['en', 'x-default']);
    expect(await sitemap()).not.toContain(`https://fire.example${arabicPath}`);

    await admin('put', `/api/admin/projects/${project.id}`)
      .send({
        ...ENGLISH_ONLY_PROJECT,
        titleAr: 'إنارة الطوارئ في عيادة بعجمان',
        descriptionAr: 'إنارة الطوارئ ولافتات مخرج الطوارئ لعيادة.',
        locationAr: 'عجمان',
      })
      .expect(200);
    const now = await head(arabicPath);
    expect(now.document.querySelector('.alert')).toBeNull();
    expect(now.robots).toBeNull();
    expect(now.hreflangs).toEqual(['en', 'ar', 'x-default']);
    expect(await sitemap()).toContain(`<loc>https://fire.example${arabicPath}</loc>`);
  });
});
