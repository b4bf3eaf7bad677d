import { pdfResume } from '../support/resume-fixtures';
import { sleep, startBuiltServer, waitFor, type BuiltServer } from '../ops/support/built-server';
import { createJob, getJson, logIn, OPS_APPLICANT, OPS_ENQUIRY } from '../ops/support/site-client';
import {
  openFaultBenchWithOwnServer,
  visitorAddress,
  type FaultBenchWithOwnServer,
} from './support/fault-server';

const WRITERS = 4;
const BEFORE_OUTAGE_MS = 1_500;
const OUTAGE_MS = 3_000;
const AFTER_RECOVERY_MS = 1_000;
/** A request unanswered this long counts as a hang. */
const REQUEST_TIMEOUT_MS = 15_000;
/**
 * Each writer sends at most one request per PACE_MS: while the database is down every write is a
 * fast 503, and an unpaced loop would only measure how fast this machine can spin.
 */
const PACE_MS = 20;
/** Bounds the whole write phase by time whatever happens (Jest's timeout is 120 s). */
const WRITE_PHASE_LIMIT_MS = 80_000;

interface Outcome {
  kind: 'application' | 'enquiry';
  /** Unique per write: how the test finds it in the database. */
  email: string;
  status: number | 'hang' | 'connection error';
  body: unknown;
  answeredAt: number;
}

async function write(server: BuiltServer, jobId: number, index: number): Promise<Outcome> {
  const kind = index % 2 === 0 ? 'application' : 'enquiry';
  const email = `writer${index}@example.org`;
  const headers = { 'X-Forwarded-For': visitorAddress(index) };
  let request: RequestInit;
  if (kind === 'application') {
    const form = new FormData();
    for (const [name, value] of Object.entries(OPS_APPLICANT)) form.append(name, value);
    form.set('email', email);
    form.append('jobId', String(jobId));
    form.append('consent', 'true');
    form.append('resume', new Blob([new Uint8Array(pdfResume())], { type: 'application/pdf' }), 'cv.pdf');
    request = { method: 'POST', body: form, headers };
  } else {
    request = {
      method: 'POST',
      body: JSON.stringify({ ...OPS_ENQUIRY, email }),
      headers: { ...headers, 'Content-Type': 'application/json' },
    };
  }
  const path = kind === 'application' ? '/api/job-applications' : '/api/contact';
  try {
    const response = await fetch(`${server.baseUrl}${path}`, {
      ...request,
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const body: unknown = await response.json();
    return { kind, email, status: response.status, body, answeredAt: Date.now() };
  } catch (error) {
    const timedOut = error instanceof Error && error.name === 'TimeoutError';
    const status = timedOut ? 'hang' : 'connection error';
    return { kind, email, status, body: String(error), answeredAt: Date.now() };
  }
}

describe('the database restarted under steady application and enquiry traffic', () => {
  let bench: FaultBenchWithOwnServer;
  let server: BuiltServer;

  beforeAll(async () => {
    bench = await openFaultBenchWithOwnServer();
    server = await startBuiltServer(bench.env());
  });
  afterAll(async () => {
    await server?.stop();
    await bench?.close();
  });

  it('keeps every acknowledged write, answers clean 503s meanwhile, and recovers without a restart', async () => {
    const job = await createJob(server.baseUrl, await logIn(server.baseUrl));
    const outcomes: Outcome[] = [];
    let next = 0;
    let writing = true;
    const writeUntil = Date.now() + WRITE_PHASE_LIMIT_MS;
    const writer = async (): Promise<void> => {
      while (writing && Date.now() < writeUntil) {
        const sentAt = Date.now();
        outcomes.push(await write(server, job.id, next++));
        await sleep(Math.max(0, sentAt + PACE_MS - Date.now()));
      }
    };
    const writers = Array.from({ length: WRITERS }, writer);

    await sleep(BEFORE_OUTAGE_MS);
    await bench.db.pause();
    await sleep(OUTAGE_MS);
    await bench.db.resume();
    const back = Date.now();
    const firstSuccessAfter = () =>
      outcomes.find((outcome) => outcome.status === 201 && outcome.answeredAt >= back);
    const recovered = await waitFor('a write to succeed after the database came back', async () =>
      firstSuccessAfter(),
    );
    const recoveryMs = recovered.answeredAt - back;
    await sleep(AFTER_RECOVERY_MS);
    writing = false;
    await Promise.all(writers);

    const count = (status: Outcome['status']) =>
      outcomes.filter((outcome) => outcome.status === status).length;
    console.info(
      `database restart: ${outcomes.length} writes, ${count(201)} × 201, ${count(503)} × 503, ` +
        `first 201 ${recoveryMs} ms after the database was back`,
    );

    expect(outcomes.filter((outcome) => outcome.status !== 201 && outcome.status !== 503)).toEqual([]);
    expect(count(503)).toBeGreaterThan(0);
    for (const outcome of outcomes.filter((o) => o.status === 503)) {
      expect(outcome.body).toEqual({
        success: false,
        statusCode: 503,
        message: expect.any(String),
        code: 'request.unavailable',
      });
    }

    const acknowledged = (kind: Outcome['kind']) =>
      outcomes.filter((outcome) => outcome.kind === kind && outcome.status === 201).map((o) => o.email);
    const storedEmails = async (table: string) =>
      new Set((await bench.rows(`SELECT email FROM ${table}`)).map(([email]) => email));
    const applications = await storedEmails('job_applications');
    const enquiries = await storedEmails('enquiries');
    expect(acknowledged('application').filter((email) => !applications.has(email))).toEqual([]);
    expect(acknowledged('enquiry').filter((email) => !enquiries.has(email))).toEqual([]);

    await expect(getJson(`${server.baseUrl}/api/health`)).resolves.toMatchObject({ status: 200 });
    expect(server.child.exitCode).toBeNull();
  });
});
