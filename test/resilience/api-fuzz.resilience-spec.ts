import fc from 'fast-check';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { startBuiltServer, type BuiltServer } from '../ops/support/built-server';
import { createJob, getJson, logIn, sendJson } from '../ops/support/site-client';
import { startApiApp } from '../support/api-app';
import { openFaultBench, visitorAddress, type FaultBench } from './support/fault-server';
import { routesOf, toFetch, type OpenApiDocument } from './support/openapi-requests';
import {
  fileContents,
  fileNames,
  framings,
  makeImageFixtures,
  multipartBody,
  PART_OF,
  type UploadRoute,
} from './support/upload-parts';

/** Bounded by count and by time: whichever comes first ends the fuzz. */
const RUNS_PER_ROUTE = 60;
const FUZZ_TIME_MS = 60_000;
/**
 * The same generated requests on every run, so `npm test` is repeatable; `FUZZ_SEED=random` (or any
 * number) explores others, and a failure prints the seed that reproduces it.
 */
const FUZZ_SEED =
  process.env.FUZZ_SEED === 'random' ? Date.now() : Number(process.env.FUZZ_SEED ?? 20_261_123);
/** A request unanswered this long is a hang. */
const REQUEST_TIMEOUT_MS = 10_000;
/** The upload fuzz: by count and by time too; its visitors' addresses start here (the route fuzz uses those below). */
const UPLOAD_RUNS = 150;
const UPLOAD_FUZZ_TIME_MS = 120_000;
const UPLOAD_REQUEST_TIMEOUT_MS = 60_000;
const UPLOAD_ADDRESSES_FROM = 50_000;

/** Every file under `folder`, relative to it, with its size. */
function filesUnder(folder: string): Map<string, number> {
  if (!existsSync(folder)) return new Map();
  return new Map(
    readdirSync(folder, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => {
        const path = join(entry.parentPath, entry.name);
        return [relative(folder, path), statSync(path).size] as const;
      }),
  );
}

