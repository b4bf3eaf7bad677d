import { readdirSync } from 'node:fs';
import { pdfResume } from '../support/resume-fixtures';
import { sleep, startBuiltServer, type BuiltServer } from '../ops/support/built-server';
import { createJob, downloadResume, logIn, OPS_APPLICANT } from '../ops/support/site-client';
import { openFaultBench, visitorAddress, type FaultBench } from './support/fault-server';

const RESUME_BYTES = 2 * 1024 * 1024;
const CONCURRENT_UPLOADS = 6;
/** The kill comes after this many acknowledged uploads, or after the time bound on a slow machine. */
const ACKNOWLEDGED_BEFORE_KILL = 24;
const UPLOAD_PHASE_MS = 20_000;
/** Short, so that the restarted server may sweep what the killed one left (see UPLOADS_SWEEP_GRACE_SECONDS). */
const GRACE_SECONDS = 1;

/** A PDF by its bytes, padded to the size applicants send. */
function twoMegabyteResume(): Buffer {
  const pdf = pdfResume();
  return Buffer.concat([pdf, Buffer.alloc(RESUME_BYTES - pdf.length, 0x20)]);
}

async function apply(
  server: BuiltServer,
  jobId: number,
  index: number,
  resume: Buffer,
): Promise<number | null> {
  const form = new FormData();
  for (const [name, value] of Object.entries(OPS_APPLICANT)) form.append(name, value);
  form.set('email', `applicant${index}@example.org`);
  form.append('jobId', String(jobId));
  form.append('consent', 'true');
  form.append('resume', new Blob([new Uint8Array(resume)], { type: 'application/pdf' }), 'resume.pdf');
  const response = await fetch(`${server.baseUrl}/api/job-applications`, {
    method: 'POST',
    body: form,
    headers: { 'X-Forwarded-For': visitorAddress(index) },
  });
  const body = (await response.json()) as { data?: { id: number } };
  return response.status === 201 && body.data ? body.data.id : null;
}

describe('the server killed (kill -9) while applicants upload resumes six at a time', () => {
  let bench: FaultBench;

  beforeAll(async () => {
    bench = await openFaultBench();
  });
  afterAll(async () => {
    await bench?.close();
  });

  it('restarts with every stored application serving its resume and no file nobody refers to', async () => {
    const env = bench.env({ UPLOADS_SWEEP_GRACE_SECONDS: String(GRACE_SECONDS) });
    const uploadsDir = env.UPLOADS_DIR!;
    const resume = twoMegabyteResume();

    const first = await startBuiltServer(env);
    const job = await createJob(first.baseUrl, await logIn(first.baseUrl));
    const acknowledged: number[] = [];
    let nextApplicant = 0;
    let killed = false;
    const deadline = Date.now() + UPLOAD_PHASE_MS;
    const uploader = async (): Promise<void> => {
      while (!killed && Date.now() < deadline) {
        try {
          const id = await apply(first, job.id, nextApplicant++, resume);
          if (id !== null) acknowledged.push(id);
        } catch {
          // the connection was cut by the kill
        }
      }
    };
    const uploaders = Array.from({ length: CONCURRENT_UPLOADS }, uploader);
    while (acknowledged.length < ACKNOWLEDGED_BEFORE_KILL && Date.now() < deadline) await sleep(20);
    killed = true;
    await first.stop('SIGKILL');
    await Promise.all(uploaders);
    const leftByTheKill = readdirSync(uploadsDir);

    await sleep(GRACE_SECONDS * 1000 + 200);
    const restarted = await startBuiltServer(env);
    try {
      const token = await logIn(restarted.baseUrl);
      const stored = await bench.rows(
        'SELECT id, resumeStorageName, resumeSize FROM job_applications WHERE resumeStorageName IS NOT NULL',
      );
      const referenced = new Set(stored.map(([, storageName]) => storageName));
      const files = readdirSync(uploadsDir);
      const unreferenced = files.filter((file) => !referenced.has(file));
      const missing: string[] = [];
      for (const [id, , size] of stored) {
        const content = await downloadResume(restarted.baseUrl, Number(id), token).catch(() => null);
        if (content?.length !== Number(size)) missing.push(id!);
      }
      console.info(
        `kill -9 during uploads: ${acknowledged.length} acknowledged, ${stored.length} stored, ` +
          `${leftByTheKill.length} files after the kill, ${files.length} after restart, ` +
          `${unreferenced.length} unreferenced (${unreferenced.filter((file) => file.endsWith('.part')).length} temp), ` +
          `${missing.length} resumes missing; server: ${/Stored resume files swept[^"]*/.exec(restarted.output())?.[0] ?? 'nothing swept'}`,
      );

      expect(acknowledged.length).toBeGreaterThan(0);
      const storedIds = new Set(stored.map(([id]) => Number(id)));
      expect(acknowledged.filter((id) => !storedIds.has(id))).toEqual([]);
      expect(missing).toEqual([]);
      expect(unreferenced).toEqual([]);
    } finally {
      await restarted.stop();
    }
  });
});
