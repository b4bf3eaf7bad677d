import { logDestination } from '../../backend/src/platform/logging/log-destination';
import { InterviewAnswerLinks } from '../../backend/src/interviews/interview-answer-link';
import { OfferAnswerLinks } from '../../backend/src/offers/offer-answer-link';
import { startApiApp, TEST_ENGINES, type ApiTestApp } from '../support/api-app';

interface LogLine {
  msg?: string;
  req?: { id?: string; method?: string };
  res?: { statusCode?: number };
  route?: string | null;
  path?: string | null;
}

/**
 * Finding: the request log wrote each request's path, and the applicant's interview links carry
 * their signed token in the path, so anyone reading the logs could answer for the applicant.
 * Tried as a log reader would: every line the server wrote while the links were used is searched
 * for the token.
 */
describe.each(TEST_ENGINES)('Tokens in a path stay out of the request log (%s)', (engine) => {
  let api: ApiTestApp;
  let written: string[];

  beforeAll(async () => {
    api = await startApiApp(engine, { extraEnv: { LOG_LEVEL: 'info' } });
  });
  afterAll(() => api.close());

  beforeEach(() => {
    written = [];
    // What pino hands to standard output, kept here instead.
    jest.spyOn(logDestination, 'write').mockImplementation((chunk: string) => {
      written.push(String(chunk));
      return true;
    });
  });
  afterEach(() => jest.restoreAllMocks());

  /** The log lines of the request whose X-Request-Id is `id` (written once the answer is sent). */
  async function linesOf(id: string): Promise<LogLine[]> {
    const deadline = Date.now() + 10_000;
    for (;;) {
      const lines = written
        .join('')
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as LogLine)
        .filter((line) => line.req?.id === id);
      if (lines.some((line) => line.res !== undefined)) return lines;
      if (Date.now() > deadline) throw new Error(`No request log line for ${id}: ${written.join('')}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  /** The line written once the request was answered (with its status). */
  const answeredLine = async (id: string) => (await linesOf(id)).find((line) => line.res !== undefined);

  it("logs an interview answer link's route pattern, never its token (GET, POST, HEAD)", async () => {
    const token = api.app.get(InterviewAnswerLinks).sign({
      interviewId: 424_242,
      sequence: 0,
      answer: 'accepted',
      expiresAt: Math.floor(Date.now() / 1000) + 86_400,
    });
    const signature = token.split('.')[1];
    const path = `/api/interview-answers/${token}`;
    for (const call of [
      api.request().get(path),
      api.request().post(path).type('form'),
      api.request().head(path),
    ]) {
      const response = await call.set('X-Request-Id', `answer-link-${engine}-${written.length}`);
      expect(response.status).toBe(400);
      const answered = await answeredLine(response.headers['x-request-id'] as string);
      const text = written.join('');
      expect(text).not.toContain(token);
      expect(text).not.toContain(signature);
      expect(answered).toMatchObject({
        route: '/api/interview-answers/:token',
        path: '/api/interview-answers/:token',
      });
    }
  });

  it("logs an offer answer link's route pattern, never its token (GET, and the form's POST)", async () => {
    const token = api.app.get(OfferAnswerLinks).sign({
      offerId: 424_242,
      answer: 'accepted',
      expiresAt: Math.floor(Date.now() / 1000) + 86_400,
    });
    const signature = token.split('.')[1];
    for (const [call, route] of [
      [api.request().get(`/api/offer-answers/${token}`), '/api/offer-answers/:token'],
      [api.request().post('/api/offer-answers').type('form').send({ token }), '/api/offer-answers'],
    ] as const) {
      const response = await call.set('X-Request-Id', `offer-link-${engine}-${written.length}`);
      expect(response.status).toBe(400);
      const answered = await answeredLine(response.headers['x-request-id'] as string);
      const text = written.join('');
      expect(text).not.toContain(token);
      expect(text).not.toContain(signature);
      expect(answered).toMatchObject({ route, path: route });
    }
  });

  it('logs the interview answer sent in the body (the page form) without the token either', async () => {
    const token = api.app.get(InterviewAnswerLinks).sign({
      interviewId: 424_243,
      sequence: 0,
      answer: 'declined',
      expiresAt: Math.floor(Date.now() / 1000) + 86_400,
    });
    const response = await api
      .request()
      .post('/api/interview-answers')
      .type('form')
      .send({ token })
      .set('X-Request-Id', `answer-body-${engine}`);
    expect(response.status).toBe(400);
    expect(response.text).toContain('This link is not valid');
    await linesOf(`answer-body-${engine}`);
    expect(written.join('')).not.toContain(token.split('.')[1]);
  });

  it('keeps the ids of an admin route, and nothing of a path no route knows', async () => {
    const auth = `Bearer ${await api.adminToken()}`;
    const known = await api
      .request()
      .get('/api/admin/job-applications/987654')
      .set('Authorization', auth)
      .set('X-Request-Id', `known-${engine}`);
    expect(known.status).toBe(404);
    expect(await answeredLine(`known-${engine}`)).toMatchObject({
      route: '/api/admin/job-applications/:id',
      path: '/api/admin/job-applications/987654',
    });

    const secret = 'Zx9-unknown-path-secret-0123456789abcdefABCDEF';
    const unknown = await api
      .request()
      .put(`/api/interview-answers/${secret}`)
      .set('X-Request-Id', `unknown-${engine}`);
    expect(unknown.status).toBe(404);
    // Nest's 404 for the API's unknown paths is a route of its own: its pattern, never the path.
    expect(await answeredLine(`unknown-${engine}`)).toMatchObject({ route: '/api*path', path: '/api*path' });
    // A GET no API route knows reaches the site's catch-all, which answers its 404: its path is not a page.
    const mistyped = await api
      .request()
      .get(`/api/interview-answers/${secret}/accept`)
      .set('X-Request-Id', `mistyped-${engine}`);
    expect(mistyped.status).toBe(404);
    expect(await answeredLine(`mistyped-${engine}`)).toMatchObject({
      route: '/{*sitePath}',
      path: '/*sitePath',
    });
    expect(written.join('')).not.toContain(secret);

    // A page's address is public, and kept.
    const page = await api.request().get('/ar/careers').set('X-Request-Id', `page-${engine}`);
    expect(await answeredLine(`page-${engine}`)).toMatchObject({
      route: '/{*sitePath}',
      path: '/ar/careers',
      res: { statusCode: page.status },
    });
  });
});
