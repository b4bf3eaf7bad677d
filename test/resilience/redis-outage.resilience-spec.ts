import { Redis } from 'ioredis';
import {
  OPS_ADMIN_PASSWORD,
  OPS_ADMIN_USERNAME,
  startBuiltServer,
  waitFor,
  type BuiltServer,
} from '../ops/support/built-server';
import { startRedis, type RedisServer } from '../ops/support/redis-server';
import { OPS_ENQUIRY } from '../ops/support/site-client';
import { openFaultBench, visitorAddress, type FaultBench } from './support/fault-server';

/** The contact form's limit: 5 enquiries per address per 10 minutes, the 6th gets 429. */
const CONTACT_LIMIT = 5;

describe('Redis gone and back while REDIS_URL is set', () => {
  let bench: FaultBench;
  let redis: RedisServer;
  let server: BuiltServer;
  let nextVisitor = 0;
  const statuses: number[] = [];

  const enquire = async (address: string): Promise<number> => {
    const response = await fetch(`${server.baseUrl}/api/contact`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': address },
      body: JSON.stringify({ ...OPS_ENQUIRY, email: `visitor${nextVisitor++}@example.net` }),
      signal: AbortSignal.timeout(15_000),
    });
    await response.arrayBuffer();
    statuses.push(response.status);
    return response.status;
  };
  const logIn = async (password: string): Promise<number> => {
    const response = await fetch(`${server.baseUrl}/api/admin/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': visitorAddress(nextVisitor++) },
      body: JSON.stringify({ username: OPS_ADMIN_USERNAME, password }),
      signal: AbortSignal.timeout(15_000),
    });
    await response.arrayBuffer();
    statuses.push(response.status);
    return response.status;
  };
  /** One address's enquiries up to one past the limit. */
  const untilLimited = async (address: string): Promise<number[]> => {
    const answers: number[] = [];
    for (let index = 0; index <= CONTACT_LIMIT; index += 1) answers.push(await enquire(address));
    return answers;
  };
  const limited = [...Array<number>(CONTACT_LIMIT).fill(201), 429];

  beforeAll(async () => {
    bench = await openFaultBench();
    redis = await startRedis();
    server = await startBuiltServer(bench.env({ REDIS_URL: redis.url }));
  });
  afterAll(async () => {
    await server?.stop();
    await redis?.stop();
    await bench?.close();
  });

  it('keeps sign-in and enquiries answering without Redis, and shares limits again once it is back', async () => {
    await expect(untilLimited('10.99.0.1')).resolves.toEqual(limited);

    await redis.stop();
    for (let index = 0; index < 5; index += 1) {
      await expect(logIn(OPS_ADMIN_PASSWORD)).resolves.toBe(200);
      await expect(enquire(visitorAddress(1000 + index))).resolves.toBe(201);
    }
    // Each instance still counts in its own memory meanwhile.
    await expect(untilLimited('10.99.0.2')).resolves.toEqual(limited);
    for (let index = 0; index < 6; index += 1) await logIn('not the password at all');

    let recoveryMs: number;
    const port = Number(new URL(redis.url).port);
    redis = await startRedis(port);
    const store = new Redis(redis.url, { lazyConnect: true, maxRetriesPerRequest: 1 });
    try {
      await store.connect();
      // Back when an enquiry's count lands in Redis again (ioredis reconnects with backoff).
      const back = Date.now();
      await waitFor('the server to count in Redis again', async () => {
        const candidate = visitorAddress(2000 + nextVisitor);
        await enquire(candidate);
        return (await store.get(`rate-limit:contact-address:${candidate}`)) ? candidate : undefined;
      });
      recoveryMs = Date.now() - back;
      await expect(untilLimited('10.99.0.3')).resolves.toEqual(limited);
      await expect(store.get('rate-limit:contact-address:10.99.0.3')).resolves.toBe(
        String(CONTACT_LIMIT + 1),
      );
    } finally {
      store.disconnect();
    }

    console.info(
      `Redis outage: ${statuses.length} requests, ${statuses.filter((status) => status >= 500).length} × 5xx, ` +
        `counting in Redis again ${recoveryMs} ms after it was back`,
    );
    expect(statuses.filter((status) => status >= 500)).toEqual([]);
    await expect(logIn(OPS_ADMIN_PASSWORD)).resolves.toBe(200);
  });
});
