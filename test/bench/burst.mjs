// `npm run bench:burst`: 200 applications with resumes sent at once to the built production server
// on a throwaway MariaDB (issue 39: a burst once froze the database pool for good). Every request
// must be answered (201, or 503/429 that the client may retry), every acknowledged application
// stored with its resume, none answered after 30 s. It then sends the refused ones again as a
// browser would (after their Retry-After) until each is stored. It prints the figures and the load
// average; it exits 1 when a rule above is broken.
//   --busy        hold every core busy with another process (a busy loop per core) meanwhile
//   --count=N     applications (default 200); --resume-kb=N resume size (default 200)
// Settings are production's defaults (pool of 10, DB_POOL_ACQUIRE_TIMEOUT_MS 5 s, statements 15 s,
// REQUEST_TIMEOUT_MS 30 s, public cache 5 s). Rate limits stay on: each application comes from an
// address of its own (X-Forwarded-For, TRUST_PROXY=loopback), as 200 applicants would.
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import mariadb from '../support/mariadb.js';
import productionCommand from '../support/production-command.js';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const option = (name, fallback) => {
  const given = process.argv.find((argument) => argument.startsWith(`--${name}=`));
  return given ? Number(given.split('=')[1]) : fallback;
};
const BUSY = process.argv.includes('--busy');
const COUNT = option('count', 200);
const RESUME_KB = option('resume-kb', 200);
/** The rule: no answer later than this. A request still open at HANG_MS counts as unanswered. */
const SLOWEST_ALLOWED_MS = 30_000;
const HANG_MS = 60_000;
const RETRY_ROUNDS = 10;

const workDir = mkdtempSync(join(tmpdir(), 'bench-burst-'));
const children = [];
let database = null;

async function stopEverything() {
  for (const child of children.reverse()) {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await new Promise((done) => {
        const timer = setTimeout(() => {
          child.kill('SIGKILL');
          done();
        }, 5000);
        child.once('exit', () => {
          clearTimeout(timer);
          done();
        });
      });
    }
  }
  if (database) await database.stop().catch(() => {});
  rmSync(workDir, { recursive: true, force: true });
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => void stopEverything().finally(() => process.exit(130)));
}

const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

function percentile(values, fraction) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1))];
}

/** A PDF by its bytes (the server checks the content), padded to the size of a real resume. */
function resume() {
  const pdf = Buffer.from(
    '%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n' +
      '2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
  );
  return Buffer.concat([pdf, Buffer.alloc(Math.max(0, RESUME_KB * 1024 - pdf.length), 0x20)]);
}

async function waitForServer(server, baseUrl) {
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`The server exited with code ${server.exitCode}`);
    try {
      if ((await fetch(`${baseUrl}/api/health/ready`)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('The server was not ready within 60 s');
    await new Promise((done) => setTimeout(done, 200));
  }
}

/** One applicant's submission as the apply form sends it; never throws. */
async function apply(baseUrl, jobId, index, content) {
  const form = new FormData();
  const fields = {
    firstName: 'Burst',
    lastName: `Applicant ${index}`,
    email: `burst${index}@example.org`,
    phone: '+971 50 000 0000',
    address: 'Al Raas, Umm Al Quwain',
    coverLetter: 'Four years of fire alarm maintenance in the Northern Emirates.',
    jobId: String(jobId),
    consent: 'true',
  };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('resume', new Blob([content], { type: 'application/pdf' }), `resume-${index}.pdf`);
  const sentAt = performance.now();
  try {
    const response = await fetch(`${baseUrl}/api/job-applications`, {
      method: 'POST',
      body: form,
      headers: { 'X-Forwarded-For': `10.39.${index >> 8}.${index & 255}` },
      signal: AbortSignal.timeout(HANG_MS),
    });
    const body = await response.json().catch(() => null);
    return {
      index,
      status: response.status,
      id: body?.data?.id ?? null,
      code: body?.code ?? null,
      retryAfter: Number(response.headers.get('retry-after') ?? 0),
      ms: performance.now() - sentAt,
    };
  } catch (error) {
    const status = error?.name === 'TimeoutError' ? 'unanswered' : 'connection error';
    return { index, status, id: null, code: String(error), retryAfter: 0, ms: performance.now() - sentAt };
  }
}

function summary(label, outcomes) {
  const byStatus = new Map();
  for (const outcome of outcomes) {
    const key =
      outcome.status === 503 || outcome.status === 429 ? `${outcome.status} ${outcome.code}` : outcome.status;
    byStatus.set(key, (byStatus.get(key) ?? 0) + 1);
  }
  const times = outcomes.map((outcome) => outcome.ms);
  const counts = [...byStatus].map(([status, count]) => `${count} × ${status}`).join(', ');
  console.info(
    `${label}: ${counts}; p50 ${percentile(times, 0.5).toFixed(0)} ms, p99 ${percentile(times, 0.99).toFixed(0)} ms, ` +
      `slowest ${Math.max(...times).toFixed(0)} ms`,
  );
}

function startBusyLoops() {
  for (let core = 0; core < availableParallelism(); core += 1) {
    children.push(spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }));
  }
}

