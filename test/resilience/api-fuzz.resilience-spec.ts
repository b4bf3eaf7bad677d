import fc from 'fast-check';
import { startBuiltServer, type BuiltServer } from '../ops/support/built-server';
import { createJob, getJson, logIn } from '../ops/support/site-client';
import { startApiApp } from '../support/api-app';
import { openFaultBench, visitorAddress, type FaultBench } from './support/fault-server';
import { routesOf, toFetch, type OpenApiDocument } from './support/openapi-requests';

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
          // The interview answer links are pages an applicant opens: their refusals are HTML pages.
          const answerPage =
            request.path.startsWith('/api/interview-answers') &&
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
});
