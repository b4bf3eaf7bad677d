// `npm run bench:long-tasks [path ...]`: the main thread's long tasks (over 50 ms) of each public page
// type in both languages, in Debian's Chromium with the CPU slowed 4× as Lighthouse's mobile audit
// does, from the navigation until the page's islands are live (`<html data-live>`) and a second
// after. It starts the built server (`npm run build` first) like `bench:pages`, records a DevTools
// timeline trace of each cold load and prints each long task's length and where its time went (the
// browser's own work by kind, self time: HTML parsing, stylesheet parsing, style, layout, paint,
// script compilation and evaluation, font and image work). It asserts nothing.
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
const TRACE_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8',
  'v8.execute',
  'blink',
  'loading',
];
/** Trace events named by what a reader of the output would call them. */
const KINDS = {
  ParseHTML: 'HTML parsing',
  ParseAuthorStyleSheet: 'stylesheet parsing',
  UpdateLayoutTree: 'style',
  Layout: 'layout',
  'LocalFrameView::RunPrePaintLifecyclePhase': 'pre-paint',
  PrePaint: 'pre-paint',
  Paint: 'paint',
  Layerize: 'layerize',
  UpdateLayer: 'layerize',
  EvaluateScript: 'script',
  FunctionCall: 'script',
  'v8.compile': 'script compile',
  'v8.compileModule': 'script compile',
  'V8.CompileCode': 'script compile',
  'v8.evaluateModule': 'script',
  'V8.GCScavenger': 'garbage collection',
  MinorGC: 'garbage collection',
  MajorGC: 'garbage collection',
  'ThreadState::performIdleLazySweep': 'garbage collection',
  'Decode Image': 'image decoding',
  ImageDecodeTask: 'image decoding',
  'FontCache::GetFontData': 'fonts',
  'FontFace::load': 'fonts',
  'Document::updateStyleAndLayout': 'style',
  HitTest: 'hit testing',
  RunMicrotasks: 'script',
  'v8.callFunction': 'script',
  TimerFire: 'script',
  FireAnimationFrame: 'script',
  'ResourceFetcher::requestResource': 'requests',
  'DocumentLoader::CommitNavigation': 'navigation',
  'LocalWindowProxy::Initialize': 'script context',
  'Frame::Detach': 'navigation',
  'Document::shutdown': 'navigation',
  ScheduleStyleRecalculation: 'style',
  InvalidateLayout: 'layout',
};

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
    const tasks = await longTasks(path);
    worst = Math.max(worst, ...tasks.map((task) => task.duration));
    console.info(`${path}: ${tasks.length} long task(s)`);
    for (const task of tasks)
      console.info(
        `  ${Math.round(task.duration)} ms ${task.afterFirstPaint ? 'after' : 'before'} the first paint: ${task.breakdown}`,
      );
  }
  console.info(
    `\nLongest task: ${Math.round(worst)} ms (at ${CPU_SLOWDOWN}× CPU slowdown; target under ${LONG_TASK_MS} ms)`,
  );
} finally {
  await context?.close();
  await stop();
}

/** The long tasks of a cold load of `path`, each with where its time went. */
async function longTasks(path) {
  const page = await context.newPage();
  await page.route('**/*', (routed) => routed.continue()); // no HTTP cache: every page starts cold
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  const events = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
  const traced = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.start', {
    traceConfig: { includedCategories: TRACE_CATEGORIES, recordMode: 'recordAsMuchAsPossible' },
    transferMode: 'ReportEvents',
  });
  await page.goto(baseUrl + path, { waitUntil: 'load' });
  // Polled through the protocol: Playwright's own helpers would evaluate its injected script in the
  // page, a long task of their own.
  const deadline = Date.now() + 60_000;
  const live = { expression: "document.documentElement.hasAttribute('data-live')", returnByValue: true };
  while (!(await cdp.send('Runtime.evaluate', live)).result.value) {
    if (Date.now() > deadline) throw new Error(`${path}: the islands were not live within 60 s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await page.waitForTimeout(1000);
  await cdp.send('Tracing.end');
  await traced;
  await page.close();
  return longTasksOfRenderer(events);
}

/**
 * The renderer main thread's tasks over the threshold in a trace, each with its self time summed by
 * kind: the trace's complete events nest, and a task's time not spent in a named child is counted
 * under its parent's kind ("other" at the top).
 */
function longTasksOfRenderer(events) {
  // The page's renderer: of the renderer main threads (blank tabs have their own), the busiest.
  const busy = new Map();
  for (const event of events)
    if (event.ph === 'X' && event.dur)
      busy.set(`${event.pid}:${event.tid}`, (busy.get(`${event.pid}:${event.tid}`) ?? 0) + event.dur);
  const [rendererMain] = events
    .filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain')
    .map((event) => `${event.pid}:${event.tid}`)
    .sort((a, b) => (busy.get(b) ?? 0) - (busy.get(a) ?? 0));
  if (!rendererMain) return [];
  const onThread = events
    .filter((event) => `${event.pid}:${event.tid}` === rendererMain && event.ph === 'X' && event.dur)
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  // Lighthouse's blocking time counts the tasks after the first contentful paint.
  const firstPaint = events.find(
    (event) => event.name === 'firstContentfulPaint' && rendererMain.startsWith(`${event.pid}:`),
  )?.ts;
  const tasks = [];
  for (let index = 0; index < onThread.length; index += 1) {
    const task = onThread[index];
    if (task.name !== 'RunTask') continue;
    const end = task.ts + task.dur;
    const inside = [];
    while (index + 1 < onThread.length && onThread[index + 1].ts < end) inside.push(onThread[++index]);
    if (task.dur / 1000 > LONG_TASK_MS)
      tasks.push({
        duration: task.dur / 1000,
        afterFirstPaint: firstPaint !== undefined && task.ts >= firstPaint,
        breakdown: breakdown(task, inside),
      });
  }
  return tasks;
}

/** Self time by kind of a task's nested events, as "kind ms, …" (largest first, 2 ms and over). */
function breakdown(task, inside) {
  const self = new Map();
  const add = (kind, us) => self.set(kind, (self.get(kind) ?? 0) + us);
  const stack = [{ end: task.ts + task.dur, kind: 'other', left: task.dur }];
  for (const event of inside) {
    while (stack.length > 1 && event.ts >= stack.at(-1).end) {
      const done = stack.pop();
      add(done.kind, done.left);
    }
    const parent = stack.at(-1);
    const dur = Math.min(event.dur, parent.end - event.ts);
    parent.left -= dur;
    stack.push({ end: event.ts + dur, kind: KINDS[event.name] ?? parent.kind, left: dur });
  }
  for (const frame of stack) add(frame.kind, Math.max(0, frame.left));
  return [...self.entries()]
    .sort((a, b) => b[1] - a[1])
    .filter(([, us]) => us >= 2000)
    .map(([kind, us]) => `${kind} ${Math.round(us / 1000)}`)
    .join(', ');
}
