import { DataSource } from 'typeorm';
import { ServerDrain } from '../../backend/src/platform/health/server-drain';
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

  it('is live at /api/health/live and ready at /api/health/ready once migrated with the database up', async () => {
    const live = await api.request().get('/api/health/live').expect(200);
    expect(live.body).toEqual({ status: 'ok' });
    const ready = await api.request().get('/api/health/ready').expect(200);
    expect(ready.body).toEqual({
      status: 'ready',
      migrations: 'done',
      database: 'up',
      server: 'serving',
      notReady: [],
    });
    expect(ready.headers['cache-control']).toBe('no-store');
  });

  it('is not ready while the database is unreachable, naming it, and still live', async () => {
    const dataSource = api.app.get(DataSource);
    await dataSource.destroy();
    try {
      const down = await api.request().get('/api/health/ready').expect(503);
      expect(down.body).toMatchObject({ status: 'not-ready', database: 'down', notReady: ['database'] });
      await api.request().get('/api/health/live').expect(200);
    } finally {
      await dataSource.initialize();
    }
    await api.request().get('/api/health/ready').expect(200);
  });

  // Last: a draining server stays draining.
  it('while draining is not ready (naming the server), still answers, and closes keep-alive connections', async () => {
    api.app.get(ServerDrain).begin();
    const draining = await api.request().get('/api/health/ready').expect(503);
    expect(draining.body).toEqual({
      status: 'not-ready',
      migrations: 'done',
      database: 'up',
      server: 'draining',
      notReady: ['server'],
    });
    expect(draining.headers.connection).toBe('close');
    const live = await api.request().get('/api/health/live').set('Connection', 'keep-alive').expect(200);
    expect(live.headers.connection).toBe('close');
    await api.request().get('/api/health').expect(200, { status: 'ok', database: 'up' });
  });
});
