import { startApiApp, TEST_ENGINES, type ApiTestApp } from '../support/api-app';

/** Framework wording that must never reach a client in place of the contract's sentences. */
const FRAMEWORK_TEXT =
  /Unexpected|JSON at position|Failed to decode|Multipart|entity too large|Bad Request|Payload/i;

describe.each(TEST_ENGINES.slice(0, 1))('Error texts are the contract’s sentences (%s)', (engine) => {
  let api: ApiTestApp;
  beforeAll(async () => {
    api = await startApiApp(engine, { extraEnv: { TRUST_PROXY: 'loopback' } });
  });
  afterAll(() => api.close());

  const expectSentence = (
    body: { success?: boolean; message?: string },
    status: number,
    statusCode: number,
  ) => {
    expect({ status, success: body.success, statusCode }).toEqual({
      status: statusCode,
      success: false,
      statusCode,
    });
    expect(body.message).toMatch(/^[A-Z].*\.$/);
    expect(body.message).not.toMatch(FRAMEWORK_TEXT);
  };

  it('a truncated JSON body', async () => {
    const response = await api
      .request()
      .post('/api/admin/login')
      .set('Content-Type', 'application/json')
      .send('{"username": "a", "password":');
    expectSentence(response.body, response.status, 400);
  });

  it('a path parameter that is not valid percent-encoding', async () => {
    const response = await api.request().get('/api/careers/public/%E0%A4%A');
    expect(response.status).toBeLessThan(500);
    expect(response.body.message ?? '').not.toMatch(FRAMEWORK_TEXT);
  });

  it('a multipart body cut short', async () => {
    const response = await api
      .request()
      .post('/api/job-applications')
      .set('X-Forwarded-For', '198.51.100.90')
      .set('Content-Type', 'multipart/form-data; boundary=XYZ')
      .send('--XYZ\r\nContent-Disposition: form-data; name="firstName"\r\n\r\nAisha');
    expect(response.status).toBe(400);
    expect(response.body.message).not.toMatch(FRAMEWORK_TEXT);
  });

  it('a JSON body over the limit', async () => {
    const response = await api
      .request()
      .post('/api/contact')
      .set('X-Forwarded-For', '198.51.100.91')
      .send({ name: 'x'.repeat(200_000) });
    expectSentence(response.body, response.status, 413);
  });
});
