import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import type { Job } from '@uaq/contract';
import { apiCall, applicant, createJob, samplePdf, submitApplication, unique } from './support/api';
import { loginOverlay, setSessionCookie } from './support/admin';
import { gone, pageTest, PHONE, seen, snapshotAtBothWidths, useBrowser } from './support/browser';
import { serverInfo } from './support/server-info';

// A team member who reads Arabic: the language kept on their account turns the whole admin area
// Arabic and right to left. The suite's owner account reads Arabic for this file, English after it.
const browser = useBrowser();
const WIDE = { width: 1366, height: 800 } as const;
let job: Job;

beforeAll(async () => {
  job = await createJob({
    title: unique('Sprinkler Fitter'),
    titleAr: 'فني رشاشات',
    salaryMin: 4_500,
    salaryMax: 6_000,
  });
  await submitApplication(job.id, applicant({ firstName: 'Mariam', lastName: unique('Saeed') }), samplePdf());
  await apiCall(
    'POST',
    '/api/contact',
    {
      name: 'Khalid Test',
      email: 'khalid@example.com',
      subject: 'general',
      message: 'Arabic admin journey enquiry.',
    },
    null,
  );
  await apiCall('PATCH', '/api/admin/me', { language: 'ar' });
});
afterAll(async () => {
  await apiCall('PATCH', '/api/admin/me', { language: 'en' });
});

/** Every tab, by the address that opens it, with its Arabic name. */
const TABS = [
  ['jobs', 'الوظائف'],
  ['applications', 'طلبات التوظيف'],
  ['candidates', 'المرشحون'],
  ['board', 'لوحة المراحل'],
  ['grouped', 'حسب الوظيفة'],
  ['reports', 'التقارير'],
  ['tracking-links', 'روابط التتبع'],
  ['constants', 'إعدادات الموقع'],
  ['retention', 'الاحتفاظ بالبيانات'],
  ['enquiries', 'الاستفسارات'],
  ['quotes', 'طلبات عروض الأسعار'],
  ['projects', 'المشاريع'],
  ['outbox', 'البريد الصادر'],
  ['mail-templates', 'قوالب البريد'],
  ['account', 'حسابي'],
  ['team', 'الفريق'],
  ['audit', 'سجل التدقيق'],
  ['my-interviews', 'مقابلاتي'],
] as const;

/** Brand, standard and format names written in Latin letters in Arabic too (docs/arabic-glossary.md). */
const LATIN_ALLOWED = new Set([
  'LinkedIn',
  'WhatsApp',
  // File formats and the language switch's own name.
  'PDF',
  'CSV',
  'JSON',
  'JPEG',
  'PNG',
  'WebP',
  'English',
]);
const EMAIL_OR_URL = /\S+@\S+\.\S+|https?:\/\/\S+|www\.\S+|(?:^|\s)\/\S+/g;
const LATIN_WORD = /[A-Za-z][A-Za-z0-9'’.-]*/g;
const CODE = /^[a-z][a-z0-9]*(?:[-_.][a-z0-9]+)*$/;

/**
 * The words of the data the page received from the API (what HR and applicants typed: names, job
 * titles, e-mails), which the admin area shows as typed. The servers' sentences (`message`) and
 * codes are left out: the screen writes those in its language.
 */
function dataWordsOf(page: Page): () => Promise<Set<string>> {
  const words = new Set<string>();
  const reading: Promise<void>[] = [];
  // A code (`pending`, `full-time`, `sign-in.failed`) is the screen's to name, not typed text; a
  // name (a username such as `qa-admin`) is shown as typed, whatever it looks like, and so are the
  // reports' sources, campaign tags and referrers (`linkedin`, `spring-hiring`: from links' utm tags).
  const collect = (value: unknown, key = '', typed: RegExp = /name$/i): void => {
    if (typeof value === 'string') {
      if (typed.test(key) || !CODE.test(value))
        for (const word of value.match(LATIN_WORD) ?? []) words.add(word);
    } else if (Array.isArray(value)) value.forEach((item) => collect(item, key, typed));
    else if (value && typeof value === 'object')
      for (const [name, item] of Object.entries(value)) collect(item, name, typed);
  };
  // The answer's envelope: its data, not its sentence and codes.
  const collectAnswer = (answer: unknown, path: string) =>
    collect(
      (answer as { data?: unknown } | null)?.data,
      '',
      path.startsWith('/api/admin/reports/') ? /name$|^(source|value|referrer)$/i : /name$/i,
    );
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname;
    if (!path.startsWith('/api/')) return;
    if (!(response.headers()['content-type'] ?? '').includes('json')) return;
    reading.push(
      response.json().then(
        (answer: unknown) => {
          collectAnswer(answer, path);
          // The site constants are named by keys the owner chose (shown as written, like code).
          if (path === '/api/constants')
            collect(Object.keys((answer as { data?: object }).data ?? {}).join(' '));
        },
        () => undefined,
      ),
    );
  });
  return async () => {
    await Promise.all(reading);
    return words;
  };
}

