import { startApiApp, TEST_ENGINES, type ApiTestApp } from '../support/api-app';

describe.each(TEST_ENGINES)('API smoke (%s)', (engine) => {
  let api: ApiTestApp;
  beforeAll(async () => {
    api = await startApiApp(engine);
  });
  afterAll(() => api.close());

  it('serves the OpenAPI document', async () => {
    const response = await api.request().get('/api/docs/json').expect(200);
    expect(response.body).toMatchObject({ openapi: expect.stringMatching(/^3\./), info: expect.any(Object) });
  });

  it('answers an unknown API path with the JSON 404 body', async () => {
    const response = await api.request().get('/api/no-such-endpoint').expect(404);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(response.body).toEqual({
      success: false,
      statusCode: 404,
      message: expect.any(String),
      code: 'request.notFound',
    });
  });
});
