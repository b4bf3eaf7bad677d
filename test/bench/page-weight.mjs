// `npm run bench:pages`: the JavaScript each public page makes the browser download, against its
// budget (issue 38: 100 kB gzipped on a form page, 30 kB on the others, as test/ops/page-budgets
// checks at build time; the admin area's code never on a public page), for
// every page in English and in Arabic (`/ar/...`), with the font bytes each downloads (the Arabic
// typeface must never reach an English page).
// It starts the built server (`npm run build` first) on a throwaway SQLite database with the sample
// jobs, opens every public screen in Debian's Chromium and counts the .js responses. It prints
// figures; it asserts nothing.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import chromiumSetup from '../support/chromium.js';
import { ROOT, startBuiltServer } from './built-server.mjs';

const CLIENT_DIST = join(ROOT, 'frontend', 'dist', 'client');
/** Budgets in kB (1,000 bytes): form pages (apply, quote, contact, the status page) and the rest. */
const BUDGET_KB = { form: 100, other: 30 };
const FORM_PAGE = /^(?:\/ar)?\/(?:quote|contact|careers\/status|careers\/apply\/[^/]+)\/?$/;
const budgetOf = (route) => BUDGET_KB[FORM_PAGE.test(route) ? 'form' : 'other'];
const ENGLISH_ROUTES = [
  '/',
  '/about',
  '/services',
  '/services/fire-alarm',
  '/umm-al-quwain',
  '/projects',
  '/projects/2',
  '/careers',
  '/careers/apply/{activeJob}',
  '/contact',
  '/quote',
  '/privacy',
  '/terms',
  '/shop',
  '/no-such-page',
];
const ROUTES = [...ENGLISH_ROUTES, ...ENGLISH_ROUTES.map((route) => (route === '/' ? '/ar' : `/ar${route}`))];
const { baseUrl, workDir, stop } = await startBuiltServer('page-weight');
let context;

try {
  const jobs = (await (await fetch(`${baseUrl}/api/careers/public`)).json()).data;
  const activeJob = jobs.find((job) => job.status === 'active');
  if (!activeJob) throw new Error('No active sample job to open an apply page for');

  context = await chromium.launchPersistentContext(join(workDir, 'profile'), {
    executablePath: chromiumSetup.CHROMIUM_PATH,
    headless: true,
    args: chromiumSetup.CHROMIUM_ARGS,
  });
  const rows = [];
  for (const route of ROUTES) rows.push(await measure(route.replace('{activeJob}', String(activeJob.id))));
  printTable(rows);
} finally {
  await context?.close();
  await stop();
}

/** A fresh page (empty cache) loads `route`; every .js response it makes is counted. */
/** A client file's gzipped size as the server sends it: its precompressed .gz copy, else zlib's level 6. */
function gzippedSize(urlPath) {
  const file = join(CLIENT_DIST, urlPath);
  return existsSync(`${file}.gz`) ? readFileSync(`${file}.gz`).length : gzipSync(readFileSync(file)).length;
}

async function measure(route) {
  const page = await context.newPage();
  await page.route('**/*', (routed) => routed.continue()); // routing turns the HTTP cache off: every page starts cold
  const scripts = [];
  const fonts = [];
  page.on('requestfinished', async (request) => {
    const path = new URL(request.url()).pathname;
    if (path.endsWith('.woff2')) {
      const sizes = await request.sizes();
      fonts.push({ path, bytes: sizes.responseBodySize });
      return;
    }
    if (!path.endsWith('.js')) return;
    const sizes = await request.sizes();
    scripts.push({ path, transferred: sizes.responseBodySize + sizes.responseHeadersSize });
  });
  await page.goto(baseUrl + route, { waitUntil: 'networkidle' });
  await page.close();
  // The budget counts gzipped bodies: each file as the server sends it to a gzip client (the
  // build's Zopfli copy; zlib's level 6 for a file without one). Browsers that accept Brotli get
  // the smaller .br copy: the "transferred" column.
  const gzipped = scripts.reduce((total, script) => total + gzippedSize(script.path), 0);
  return {
    route,
    files: scripts.length,
    gzipped,
    transferred: scripts.reduce((total, script) => total + script.transferred, 0),
    admin: scripts.some((script) => /admin/.test(script.path)),
    fontBytes: fonts.reduce((total, font) => total + font.bytes, 0),
    arabicFont: fonts.some((font) => /arabic/.test(font.path)),
  };
}

function printTable(rows) {
  const kib = (bytes) => (bytes / 1024).toFixed(1);
  console.info(
    'page                        files  gzipped JS (KiB)  (kB)   transferred incl. headers (kB)  fonts (kB)',
  );
  for (const row of rows) {
    const english = !row.route.startsWith('/ar');
    console.info(
      [
        row.route.padEnd(27),
        String(row.files).padStart(5),
        kib(row.gzipped).padStart(17),
        (row.gzipped / 1000).toFixed(1).padStart(6),
        (row.transferred / 1000).toFixed(1).padStart(31),
        (row.fontBytes / 1000).toFixed(1).padStart(12),
        row.gzipped > budgetOf(row.route) * 1000 ? `  OVER ITS ${budgetOf(row.route)} kB BUDGET` : '',
        row.admin ? '  ADMIN CODE LOADED' : '',
        english && row.arabicFont ? '  ARABIC FONT ON AN ENGLISH PAGE' : '',
      ].join(''),
    );
  }
  const heaviest = rows.reduce((max, row) => (row.gzipped > max.gzipped ? row : max));
  const over = rows.filter((row) => row.gzipped > budgetOf(row.route) * 1000);
  console.info(
    `\nHeaviest: ${heaviest.route} with ${kib(heaviest.gzipped)} KiB of gzipped JavaScript; ` +
      `pages over their budget (${BUDGET_KB.form} kB form pages, ${BUDGET_KB.other} kB the rest): ` +
      `${over.length > 0 ? over.map((row) => row.route).join(', ') : 'none'}; ` +
      `admin code on a public page: ${rows.some((row) => row.admin) ? 'YES' : 'none'}.`,
  );
  const arabicOnEnglish = rows.filter((row) => !row.route.startsWith('/ar') && row.arabicFont);
  console.info(
    `Arabic typeface on an English page: ${arabicOnEnglish.length > 0 ? arabicOnEnglish.map((row) => row.route).join(', ') : 'none'}.`,
  );
}
