// `npm run bench:lighthouse [--runs=N] [path or URL ...]`: Lighthouse's mobile audit (its default
// preset: an emulated mid-range phone on a throttled connection) of public pages, offline, in
// Debian's Chromium. Without URLs it starts the built server (`npm run build` first) like
// `bench:pages` does, gives the sample projects photos through the admin API (so /projects is measured
// as a visitor sees it), and audits home, a service page, /projects and /quote. Paths (`/ar/quote`)
// are opened on that server; full URLs are opened as given (and then no server is started if every
// argument is one). Without paths it audits every public page type in both languages (home, a
// service, careers, an apply page, quote, contact, projects, a project, the applicant's status
// page), three runs each. Prints the four scores and the total blocking time of each run, every
// audit that kept a score below 1, and per page the lowest performance score and the longest
// blocking time; issue 38's target: lowest run >= 0.98 and blocking time under 100 ms on every run
// (1.0 for the other three categories, SEO apart on a page that is noindex on purpose). It asserts
// nothing.
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import sharp from 'sharp';
import chromiumSetup from '../support/chromium.js';
import { startBuiltServer } from './built-server.mjs';

const PAGE_TYPES = [
  '/',
  '/services/fire-alarm',
  '/careers',
  '/careers/apply/{job}',
  '/quote',
  '/contact',
  '/projects',
  '/projects/{project}',
  '/careers/status',
];
const DEFAULT_PATHS = [...PAGE_TYPES, ...PAGE_TYPES.map((path) => (path === '/' ? '/ar' : `/ar${path}`))];
const TARGET = { lowestPerformance: 0.98, blockingMs: 100 };
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const PHOTOS_PER_PROJECT = 2;

const options = process.argv.slice(2).filter((arg) => arg.startsWith('--'));
const targets = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
const runsOption = options.find((option) => option.startsWith('--runs='));
const runs = runsOption ? Number(runsOption.slice('--runs='.length)) : targets.length > 0 ? 1 : 3;
const unknown = options.filter((option) => !option.startsWith('--runs='));
if (unknown.length > 0 || !Number.isInteger(runs) || runs < 1) {
  console.error('Usage: npm run bench:lighthouse -- [--runs=N] [path or URL ...]');
  process.exit(2);
}
const pathPatterns = targets.length > 0 ? targets : DEFAULT_PATHS;
const needsServer = pathPatterns.some((target) => !/^https?:\/\//.test(target));

const server = needsServer ? await startBuiltServer('lighthouse') : undefined;
const profile = mkdtempSync(join(tmpdir(), 'lighthouse-profile-'));
let chrome;
try {
  if (server) await addSamplePhotos(server);
  const paths = server ? await withSampleRecords(server, pathPatterns) : pathPatterns;
  chrome = await chromeLauncher.launch({
    chromePath: chromiumSetup.CHROMIUM_PATH,
    chromeFlags: [...chromiumSetup.CHROMIUM_ARGS, '--headless=new'],
    userDataDir: profile,
    logLevel: 'silent',
  });
  const results = [];
  for (const target of paths) {
    const url = /^https?:\/\//.test(target) ? target : server.baseUrl + target;
    // Once first, so the server's page cache holds it (as on a site with visitors): the audit then
    // times the page in the browser, not the server's first render on this shared machine.
    await fetch(url);
    for (let run = 1; run <= runs; run++) {
      const { lhr } = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: CATEGORIES,
      });
      const load = loadavg()[0];
      const scores = CATEGORIES.map((id) => lhr.categories[id]?.score ?? null);
      const blockingMs = lhr.audits['total-blocking-time']?.numericValue ?? null;
      // The applicant's status page is `noindex` on purpose: its SEO score is not held to 1.
      const noindex = lhr.audits['is-crawlable']?.score === 0;
      results.push({ target, scores, blockingMs, load, noindex });
      report(target, run, lhr, scores, blockingMs, load);
    }
  }
  summarise(results);
} finally {
  chrome?.kill();
  rmSync(profile, { recursive: true, force: true });
  await server?.stop();
}

/** The paths with `{job}` (an open sample job) and `{project}` (a published sample project) filled in. */
async function withSampleRecords({ baseUrl }, patterns) {
  const jobs = (await (await fetch(`${baseUrl}/api/careers/public`)).json()).data;
  const job = jobs.find((candidate) => candidate.status === 'active');
  const [project] = (await (await fetch(`${baseUrl}/api/projects`)).json()).data;
  if (!job || !project) throw new Error('No open sample job or published sample project to audit');
  return patterns.map((path) => path.replace('{job}', String(job.id)).replace('{project}', project.slug));
}

