import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { pdfResume } from '../support/resume-fixtures';
import { freePort, startMariaDb, type MariaDbServer } from '../support/mariadb';
import { startS3TestServer, type S3TestServer } from '../support/s3-test-server';
import {
  makeTempDir,
  productionEnv,
  REPO_ROOT,
  sleep,
  startBuiltServer,
  waitFor,
  type BuiltServer,
} from './support/built-server';
import { createJob, downloadResume, logIn, OPS_APPLICANT } from './support/site-client';

jest.setTimeout(240_000);

/** Steady load: each client sends at most one request per PACE_MS, whatever the machine's speed. */
const PACE_MS = 40;
const VISITORS = 3;
const APPLICANTS = 2;
const HR_CLIENTS = 1;
/** Load before the first replica is replaced and after the last one is back. */
const STEADY_MS = 2_000;
const REQUEST_TIMEOUT_MS = 20_000;

interface Outcome {
  what: string;
  ok: boolean;
  status: number | string;
  ms: number;
}

/** HAProxy from Debian's package, running docker/haproxy/haproxy.cfg as operators do. */
async function startProxy(
  env: Record<string, string>,
): Promise<{ stop: () => Promise<void>; output: () => string }> {
  const child: ChildProcess = spawn(
    'haproxy',
    ['-db', '-f', join(REPO_ROOT, 'docker', 'haproxy', 'haproxy.cfg')],
    {
      env: { PATH: process.env.PATH, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let text = '';
  child.stdout?.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
  child.stderr?.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  process.once('exit', () => child.kill('SIGKILL'));
  return {
    output: () => text,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** The proxy's view of each replica (`UP`, `DOWN`, …), from its status page. */
async function replicaStates(statsUrl: string): Promise<Record<string, string>> {
  const csv = await (await fetch(`${statsUrl}/stats;csv`)).text();
  const states: Record<string, string> = {};
  for (const line of csv.split('\n')) {
    const [proxy, name, ...rest] = line.split(',');
    if (proxy === 'app' && name.startsWith('app')) states[name] = rest[15];
  }
  return states;
}

const percentile = (values: number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};

describe('a rolling update of two replicas behind HAProxy under steady load', () => {
  const temp = makeTempDir('ops-rollout');
  let db: MariaDbServer;
  let bucket: S3TestServer;
  const replicas: BuiltServer[] = [];
  let proxy: Awaited<ReturnType<typeof startProxy>>;

  afterAll(async () => {
    await proxy?.stop();
    for (const replica of replicas) await replica.stop();
    await bucket?.close();
    await db?.stop();
    temp.remove();
  });

  it('replaces each replica in turn with no failed request and no lost application', async () => {
    db = await startMariaDb({ quiet: true, database: 'ops_rollout' });
    bucket = await startS3TestServer();
    const ports = [await freePort(), await freePort()];
    const env = (port: number) =>
      productionEnv(temp.dir, {
        DATABASE_URL: db.url,
        ...bucket.env(),
        // The proxy is on loopback, and so are this test's clients: see the note on addresses below.
        TRUST_PROXY: 'loopback',
        PORT: String(port),
      });
    // Started one after the other here; test/ops/concurrent-start covers replicas starting together.
    for (const port of ports) replicas.push(await startBuiltServer(env(port)));

    const proxyPort = await freePort();
    const statsPort = await freePort();
    proxy = await startProxy({
      PROXY_BIND: `127.0.0.1:${proxyPort}`,
      STATS_BIND: `127.0.0.1:${statsPort}`,
      APP1_ADDR: `127.0.0.1:${ports[0]}`,
      APP2_ADDR: `127.0.0.1:${ports[1]}`,
    });
    const site = `http://127.0.0.1:${proxyPort}`;
    const stats = `http://127.0.0.1:${statsPort}`;
    const bothUp = async () => {
      const states = await replicaStates(stats);
      return states.app1 === 'UP' && states.app2 === 'UP';
    };
    await waitFor('both replicas to be up in the proxy', bothUp);

    const token = await logIn(site);
    const job = await createJob(site, token);
    const resume = pdfResume();
    const outcomes: Outcome[] = [];
    const acknowledged: { id: number; email: string }[] = [];
    let running = true;

    const timed = async (
      what: string,
      expected: number,
      send: () => Promise<Response>,
    ): Promise<Response | null> => {
      const started = performance.now();
      try {
        const response = await send();
        const body = await response.clone().text();
        outcomes.push({
          what,
          ok: response.status === expected,
          status: response.status === expected ? response.status : `${response.status} ${body.slice(0, 80)}`,
          ms: performance.now() - started,
        });
        return response;
      } catch (error) {
        outcomes.push({ what, ok: false, status: String(error), ms: performance.now() - started });
        return null;
      }
    };
    const paced = async (step: (round: number) => Promise<void>): Promise<void> => {
      for (let round = 0; running; round += 1) {
        const started = Date.now();
        await step(round);
        await sleep(Math.max(0, started + PACE_MS - Date.now()));
      }
    };
    const signal = () => AbortSignal.timeout(REQUEST_TIMEOUT_MS);

    const visitor = (client: number) =>
      paced(async (round) => {
        const path = ['/', '/careers', '/api/careers/public', `/careers/apply/${job.id}`][
          (round + client) % 4
        ];
        await timed(`GET ${path}`, 200, () => fetch(`${site}${path}`, { signal: signal() }));
      });
    let applicantNumber = 0;
    const applicant = () =>
      paced(async () => {
        const number = applicantNumber++;
        const email = `rollout-${number}@example.org`;
        const form = new FormData();
        for (const [name, value] of Object.entries(OPS_APPLICANT)) form.append(name, value);
        form.set('email', email);
        form.append('jobId', String(job.id));
        form.append('consent', 'true');
        form.append('resume', new Blob([new Uint8Array(resume)], { type: 'application/pdf' }), 'cv.pdf');
        // Loopback clients behind a loopback proxy: the proxy appends 127.0.0.1, which the app trusts
        // like the proxy itself, so it reads the address before it, one per applicant (the apply
        // limit counts by address). Real visitors are not on the proxy's loopback.
        const headers = { 'X-Forwarded-For': `198.18.${(number >> 8) & 255}.${number & 255}` };
        const response = await timed('POST application', 201, () =>
          fetch(`${site}/api/job-applications`, { method: 'POST', body: form, headers, signal: signal() }),
        );
        if (response?.status === 201) {
          const { data } = (await response.json()) as { data: { id: number } };
          acknowledged.push({ id: data.id, email });
        }
      });
    const statuses = ['reviewing', 'shortlisted', 'interviewed'];
    const hr = () =>
      paced(async (round) => {
        const auth = { Authorization: `Bearer ${token}` };
        if (round % 2 === 0 || acknowledged.length === 0) {
          await timed('GET applications', 200, () =>
            fetch(`${site}/api/admin/job-applications?page=1&pageSize=20`, {
              headers: auth,
              signal: signal(),
            }),
          );
          return;
        }
        const target = acknowledged[round % acknowledged.length];
        await timed('PATCH status', 200, () =>
          fetch(`${site}/api/admin/job-applications/${target.id}/status`, {
            method: 'PATCH',
            headers: { ...auth, 'Content-Type': 'application/json' },
            body: JSON.stringify({ status: statuses[round % statuses.length] }),
            signal: signal(),
          }),
        );
      });

    const load = [
      ...Array.from({ length: VISITORS }, (_, client) => visitor(client)),
      ...Array.from({ length: APPLICANTS }, applicant),
      ...Array.from({ length: HR_CLIENTS }, hr),
    ];
    await sleep(STEADY_MS);
    const rolloutStarted = outcomes.length;
    const steps: string[] = [];
    for (const [index, port] of ports.entries()) {
      const began = Date.now();
      const old = replicas[index];
      await old.stop('SIGTERM');
      const stopped = Date.now();
      replicas[index] = await startBuiltServer(env(port));
      await waitFor(`replica ${index + 1} to be back in the proxy`, bothUp, 60_000);
      steps.push(`app${index + 1}: stopped in ${stopped - began} ms, back in ${Date.now() - stopped} ms`);
    }
    await sleep(STEADY_MS);
    running = false;
    await Promise.all(load);

    const failed = outcomes.filter((outcome) => !outcome.ok);
    const during = outcomes.slice(rolloutStarted).map((outcome) => outcome.ms);
    const stored = new Set(
      (await db.query(`SELECT email FROM ops_rollout.job_applications WHERE resumeStorageName IS NOT NULL`))
        .trim()
        .split('\n'),
    );
    const missingRows = acknowledged.filter((application) => !stored.has(application.email));
    const missingFiles: number[] = [];
    for (const application of acknowledged) {
      const file = await downloadResume(site, application.id, token).catch(() => null);
      if (!file?.equals(resume)) missingFiles.push(application.id);
    }
    console.info(
      `rolling update: ${outcomes.length} requests, ${failed.length} failed; ` +
        `${acknowledged.length} applications acknowledged, ${acknowledged.length - missingRows.length} stored, ` +
        `${acknowledged.length - missingFiles.length} with their resume; p99 during the rollout ` +
        `${percentile(during, 99).toFixed(0)} ms (p50 ${percentile(during, 50).toFixed(0)} ms); ${steps.join('; ')}`,
    );

    expect(failed.slice(0, 5)).toEqual([]);
    expect(acknowledged.length).toBeGreaterThan(0);
    expect(missingRows).toEqual([]);
    expect(missingFiles).toEqual([]);
    expect(outcomes.slice(rolloutStarted).length).toBeGreaterThan(0);
  });
});
