import { DataSource } from 'typeorm';
import { startApiApp, TEST_ENGINES, type ApiTestApp } from '../support/api-app';

describe.each(TEST_ENGINES)('Health (%s)', (engine) => {
  let api: ApiTestApp;
  beforeAll(async () => {
    api = await startApiApp(engine);
  });
  afterAll(() => api.close());

  it('answers 200 with the database up, without a token and without caching', async () => {
    const response = await api.request().get('/api/health').expect(200);
    expect(response.body).toEqual({ status: 'ok', database: 'up' });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('answers 503 while the database is unreachable and 200 again once it is back', async () => {
    const dataSource = api.app.get(DataSource);
    await dataSource.destroy();
    try {
      const down = await api.request().get('/api/health').expect(503);
      expect(down.body).toEqual({ status: 'error', database: 'down' });
    } finally {
      await dataSource.initialize();
    }
    await api.request().get('/api/health').expect(200, { status: 'ok', database: 'up' });
  });
});