/** Two photos on each published sample project, uploaded as HR would (the samples are seeded without). */
async function addSamplePhotos({ baseUrl, admin }) {
  const login = await fetch(`${baseUrl}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(admin),
  });
  if (!login.ok) throw new Error(`Admin login failed with ${login.status}`);
  const authorization = `Bearer ${(await login.json()).data.token}`;
  const projects = (
    await (await fetch(`${baseUrl}/api/admin/projects`, { headers: { authorization } })).json()
  ).data;
  for (const [index, project] of projects.entries()) {
    for (let photo = 0; photo < PHOTOS_PER_PROJECT - project.photos.length; photo++) {
      const form = new FormData();
      form.append('alt', `${project.title}, view ${photo + 1}`);
      form.append('photo', new Blob([await samplePhoto(index * PHOTOS_PER_PROJECT + photo)]), 'site.jpg');
      const upload = await fetch(`${baseUrl}/api/admin/projects/${project.id}/photos`, {
        method: 'POST',
        headers: { authorization },
        body: form,
      });
      if (!upload.ok) throw new Error(`Photo upload failed with ${upload.status}: ${await upload.text()}`);
    }
  }
  const published = (await (await fetch(`${baseUrl}/api/projects`)).json()).data;
  const photos = published.reduce((total, project) => total + project.photos.length, 0);
  console.info(`/projects shows ${published.length} projects with ${photos} photos.`);
}

/** A 1600 × 1067 camera-sized JPEG: a sky-to-ground gradient with a few blocks, different per seed. */
async function samplePhoto(seed) {
  const width = 1600;
  const height = 1067;
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const offset = (y * width + x) * 3;
      const block = ((x >> 7) + (y >> 7) + seed) % 5 === 0 ? 60 : 0;
      pixels[offset] = (90 + (y * 120) / height + block + seed * 13) % 256;
      pixels[offset + 1] = (110 + (x * 80) / width + block) % 256;
      pixels[offset + 2] = (200 - (y * 140) / height + seed * 29) % 256;
    }
  }
  return await sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 85 })
    .toBuffer();
}

function report(target, run, lhr, scores, blockingMs, load) {
  const shown = CATEGORIES.map((id, i) => `${id} ${format(scores[i])}`).join('  ');
  // Performance is timed on this machine's CPU: other work running at the same time lowers it.
  console.info(
    `${target}${runs > 1 ? ` (run ${run})` : ''}: ${shown}  TBT ${formatMs(blockingMs)}  [load average ${load.toFixed(1)}]`,
  );
  for (const id of CATEGORIES) {
    const category = lhr.categories[id];
    if (!category) continue;
    const hints = [];
    for (const ref of category.auditRefs) {
      const audit = lhr.audits[ref.id];
      if (audit.score === null || audit.score >= 1) continue;
      if (!['binary', 'numeric', 'metricSavings'].includes(audit.scoreDisplayMode)) continue;
      const value = audit.displayValue ? ` (${audit.displayValue})` : '';
      // Weighted audits make the score; unweighted ones are the performance hints behind it.
      if (ref.weight > 0)
        console.info(`    ${id} / ${ref.id}: ${format(audit.score)}${value} ${audit.title}`);
      else if (audit.score < 0.9) hints.push(`${ref.id}${value}`);
    }
    if (hints.length > 0) console.info(`    ${id} hints: ${hints.join('; ')}`);
  }
  if (lhr.runtimeError) console.info(`    error: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  for (const id of ['first-contentful-paint', 'total-blocking-time']) {
    const audit = lhr.audits[id];
    if (audit?.errorMessage) console.info(`    ${id} not measured: ${audit.errorMessage}`);
  }
  // The tasks behind the blocking time (Lighthouse lists the main thread's tasks over 50 ms, as
  // simulated on the emulated phone): when they start, how long, whose script.
  const longTasks = (lhr.audits['long-tasks']?.details?.items ?? []).filter((task) => task.duration >= 50);
  if (longTasks.length > 0)
    console.info(
      `    long tasks: ${longTasks
        .map(
          (task) =>
            `${Math.round(task.duration)} ms at ${Math.round(task.startTime)} ms (${taskSource(task.url)})`,
        )
        .join(', ')}`,
    );
  const warnings = lhr.runWarnings ?? [];
  for (const warning of warnings) console.info(`    warning: ${warning}`);
}

/** A long task's script as a file name, or what Lighthouse says when no script was the cause. */
function taskSource(url) {
  if (!url) return 'no script';
  return /^https?:/.test(url) ? url.split('/').pop() : url;
}

/** Per page: the lowest performance score and the longest blocking time of its runs, the medians, the load. */
function summarise(results) {
  console.info(
    `\nPer page: lowest performance (median), longest total blocking time, the other categories' medians;` +
      ` target lowest >= ${TARGET.lowestPerformance} and TBT < ${TARGET.blockingMs} ms on every run, the others 1.0`,
  );
  const byTarget = Map.groupBy(results, (result) => result.target);
  for (const [target, pageRuns] of byTarget) {
    const performance = pageRuns.map((run) => run.scores[0] ?? 0);
    const lowest = Math.min(...performance);
    const longestBlocking = Math.max(...pageRuns.map((run) => run.blockingMs ?? Infinity));
    const others = CATEGORIES.slice(1).map((id, i) => ({
      id,
      median: median(pageRuns.map((run) => run.scores[i + 1] ?? 0)),
    }));
    const met =
      lowest >= TARGET.lowestPerformance &&
      longestBlocking < TARGET.blockingMs &&
      others.every(({ id, median: score }) => score === 1 || (id === 'seo' && pageRuns[0].noindex));
    const loads = pageRuns.map((run) => run.load.toFixed(1)).join('/');
    console.info(
      `  ${target.padEnd(28)} performance ${format(lowest)} (${format(median(performance))})  TBT ${formatMs(longestBlocking)}  ` +
        `${others.map(({ id, median: score }) => `${id} ${format(score)}`).join('  ')}  [load ${loads}]` +
        `${met ? '' : '  BELOW TARGET'}`,
    );
  }
}

function formatMs(ms) {
  return ms === null || ms === undefined || !Number.isFinite(ms) ? '–' : `${Math.round(ms)} ms`;
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

function format(score) {
  return score === null || score === undefined ? '–' : score.toFixed(2);
}