/**
 * The Latin words a reader meets on the page (its texts and its elements' accessible names and
 * hints) outside what is marked English or not to translate, and outside what people typed (form
 * fields' values), each with the text it is in.
 */
function latinWordsOnScreen(page: Page): Promise<Array<[word: string, text: string]>> {
  return page.evaluate((pattern) => {
    const skipped = 'script, style, noscript, template, textarea, [lang|="en"], [translate="no"]';
    const texts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.parentElement?.closest(skipped)) texts.push(node.textContent ?? '');
    }
    for (const element of document.body.querySelectorAll('[aria-label], [title], [placeholder], [alt]')) {
      if (element.closest(skipped)) continue;
      for (const name of ['aria-label', 'title', 'placeholder', 'alt']) {
        texts.push(element.getAttribute(name) ?? '');
      }
    }
    texts.push(document.title);
    const word = new RegExp(pattern, 'g');
    return texts.flatMap((text) => (text.match(word) ?? []).map((found): [string, string] => [found, text]));
  }, LATIN_WORD.source);
}

async function untranslated(page: Page, dataWords: () => Promise<Set<string>>): Promise<string[]> {
  const data = await dataWords();
  const onScreen = await latinWordsOnScreen(page);
  const emailsAndPaths = new Set(
    (await page.evaluate(() => document.body.innerText)).match(EMAIL_OR_URL)?.join(' ').match(LATIN_WORD),
  );
  return [
    ...new Set(
      onScreen
        .filter(
          ([word]) =>
            !/\d/.test(word) &&
            !LATIN_ALLOWED.has(word.replace(/[.]+$/, '')) &&
            !data.has(word) &&
            !emailsAndPaths.has(word),
        )
        .map(([word, text]) => `${word} in "${text.trim().slice(0, 100)}"`),
    ),
  ];
}

async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) => violation.nodes.map((node) => `${violation.id} ${node.target.join(' ')}`));
}

/** Opens a tab of the admin area as the signed-in owner and waits until its content has loaded. */
async function openArabicTab(page: Page, id: string, name: string): Promise<void> {
  await setSessionCookie(page, serverInfo().adminToken);
  await page.goto(id === 'jobs' ? '/admin/careers' : `/admin/careers?tab=${id}`);
  await seen(page.getByRole('tab', { name: new RegExp(`^${name}`), selected: true }));
  await gone(loginOverlay(page));
  await gone(page.locator('.loading-text'));
}

async function direction(page: Page) {
  return page.evaluate(() => ({ lang: document.documentElement.lang, dir: document.documentElement.dir }));
}

function scrollsSideways(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);
}

