import { join } from 'node:path';
import { makeTempDir, productionEnv, startBuiltServer, type BuiltServer } from './support/built-server';
import { startRedis, type RedisServer } from './support/redis-server';
import { OPS_ENQUIRY, sendJson } from './support/site-client';

/** Two replicas behind one address budget: the contact form allows 5 enquiries per address per 10 minutes. */
describe('two instances sharing Redis', () => {
  let redis: RedisServer;
  const servers: BuiltServer[] = [];
  const temp = makeTempDir('ops-redis');

  beforeAll(async () => {
    redis = await startRedis();
    // Each instance has its own database: only the rate limits are shared, through Redis.
    for (const name of ['first', 'second']) {
      servers.push(await startBuiltServer(productionEnv(join(temp.dir, name), { REDIS_URL: redis.url })));
    }
  });
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await redis?.stop();
    temp.remove();
  });

  it('count contact enquiries from one address together: the 6th gets 429 whichever instance it reaches', async () => {
    const [first, second] = servers;
    const send = (server: BuiltServer, index: number) =>
      sendJson('POST', `${server.baseUrl}/api/contact`, {
        ...OPS_ENQUIRY,
        email: `sender${index}@example.net`,
      });

    const statuses: number[] = [];
    for (const [index, server] of [first, first, first, second, second].entries()) {
      statuses.push((await send(server, index)).status);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201]);

    // The second instance has only seen 2 enquiries itself; the shared count is at 5.
    const sixth = await send(second, 6);
    expect(sixth.status).toBe(429);
    expect(sixth.headers.get('retry-after')).toMatch(/^\d+$/);
    await expect(send(first, 7)).resolves.toMatchObject({ status: 429 });
  });
});
