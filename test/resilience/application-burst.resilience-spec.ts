import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pdfResume } from '../support/resume-fixtures';
import { startBuiltServer, waitFor, type BuiltServer } from '../ops/support/built-server';
import { createJob, getJson, logIn, OPS_APPLICANT } from '../ops/support/site-client';
import { openFaultBench, visitorAddress, type FaultBench } from './support/fault-server';

/** Twice the pool: enough for every connection to be held by an application in its transaction. */
const POOL_SIZE = 2;
const APPLICANTS = 6;
/** Beyond the server's own bound on a request (REQUEST_TIMEOUT_MS, 30 s): an answer this late is a hang. */
const HANG_AFTER_MS = 40_000;
/** A probe of readiness or of a public read, after the burst. */
const PROBE_TIMEOUT_MS = 10_000;

interface Outcome {
  index: number;
  status: number | 'hang' | 'connection error';
  body: unknown;
  retryAfter: string | null;
  ms: number;
}

async function apply(server: BuiltServer, jobId: number, index: number): Promise<Outcome> {
  const form = new FormData();
  for (const [name, value] of Object.entries(OPS_APPLICANT)) form.append(name, value);
  form.set('email', `burst${index}@example.org`);
  form.append('jobId', String(jobId));
  form.append('consent', 'true');
  form.append('resume', new Blob([new Uint8Array(pdfResume())], { type: 'application/pdf' }), 'cv.pdf');
  const sentAt = Date.now();
  try {
    const response = await fetch(`${server.baseUrl}/api/job-applications`, {
      method: 'POST',
      body: form,
      headers: { 'X-Forwarded-For': visitorAddress(index) },
      signal: AbortSignal.timeout(HANG_AFTER_MS),
    });
    const body: unknown = await response.json();
    const retryAfter = response.headers.get('Retry-After');
    return { index, status: response.status, body, retryAfter, ms: Date.now() - sentAt };
  } catch (error) {
    // fetch's abort is a DOMException, not an Error of this realm: known by its name.
    const timedOut = (error as { name?: string } | null)?.name === 'TimeoutError';
    const status = timedOut ? 'hang' : 'connection error';
    return { index, status, body: String(error), retryAfter: null, ms: Date.now() - sentAt };
  }
}

/** A GET that gives up after PROBE_TIMEOUT_MS: its status, or 0 when it did not answer. */
async function probe(url: string): Promise<number> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(PROBE_TIMEOUT_MS) });
    await response.arrayBuffer();
    return response.status;
  } catch {
    return 0;
  }
}

/**
 * Issue 39: each application is stored in a transaction that holds a pool connection; when the
 * work inside it asked the pool for a second one (the site constants for the confirmation e-mail,
 * read afresh once the public cache expired), as many applications as connections deadlocked the
 * pool for good, and readiness hung with it.
 */
describe('a burst of applications against a pool of two connections', () => {
  let bench: FaultBench;
  let server: BuiltServer;
  let uploadsDir: string;

  beforeAll(async () => {
    bench = await openFaultBench();
    // The public cache expires at once, so every confirmation reads the site constants afresh.
    const env = bench.env({ DB_POOL_SIZE: String(POOL_SIZE), PUBLIC_CACHE_TTL_MS: '1' });
    uploadsDir = env.UPLOADS_DIR!;
    server = await startBuiltServer(env);
  });
  afterAll(async () => {
    await server?.stop();
    await bench?.close();
  });

  it('answers every application, stores every acknowledged one, and serves again by itself', async () => {
    const job = await createJob(server.baseUrl, await logIn(server.baseUrl));

    const outcomes = await Promise.all(
      Array.from({ length: APPLICANTS }, (_, index) => apply(server, job.id, index)),
    );
    const count = (status: Outcome['status']) => outcomes.filter((o) => o.status === status).length;
    console.info(
      `application burst (pool ${POOL_SIZE}): ${APPLICANTS} at once, ${count(201)} × 201, ` +
        `${count(503)} × 503, ${count('hang')} unanswered after ${HANG_AFTER_MS / 1000} s; ` +
        `slowest answer ${Math.max(...outcomes.map((o) => o.ms))} ms`,
    );

    expect(outcomes.filter((o) => o.status !== 201 && o.status !== 503)).toEqual([]);
    // A refusal is one the applicant's browser can retry: the error envelope and when to retry.
    for (const outcome of outcomes.filter((o) => o.status === 503)) {
      expect(outcome.body).toMatchObject({ success: false, statusCode: 503, code: expect.any(String) });
      expect(Number(outcome.retryAfter)).toBeGreaterThan(0);
    }
    const acknowledged = outcomes.filter((o) => o.status === 201).map((o) => `burst${o.index}@example.org`);
    const resumes = new Map(
      (await bench.rows(`SELECT email, resumeStorageName FROM job_applications`)) as [string, string][],
    );
    const withoutResume = acknowledged.filter((email) => {
      const name = resumes.get(email);
      return !name || name === 'null' || !existsSync(join(uploadsDir, name));
    });
    expect(withoutResume).toEqual([]);

    // Once the burst is over the server is ready again and serves, without a restart.
    await waitFor('readiness to answer 200', async () =>
      (await probe(`${server.baseUrl}/api/health/ready`)) === 200 ? true : undefined,
    );
    expect(await probe(`${server.baseUrl}/api/careers/public`)).toBe(200);
    const late = await apply(server, job.id, APPLICANTS);
    expect(late.status).toBe(201);
    expect((await getJson(`${server.baseUrl}/api/health`)).status).toBe(200);
  });
});
