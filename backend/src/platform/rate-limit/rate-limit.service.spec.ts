import { TooManyRequestsError } from '../common/errors/app-error';
import { AUTH_MESSAGES, REQUEST_MESSAGES } from '@uaq/contract';
import { RATE_LIMIT_POLICIES } from './rate-limit-policies';
import { RateLimitService } from './rate-limit.service';
import { addressKey } from './address-key';

describe('RateLimitService (in memory)', () => {
  let limits: RateLimitService;
  beforeEach(() => {
    limits = new RateLimitService({ redisUrl: null });
  });

  it('lets a key use its points, then throws 429 with the policy text and a Retry-After', async () => {
    for (let sent = 0; sent < RATE_LIMIT_POLICIES['contact-address'].points; sent += 1) {
      await limits.consume('contact-address', '192.0.2.1');
    }
    const error = await limits.consume('contact-address', '192.0.2.1').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(TooManyRequestsError);
    expect(error).toMatchObject({
      statusCode: 429,
      code: RATE_LIMIT_POLICIES['contact-address'].message,
      message: REQUEST_MESSAGES.tooManyMessages,
      retryAfterSeconds: expect.any(Number),
    });
    expect((error as TooManyRequestsError).retryAfterSeconds).toBeLessThanOrEqual(600);
  });

  it('counts keys and policies separately', async () => {
    for (let sent = 0; sent < 5; sent += 1) await limits.consume('contact-address', '192.0.2.1');
    await expect(limits.consume('contact-address', '192.0.2.2')).resolves.toBeUndefined();
    await expect(limits.consume('login-address', '192.0.2.1')).resolves.toBeUndefined();
  });

  it('blocks a username for 15 minutes once a sixth attempt follows five counted ones', async () => {
    for (let attempt = 1; attempt <= 5; attempt += 1) await limits.consume('login-username', 'admin');
    const error = await limits.consume('login-username', 'admin').catch((caught: unknown) => caught);
    expect(error).toMatchObject({ statusCode: 429, message: AUTH_MESSAGES.tooManyAttempts });
    expect((error as TooManyRequestsError).retryAfterSeconds).toBeGreaterThan(14 * 60);
    await expect(limits.consume('login-username', 'someone-else')).resolves.toBeUndefined();
  });

  it('gives a refunded point back, and forgets a key on reset', async () => {
    for (let attempt = 0; attempt < 10; attempt += 1) {
      await limits.consume('login-username', 'admin');
      await limits.refund('login-username', 'admin');
    }
    for (let attempt = 0; attempt < 5; attempt += 1) await limits.consume('login-username', 'admin');
    await limits.reset('login-username', 'admin');
    for (let attempt = 0; attempt < 5; attempt += 1) await limits.consume('login-username', 'admin');
    await expect(limits.consume('login-username', 'admin')).rejects.toBeInstanceOf(TooManyRequestsError);
  });

  it('counts a whole IPv6 /64 as one address (one subscriber holds all of it)', async () => {
    for (let sent = 0; sent < 5; sent += 1) {
      await limits.consume('contact-address', `2001:db8:1:2:${sent}::${sent + 1}`);
    }
    await expect(limits.consume('contact-address', '2001:db8:1:2:ffff::9')).rejects.toBeInstanceOf(
      TooManyRequestsError,
    );
    await expect(limits.consume('contact-address', '2001:db8:1:3::1')).resolves.toBeUndefined();
    // IPv4, plain or IPv4-mapped, is one address; usernames are never touched.
    await expect(limits.consume('contact-address', '::ffff:192.0.2.7')).resolves.toBeUndefined();
    await expect(limits.consume('contact-address', '192.0.2.8')).resolves.toBeUndefined();
  });

  it.each([
    ['2001:db8:1:2::1', '2001:db8:1:2::/64'],
    ['2001:0DB8:0001:0002:ffff:0:0:9', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['::ffff:192.0.2.7', '192.0.2.7'],
    ['::FFFF:c000:207', '192.0.2.7'],
    ['192.0.2.7', '192.0.2.7'],
    ['unknown', 'unknown'],
  ])('counts the address %s as %s', (address, key) => {
    expect(addressKey(address)).toBe(key);
  });

  it('counts every per-address policy by its client, the quote limit included', () => {
    const byAddress = Object.entries(RATE_LIMIT_POLICIES).filter(([name]) => name.endsWith('-address'));
    expect(byAddress.map(([name]) => name)).toContain('quote-address');
    for (const [, policy] of byAddress) expect(policy.countedBy).toBe('address');
  });

  it('has the decided limits', () => {
    expect(RATE_LIMIT_POLICIES['login-username']).toMatchObject({
      points: 5,
      windowSeconds: 900,
      blockSeconds: 900,
    });
    expect(RATE_LIMIT_POLICIES['login-address']).toMatchObject({ points: 20, windowSeconds: 900 });
    expect(RATE_LIMIT_POLICIES['contact-address']).toMatchObject({ points: 5, windowSeconds: 600 });
    // A walk-in day on the office network does not stop at the eleventh person (issue 36); the
    // setting APPLICATIONS_PER_ADDRESS_PER_HOUR changes it.
    expect(RATE_LIMIT_POLICIES['application-submit-address']).toMatchObject({
      points: 30,
      pointsSetting: 'applicationsPerAddressPerHour',
      windowSeconds: 3600,
    });
  });
});
