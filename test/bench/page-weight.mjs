// `npm run bench:pages`: the JavaScript each public page makes the browser download, against the
// issue's budget (at most 100 KB gzipped per public page; the admin area's code never on one).
// It starts the built server (`npm run build` first) on a throwaway SQLite database with the sample
// jobs, opens every public screen in Debian's Chromium and counts the .js responses. It prints
// figures; it asserts nothing.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import chromiumSetup from '../support/chromium.js';
import { ROOT, startBuiltServer } from './built-server.mjs';

const CLIENT_DIST = join(ROOT, 'frontend', 'dist', 'client');
const BUDGET_KIB = 100;
const ROUTES = [
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
async function measure(route) {
  const page = await context.newPage();
  await page.route('**/*', (routed) => routed.continue()); // routing turns the HTTP cache off: every page starts cold
  const scripts = [];
  page.on('requestfinished', async (request) => {
    const path = new URL(request.url()).pathname;
    if (!path.endsWith('.js')) return;
    const sizes = await request.sizes();
    scripts.push({ path, transferred: sizes.responseBodySize + sizes.responseHeadersSize });
  });
  await page.goto(baseUrl + route, { waitUntil: 'networkidle' });
  await page.close();
  // The budget counts gzipped bodies: each file as the server's gzip (level 6) sends it.
  const gzipped = scripts.reduce(
    (total, script) => total + gzipSync(readFileSync(join(CLIENT_DIST, script.path))).length,
    0,
  );
  return {
    route,
    files: scripts.length,
    gzipped,
    transferred: scripts.reduce((total, script) => total + script.transferred, 0),
    admin: scripts.some((script) => /admin/.test(script.path)),
  };
}

function printTable(rows) {
  const kib = (bytes) => (bytes / 1024).toFixed(1);
  console.info('page                        files  gzipped JS (KiB)  (kB)   transferred incl. headers (kB)');
  for (const row of rows) {
    console.info(
      [
        row.route.padEnd(27),
        String(row.files).padStart(5),
        kib(row.gzipped).padStart(17),
        (row.gzipped / 1000).toFixed(1).padStart(6),
        (row.transferred / 1000).toFixed(1).padStart(31),
        row.admin ? '  ADMIN CODE LOADED' : '',
      ].join(''),
    );
  }
  const heaviest = rows.reduce((max, row) => (row.gzipped > max.gzipped ? row : max));
  console.info(
    `\nHeaviest: ${heaviest.route} with ${kib(heaviest.gzipped)} KiB of gzipped JavaScript ` +
      `(budget ${BUDGET_KIB} KiB: ${heaviest.gzipped <= BUDGET_KIB * 1024 ? 'within' : 'OVER'}); ` +
      `admin code on a public page: ${rows.some((row) => row.admin) ? 'YES' : 'none'}.`,
  );
}