async function main() {
  console.info('Building the backend (npm run build --workspace backend)…');
  execFileSync('npm', ['run', 'build', '--workspace', 'backend'], { cwd: ROOT, stdio: 'ignore' });
  database = await mariadb.startMariaDb({ database: 'burst', quiet: true });
  const port = await mariadb.freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const uploadsDir = join(workDir, 'uploads');
  const admin = { username: 'bench-admin', password: randomBytes(18).toString('base64') };
  let errorLines = 0;
  const server = spawn(
    process.execPath,
    [...productionCommand.productionNodeFlags(), join(ROOT, 'backend', 'dist', 'main.js')],
    {
      cwd: ROOT,
      stdio: ['ignore', 'ignore', 'pipe'],
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(port),
        PUBLIC_URL: baseUrl,
        LOG_LEVEL: 'warn',
        DATABASE_URL: database.url,
        JWT_SECRET: randomBytes(48).toString('base64'),
        MFA_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
        ADMIN_USERNAME: admin.username,
        ADMIN_PASSWORD: admin.password,
        SEED_SAMPLE_JOBS: 'true',
        UPLOADS_DIR: uploadsDir,
        MAIL_OUTBOX_DIR: join(workDir, 'mail'),
        // Each applicant's own address counts against the per-address limit, not the bench's.
        TRUST_PROXY: 'loopback',
      },
    },
  );
  children.push(server);
  // Warnings and errors are JSON lines on stderr at LOG_LEVEL=warn: count the errors (level 50+).
  server.stderr.setEncoding('utf8');
  server.stderr.on('data', (text) => {
    for (const line of text.split('\n')) if (/"level":(5|6)\d/.test(line)) errorLines += 1;
  });
  await waitForServer(server, baseUrl);
  const jobs = (await (await fetch(`${baseUrl}/api/careers/public`)).json()).data;
  const job = jobs.find((candidate) => candidate.status === 'active');
  const content = resume();

  if (BUSY) startBusyLoops();
  console.info(
    `${COUNT} applications with a ${RESUME_KB} KB resume each, sent at once to the built server on MariaDB ` +
      `(pool 10)${BUSY ? `, with ${availableParallelism()} busy-loop processes holding every core` : ''}; ` +
      `load average before: ${load()}`,
  );
  const startedAt = performance.now();
  const first = await Promise.all(
    Array.from({ length: COUNT }, (_, index) => apply(baseUrl, job.id, index, content)),
  );
  console.info(
    `all answered after ${((performance.now() - startedAt) / 1000).toFixed(1)} s; load average: ${load()}`,
  );
  summary('first attempt', first);

  // Refused ones are sent again after their Retry-After, as a browser (or the applicant) would.
  const final = new Map(first.map((outcome) => [outcome.index, outcome]));
  const answers = [...first];
  let retried = 0;
  for (let round = 1; round <= RETRY_ROUNDS; round += 1) {
    const refused = [...final.values()].filter((outcome) => outcome.status === 503 || outcome.status === 429);
    if (refused.length === 0) break;
    const waitMs = Math.max(...refused.map((outcome) => outcome.retryAfter)) * 1000;
    await new Promise((done) => setTimeout(done, waitMs));
    retried += refused.length;
    const again = await Promise.all(refused.map((outcome) => apply(baseUrl, job.id, outcome.index, content)));
    for (const outcome of again) final.set(outcome.index, outcome);
    answers.push(...again);
  }
  if (retried > 0) summary(`after ${retried} retries`, [...final.values()]);
  if (BUSY) for (const child of children.splice(1)) child.kill('SIGKILL');

  // Every acknowledged application is in the database with its resume file on disk.
  const rows = (
    await database.query(`SELECT email, resumeStorageName FROM \`${database.database}\`.job_applications`)
  )
    .split('\n')
    .filter(Boolean)
    .map((line) => line.split('\t'));
  const stored = new Map(rows);
  const storedWithResume = (outcome) => {
    const name = stored.get(`burst${outcome.index}@example.org`);
    return Boolean(name) && name !== 'NULL' && existsSync(join(uploadsDir, name));
  };
  const acknowledged = [...final.values()].filter((outcome) => outcome.status === 201);
  const missing = acknowledged.filter((outcome) => !storedWithResume(outcome));
  // A 503 from the request deadline leaves the work going on: it may be stored after all, and the
  // retry is then told the applicant has already applied. Stored, so not lost.
  const alreadyStored = [...final.values()].filter(
    (outcome) =>
      outcome.status === 409 && outcome.code === 'application.duplicate' && storedWithResume(outcome),
  );
  const answeredLate = answers.filter((outcome) => outcome.ms > SLOWEST_ALLOWED_MS);
  const wrongAnswers = answers.filter(
    (outcome) => ![201, 503, 429].includes(outcome.status) && !alreadyStored.includes(outcome),
  );
  const rssMb =
    Number(/^VmHWM:\s+(\d+) kB/m.exec(readFileSync(`/proc/${server.pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
  console.info(
    `stored with their resume: ${acknowledged.length - missing.length} of ${acknowledged.length} acknowledged` +
      (alreadyStored.length ? ` (and ${alreadyStored.length} whose retry found them stored)` : '') +
      '; ' +
      `answered after ${SLOWEST_ALLOWED_MS / 1000} s: ${answeredLate.length}; other answers: ${wrongAnswers.length}; ` +
      `server errors logged: ${errorLines}; server peak RSS ${rssMb.toFixed(0)} MB`,
  );
  const ready = await fetch(`${baseUrl}/api/health/ready`, { signal: AbortSignal.timeout(10_000) });
  console.info(`readiness afterwards: ${ready.status}`);
  if (
    missing.length ||
    answeredLate.length ||
    wrongAnswers.length ||
    acknowledged.length + alreadyStored.length < COUNT ||
    !ready.ok
  ) {
    console.error(
      `FAILED: ${missing.length} acknowledged but not stored, ${answeredLate.length} answered late, ` +
        `${wrongAnswers.length} other answers, ` +
        `${COUNT - acknowledged.length - alreadyStored.length} never stored after retries`,
    );
    process.exitCode = 1;
  }
}

try {
  await main();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await stopEverything();
}
