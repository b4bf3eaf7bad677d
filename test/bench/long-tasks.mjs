// `npm run bench:long-tasks [path ...]`: the main thread's long tasks (over 50 ms) of each public page
// type in both languages, in Debian's Chromium with the CPU slowed 4× as Lighthouse's mobile audit
// does, from the navigation until the page's islands are live (`<html data-live>`) and a second
// after. It starts the built server (`npm run build` first) like `bench:pages`, and prints each long
// task's length and the scripts with the most self time in the page's CPU profile (script time;
// the rest of a task is the browser's parsing, style and layout). It asserts nothing.
/* global window, document -- in the page's scripts (page.evaluate, addInitScript) */
import { join } from 'node:path';
import { chromium } from 'playwright-core';
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
const LONG_TASK_MS = 50;
const CPU_SLOWDOWN = 4;

const targets = process.argv.slice(2);
const patterns =
  targets.length > 0
    ? targets
    : [...PAGE_TYPES, ...PAGE_TYPES.map((path) => (path === '/' ? '/ar' : `/ar${path}`))];
const { baseUrl, workDir, stop } = await startBuiltServer('long-tasks');
let context;
try {
  const job = (await (await fetch(`${baseUrl}/api/careers/public`)).json()).data.find(
    (candidate) => candidate.status === 'active',
  );
  const [project] = (await (await fetch(`${baseUrl}/api/projects`)).json()).data;
  context = await chromium.launchPersistentContext(join(workDir, 'profile'), {
    executablePath: chromiumSetup.CHROMIUM_PATH,
    headless: true,
    args: chromiumSetup.CHROMIUM_ARGS,
    viewport: { width: 412, height: 823 },
  });
  let worst = 0;
  for (const pattern of patterns) {
    const path = pattern.replace('{job}', String(job?.id)).replace('{project}', project?.slug ?? '');
    const { tasks, scripts } = await longTasks(path);
    worst = Math.max(worst, ...tasks.map((task) => task.duration));
    const shown = tasks.map((task) => `${Math.round(task.duration)} ms`).join(', ');
    console.info(
      `${path.padEnd(28)} ${tasks.length} long task(s)${shown ? `: ${shown}` : ''}; scripts: ${scripts}`,
    );
  }
  console.info(
    `\nLongest task: ${Math.round(worst)} ms (at ${CPU_SLOWDOWN}× CPU slowdown; target under ${LONG_TASK_MS} ms)`,
  );
} finally {
  await context?.close();
  await stop();
}

/** The long tasks of a cold load of `path`, and the scripts that ran longest during it. */
async function longTasks(path) {
  const page = await context.newPage();
  await page.route('**/*', (routed) => routed.continue()); // no HTTP cache: every page starts cold
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 1000 });
  await page.addInitScript(() => {
    window.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        window.__longTasks.push({ start: entry.startTime, duration: entry.duration });
    }).observe({ type: 'longtask', buffered: true });
  });
  await cdp.send('Profiler.start');
  await page.goto(baseUrl + path, { waitUntil: 'load' });
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-live'), null, {
    timeout: 60_000,
  });
  await page.waitForTimeout(1000);
  const { profile } = await cdp.send('Profiler.stop');
  const tasks = await page.evaluate(() => window.__longTasks);
  await page.close();
  return {
    tasks: tasks.filter((task) => task.duration > LONG_TASK_MS),
    scripts: heaviestScripts(profile),
  };
}

/** The script files with the most self time in the profile (where a long task's time went). */
function heaviestScripts(profile) {
  const selfTime = new Map();
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const interval = (profile.endTime - profile.startTime) / Math.max(1, profile.samples.length);
  for (const id of profile.samples) {
    const { url, functionName } = nodes.get(id).callFrame;
    if (!url) continue;
    const key = `${url.split('/').pop()}:${functionName || '(anonymous)'}`;
    selfTime.set(key, (selfTime.get(key) ?? 0) + interval / 1000);
  }
  return [...selfTime.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 3)
    .map(([key, ms]) => `${key} ${Math.round(ms)} ms`)
    .join(', ');
}