describe('requests generated from the OpenAPI document, for every route', () => {
  let bench: FaultBench;
  let server: BuiltServer;

  beforeAll(async () => {
    bench = await openFaultBench();
    server = await startBuiltServer(bench.env());
  });
  afterAll(async () => {
    await server?.stop();
    await bench?.close();
  });

  it('never answer 5xx nor hang, always in the error envelope, and leave the server healthy', async () => {
    const token = await logIn(server.baseUrl);
    await createJob(server.baseUrl, token);
    // Production does not publish /api/docs: the same code's document comes from a test app.
    const docsApp = await startApiApp('sqlite');
    const document = (await docsApp.request().get('/api/docs/json').expect(200)).body as OpenApiDocument;
    await docsApp.close();
    const routes = routesOf(document);
    const deadline = Date.now() + FUZZ_TIME_MS;
    let sent = 0;
    const byStatus = new Map<number, number>();

    for (const route of routes) {
      const remaining = deadline - Date.now();
      if (remaining <= 0) break;
      await fc.assert(
        fc.asyncProperty(route.arbitrary, async (request) => {
          const query = new URLSearchParams(request.query).toString();
          const url = `${server.baseUrl}${request.path}${query ? `?${query}` : ''}`;
          const response = await fetch(url, {
            ...toFetch(request, token, visitorAddress(sent++)),
            signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
          });
          const text = await response.text();
          byStatus.set(response.status, (byStatus.get(response.status) ?? 0) + 1);
          if (response.status >= 500) throw new Error(`${response.status} ${text.slice(0, 300)}`);
          // The interview and offer answer links are pages an applicant opens: their refusals are HTML pages.
          const answerPage =
            (request.path.startsWith('/api/interview-answers') ||
              request.path.startsWith('/api/offer-answers')) &&
            /^text\/html/.test(response.headers.get('content-type') ?? '');
          if (response.status >= 400 && request.method !== 'HEAD' && !answerPage) {
            expect(JSON.parse(text)).toEqual(
              expect.objectContaining({
                success: false,
                statusCode: response.status,
                message: expect.any(String),
              }),
            );
          }
        }),
        {
          numRuns: RUNS_PER_ROUTE,
          seed: FUZZ_SEED,
          interruptAfterTimeLimit: remaining,
          markInterruptAsFailure: false,
        },
      );
    }

    const statuses = [...byStatus.entries()]
      .sort(([a], [b]) => a - b)
      .map(([status, n]) => `${status}: ${n}`);
    console.info(`fuzz: ${sent} requests over ${routes.length} routes (${statuses.join(', ')})`);
    expect(sent).toBeGreaterThanOrEqual(routes.length);
    await expect(getJson(`${server.baseUrl}/api/health`)).resolves.toMatchObject({ status: 200 });
    await expect(getJson(`${server.baseUrl}/api/careers/public`)).resolves.toMatchObject({ status: 200 });
    expect(server.child.exitCode).toBeNull();
  });

  it('file parts made to break the upload routes: never 5xx, always in the envelope, nothing half-stored', async () => {
    const token = await logIn(server.baseUrl);
    const job = await createJob(server.baseUrl, token);
    const project = await sendJson<{ data: { id: number } }>(
      'POST',
      `${server.baseUrl}/api/admin/projects`,
      {
        title: 'Fuzzed photos',
        category: 'Commercial',
        location: 'Umm Al Quwain',
        status: 'Completed',
        description: 'Photos sent by the upload fuzz.',
        services: ['fire-alarm'],
      },
      token,
    );
    expect(project.status).toBe(201);
    const images = await makeImageFixtures();
    const uploads = fc.constantFrom<UploadRoute>('resume', 'drawing', 'photo').chain((route) =>
      fc.record({
        route: fc.constant(route),
        content: fileContents(route, images),
        name: fileNames,
        framing: framings,
      }),
    );
    const formOf = (route: UploadRoute, index: number): { path: string; fields: Record<string, string> } => {
      if (route === 'resume')
        return {
          path: '/api/job-applications',
          fields: {
            firstName: 'Fuzz',
            lastName: `Applicant ${index}`,
            email: `fuzz-${index}@example.org`,
            phone: '+971 50 000 0000',
            address: 'Umm Al Quwain',
            coverLetter: 'Generated by the upload fuzz.',
            jobId: String(job.id),
            consent: 'true',
          },
        };
      if (route === 'drawing')
        return {
          path: '/api/quote-requests',
          fields: {
            name: `Fuzz Client ${index}`,
            email: `fuzz-client-${index}@example.org`,
            phone: '+971 50 000 0001',
            emirate: 'sharjah',
            buildingType: 'commercial',
            services: 'fire-alarm',
            amc: 'false',
            preferredContact: 'phone',
            consent: 'true',
          },
        };
      return { path: `/api/admin/projects/${project.body.data.id}/photos`, fields: { alt: `Fuzz ${index}` } };
    };

    let sent = 0;
    const byOutcome = new Map<string, number>();
    await fc.assert(
      fc.asyncProperty(uploads, async ({ route, content, name, framing }) => {
        const index = sent++;
        const form = formOf(route, index);
        const { contentType, body } = multipartBody(
          form.fields,
          { field: PART_OF[route].field, name, content },
          framing,
        );
        const response = await fetch(`${server.baseUrl}${form.path}`, {
          method: 'POST',
          headers: {
            'Content-Type': contentType,
            'X-Forwarded-For': visitorAddress(UPLOAD_ADDRESSES_FROM + index),
            ...(route === 'photo' ? { Authorization: `Bearer ${token}` } : {}),
          },
          body: new Uint8Array(body),
          signal: AbortSignal.timeout(UPLOAD_REQUEST_TIMEOUT_MS),
        });
        const text = await response.text();
        const outcome = `${route} ${response.status}`;
        byOutcome.set(outcome, (byOutcome.get(outcome) ?? 0) + 1);
        if (response.status >= 500) throw new Error(`${outcome} (${framing}): ${text.slice(0, 300)}`);
        if (response.status >= 400) {
          expect(JSON.parse(text)).toEqual(
            expect.objectContaining({
              success: false,
              statusCode: response.status,
              message: expect.any(String),
            }),
          );
        }
        // A stored photo is removed again, so the project never reaches its photo limit.
        if (route === 'photo' && response.status === 201) {
          const photo = (JSON.parse(text) as { data: { photos: { id: number }[] } }).data.photos.at(-1)!;
          const removed = await fetch(`${server.baseUrl}${form.path}/${photo.id}`, {
            method: 'DELETE',
            headers: { Authorization: `Bearer ${token}` },
          });
          expect(removed.status).toBe(200);
        }
      }),
      {
        numRuns: UPLOAD_RUNS,
        seed: FUZZ_SEED,
        interruptAfterTimeLimit: UPLOAD_FUZZ_TIME_MS,
        markInterruptAsFailure: false,
      },
    );
    const outcomes = [...byOutcome.entries()].sort().map(([outcome, n]) => `${outcome}: ${n}`);
    console.info(`upload fuzz: ${sent} forms (${outcomes.join(', ')})`);
    expect(sent).toBeGreaterThan(0);

    // Nothing half-stored: no temp or scratch file left, every stored file named by a row, every
    // row's file there (a resume with its recorded size).
    const uploadsDir = bench.env().UPLOADS_DIR!;
    const files = filesUnder(uploadsDir);
    const resumes = await bench.rows(
      'SELECT resumeStorageName, resumeSize FROM job_applications WHERE resumeStorageName IS NOT NULL',
    );
    const drawings = await bench.rows(
      'SELECT drawing_storage_name FROM quote_requests WHERE drawing_storage_name IS NOT NULL',
    );
    const photos = await bench.rows('SELECT storage_key, widths FROM project_photos');
    const expected = new Map<string, number | null>([
      ...resumes.map(([name, size]) => [name!, Number(size)] as const),
      ...drawings.map(([name]) => [`drawings/${name!}`, null] as const),
      ...photos.flatMap(([key, widths]) =>
        widths!.split(',').map((width) => [`project-photos/${key!}-${width}.webp`, null] as const),
      ),
    ]);
    expect([...files.keys()].sort()).toEqual([...expected.keys()].sort());
    for (const [name, size] of expected) if (size !== null) expect(files.get(name)).toBe(size);
    await expect(getJson(`${server.baseUrl}/api/health`)).resolves.toMatchObject({ status: 200 });
    expect(server.child.exitCode).toBeNull();
  });
});