describe('The admin area in Arabic', () => {
  for (const [width, viewport] of [
    ['390 px', PHONE],
    ['1,366 px', WIDE],
  ] as const) {
    for (const [id, name] of TABS) {
      pageTest(
        browser,
        `the ${id} tab at ${width} is Arabic, right to left, fits the width and passes axe`,
        async (page) => {
          const dataWords = dataWordsOf(page);
          await openArabicTab(page, id, name);
          expect(await direction(page)).toEqual({ lang: 'ar', dir: 'rtl' });
          expect(await untranslated(page, dataWords)).toEqual([]);
          expect(await scrollsSideways(page)).toBe(false);
          expect(await seriousViolations(page)).toEqual([]);
        },
        { viewport, timeout: 120_000 },
      );
    }
  }

  pageTest(
    browser,
    'the job form, open, is Arabic and passes axe',
    async (page) => {
      const dataWords = dataWordsOf(page);
      await openArabicTab(page, 'jobs', 'الوظائف');
      await page.getByRole('button', { name: 'إضافة وظيفة جديدة' }).click();
      await seen(page.getByRole('dialog', { name: 'إضافة وظيفة جديدة' }));
      expect(await untranslated(page, dataWords)).toEqual([]);
      expect(await seriousViolations(page)).toEqual([]);
    },
    { timeout: 120_000 },
  );

  pageTest(
    browser,
    'the job editor with its scorecard criteria is Arabic and passes axe',
    async (page) => {
      const dataWords = dataWordsOf(page);
      await openArabicTab(page, 'jobs', 'الوظائف');
      await page
        .getByRole('button', { name: /^تعديل / })
        .first()
        .click();
      const dialog = await seen(page.getByRole('dialog', { name: 'تعديل الوظيفة' }));
      const criteria = await seen(dialog.getByRole('region', { name: 'بطاقة تقييم المقابلة' }));
      await criteria.getByRole('heading', { name: 'بطاقة تقييم المقابلة' }).click();
      await dialog.getByRole('button', { name: 'أضف معيارًا' }).click();
      await gone(page.locator('.loading-text'));
      expect(await untranslated(page, dataWords)).toEqual([]);
      expect(await seriousViolations(page)).toEqual([]);
    },
    { timeout: 120_000 },
  );

  pageTest(
    browser,
    "an application's panel is Arabic: its fields, history and actions",
    async (page) => {
      const dataWords = dataWordsOf(page);
      await openArabicTab(page, 'applications', 'طلبات التوظيف');
      await page
        .getByRole('button', { name: /^فتح طلب/ })
        .first()
        .click();
      await seen(page.locator('.tracker-panel h2, .tracker-panel h3').first());
      await gone(page.locator('.loading-text'));
      expect(await untranslated(page, dataWords)).toEqual([]);
      expect(await seriousViolations(page)).toEqual([]);
    },
    { timeout: 120_000 },
  );

  pageTest(
    browser,
    'the project form, the interview form and the offer form, open, are Arabic and pass axe',
    async (page) => {
      const dataWords = dataWordsOf(page);
      await openArabicTab(page, 'projects', 'المشاريع');
      await page.getByRole('button', { name: 'مشروع جديد' }).click();
      await seen(page.locator('.admin-project form'));
      expect(await untranslated(page, dataWords)).toEqual([]);
      expect(await seriousViolations(page)).toEqual([]);

      await openArabicTab(page, 'applications', 'طلبات التوظيف');
      await page
        .getByRole('button', { name: /^فتح طلب/ })
        .first()
        .click();
      await page.getByRole('button', { name: 'تحديد موعد مقابلة' }).click();
      await seen(page.getByRole('form', { name: 'مقابلة جديدة' }));
      await gone(page.locator('.loading-text'));
      expect(await untranslated(page, dataWords)).toEqual([]);
      expect(await seriousViolations(page)).toEqual([]);

      // The offer form, beside it in the panel.
      await page.getByRole('button', { name: 'صياغة عرض عمل' }).click();
      await seen(page.getByRole('form', { name: 'عرض عمل جديد' }));
      await gone(page.locator('.loading-text'));
      expect(await untranslated(page, dataWords)).toEqual([]);
      expect(await seriousViolations(page)).toEqual([]);
    },
    { timeout: 120_000 },
  );

  pageTest(browser, "the server's refusal reads in Arabic, written from its code", async (page) => {
    await openArabicTab(page, 'team', 'الفريق');
    await page.getByLabel('اسم المستخدم').fill(serverInfo().adminUsername);
    await page.getByRole('button', { name: 'إضافة الحساب' }).click();
    await seen(page.getByText('اسم المستخدم هذا مستخدم بالفعل.'));
  });

  pageTest(
    browser,
    'screens in Arabic at 390 and 1,366 px (test/.tmp/admin-arabic/, to look at)',
    async (page) => {
      for (const [id, name] of TABS.filter(([tab]) =>
        ['jobs', 'applications', 'reports', 'account'].includes(tab),
      )) {
        await openArabicTab(page, id, name);
        await snapshotAtBothWidths(page, 'admin-arabic', id);
      }
    },
    { timeout: 180_000 },
  );

  pageTest(
    browser,
    'the member switches to English and back; the choice stays on the account',
    async (page) => {
      await openArabicTab(page, 'jobs', 'الوظائف');
      await page.getByRole('button', { name: 'English', exact: true }).click();
      await seen(page.getByRole('tab', { name: /^Job Positions/, selected: true }));
      expect(await direction(page)).toEqual({ lang: 'en', dir: 'ltr' });
      await page.reload();
      await seen(page.getByRole('tab', { name: /^Job Positions/, selected: true }));

      await page.getByRole('button', { name: 'العربية', exact: true }).click();
      await seen(page.getByRole('tab', { name: /^الوظائف/, selected: true }));
      expect(await direction(page)).toEqual({ lang: 'ar', dir: 'rtl' });
    },
  );
});
