// `npm run bench`: the public jobs list served by the built API on MariaDB, against a bare Express
// handler returning a body of the same size. Both are loaded alternately in one run (autocannon,
// 50 connections, same duration), so the machine's load affects both alike. It prints figures;
// it asserts nothing. Targets: >= 0.8x bare Express req/s, p99 <= 1.25x, server peak RSS <= 150 MB.
import autocannon from 'autocannon';
import { execFileSync, fork, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import mariadb from '../support/mariadb.js';
import productionCommand from '../support/production-command.js';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const PATH = '/api/careers/public';
const CONNECTIONS = 50;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARM_UP_SECONDS = 3;

const started = [];
const workDir = mkdtempSync(join(tmpdir(), 'bench-'));
let database = null;

async function stopEverything() {
  for (const child of started.reverse()) {
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
  started.length = 0;
  if (database) await database.stop().catch(() => {});
  database = null;
  rmSync(workDir, { recursive: true, force: true });
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    void stopEverything().finally(() => process.exit(130));
  });
}

async function waitFor(url, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const response = await fetch(url);
      if (response.ok) return response;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
    await new Promise((done) => setTimeout(done, 200));
  }
}

function memoryOf(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (name) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0);
  return { rssMb: kb('VmRSS') / 1024, peakMb: kb('VmHWM') / 1024 };
}

/** CPU seconds the process has used (user + system): a cost per request that contention cannot skew. */
function cpuSecondsOf(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

function load(url, seconds) {
  return new Promise((done, fail) => {
    autocannon({ url, connections: CONNECTIONS, duration: seconds }, (error, result) =>
      error ? fail(error) : done(result),
    );
  });
}

async function main() {
  console.info('Building the backend (npm run build --workspace backend)…');
  execFileSync('npm', ['run', 'build', '--workspace', 'backend'], { cwd: ROOT, stdio: 'ignore' });

  database = await mariadb.startMariaDb({ database: 'bench', quiet: true });
  const [apiPort, barePort] = [await mariadb.freePort(), await mariadb.freePort()];

  // Started as production starts it (the Node flags of `npm run start:prod`). BENCH_NODE_ARGS: extra
  // Node flags for the server, e.g. --cpu-prof when looking for hot spots.
  const nodeArgs = [
    ...productionCommand.productionNodeFlags(),
    ...(process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean),
  ];
  const server = spawn(process.execPath, [...nodeArgs, join(ROOT, 'backend', 'dist', 'main.js')], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(apiPort),
      PUBLIC_URL: `http://127.0.0.1:${apiPort}`,
      LOG_LEVEL: 'warn',
      DB_TYPE: 'mysql',
      DB_HOST: database.host,
      DB_PORT: String(database.port),
      DB_USER: database.user,
      DB_PASSWORD: database.password,
      DB_NAME: database.database,
      JWT_SECRET: randomBytes(48).toString('base64'),
      // Production refuses to start without it (two-factor secrets are encrypted at rest).
      MFA_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
      ADMIN_USERNAME: 'bench-admin',
      ADMIN_PASSWORD: randomBytes(18).toString('base64'),
      SEED_SAMPLE_JOBS: 'true',
      UPLOADS_DIR: join(workDir, 'uploads'),
    },
  });
  started.push(server);
  const apiUrl = `http://127.0.0.1:${apiPort}${PATH}`;
  const body = await (await waitFor(apiUrl)).text();
  const bodyFile = join(workDir, 'body.json');
  writeFileSync(bodyFile, body);

  const bare = fork(join(ROOT, 'test', 'bench', 'bare-express.mjs'), [String(barePort), bodyFile], {
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  started.push(bare);
  await new Promise((done) => bare.once('message', done));
  const bareUrl = `http://127.0.0.1:${barePort}${PATH}`;
  const bareBody = await (await waitFor(bareUrl)).text();

  console.info(`Server: node ${nodeArgs.join(' ')} backend/dist/main.js`);
  console.info(`Body: API ${body.length} bytes, bare Express ${bareBody.length} bytes`);
  console.info(`Load: ${CONNECTIONS} connections, ${ROUNDS} rounds of ${SECONDS} s each, alternating\n`);

  await load(apiUrl, WARM_UP_SECONDS);
  await load(bareUrl, WARM_UP_SECONDS);

  const totals = { api: [], bare: [] };
  let peakRssMb = 0;
  const sampler = setInterval(() => {
    peakRssMb = Math.max(peakRssMb, memoryOf(server.pid).rssMb);
  }, 250);
  for (let round = 1; round <= ROUNDS; round += 1) {
    const order = round % 2 === 1 ? ['api', 'bare'] : ['bare', 'api'];
    for (const target of order) {
      const pid = target === 'api' ? server.pid : bare.pid;
      const cpuBefore = cpuSecondsOf(pid);
      const result = await load(target === 'api' ? apiUrl : bareUrl, SECONDS);
      result.cpuMsPerRequest = ((cpuSecondsOf(pid) - cpuBefore) * 1000) / Math.max(result.requests.total, 1);
      totals[target].push(result);
      console.info(
        `round ${round} ${target.padEnd(4)} ${result.requests.average.toFixed(0).padStart(7)} req/s  ` +
          `p99 ${String(result.latency.p99).padStart(4)} ms  CPU ${result.cpuMsPerRequest.toFixed(3)} ms/request  ` +
          `non-2xx ${result.non2xx}  errors ${result.errors}`,
      );
    }
  }
  clearInterval(sampler);

  const average = (results, pick) => results.reduce((sum, result) => sum + pick(result), 0) / results.length;
  const apiRate = average(totals.api, (r) => r.requests.average);
  const bareRate = average(totals.bare, (r) => r.requests.average);
  const apiP99 = average(totals.api, (r) => r.latency.p99);
  const bareP99 = average(totals.bare, (r) => r.latency.p99);
  const apiCpu = average(totals.api, (r) => r.cpuMsPerRequest);
  const bareCpu = average(totals.bare, (r) => r.cpuMsPerRequest);
  const { peakMb } = memoryOf(server.pid);

  console.info('\nResult (averages over the rounds)');
  console.info(`  API          ${apiRate.toFixed(0)} req/s, p99 ${apiP99.toFixed(1)} ms`);
  console.info(`  bare Express ${bareRate.toFixed(0)} req/s, p99 ${bareP99.toFixed(1)} ms`);
  console.info(`  req/s ratio  ${(apiRate / bareRate).toFixed(2)}x   (target >= 0.80x)`);
  console.info(`  p99 ratio    ${(apiP99 / bareP99).toFixed(2)}x   (target <= 1.25x)`);
  console.info(
    `  CPU/request  API ${apiCpu.toFixed(3)} ms, bare ${bareCpu.toFixed(3)} ms: ` +
      `${(bareCpu / apiCpu).toFixed(2)}x the bare rate on an idle machine`,
  );
  console.info(
    `  server RSS   peak ${Math.max(peakMb, peakRssMb).toFixed(0)} MB (VmHWM), ` +
      `now ${memoryOf(server.pid).rssMb.toFixed(0)} MB   (target <= 150 MB)`,
  );
}

try {
  await main();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await stopEverything();
}
