import { parseDurationSeconds, readAuthConfig } from './auth.config';

const STRONG = 'k3V9qLz2N8wR4tY6uP1sD5fG7hJ0xC2bM4nQ8eW6rT1yU3iO';

describe('readAuthConfig', () => {
  it('uses 8 hours, the default issuer and audience, and no initial admin by default', () => {
    const config = readAuthConfig({ NODE_ENV: 'test', JWT_SECRET: STRONG });
    expect(config).toMatchObject({
      jwtSecret: STRONG,
      jwtSecretGenerated: false,
      sessionSeconds: 28_800,
      jwtIssuer: 'uaq-fire-safety',
      jwtAudience: 'uaq-fire-safety-admin',
      initialAdmin: null,
    });
  });

  it('generates a random secret per process outside production when none is set', () => {
    const first = readAuthConfig({ NODE_ENV: 'development' });
    const second = readAuthConfig({ NODE_ENV: 'development', JWT_SECRET: '' });
    expect(first.jwtSecretGenerated).toBe(true);
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(second.jwtSecret).not.toBe(first.jwtSecret);
  });

  it.each([
    [undefined, /JWT_SECRET is required/],
    ['   ', /JWT_SECRET is required/],
    ['short', /JWT_SECRET is too short/],
    ['please-change-me-to-something-long-and-random', /placeholder/],
    ['your_jwt_secret_goes_here_and_it_is_long_enough', /placeholder/],
    ['0'.repeat(48), /placeholder/],
  ])('refuses the production secret %p', (secret, message) => {
    expect(() => readAuthConfig({ NODE_ENV: 'production', JWT_SECRET: secret })).toThrow(message);
  });

  it('reads JWT_ACCEPTED_SECRETS as a list, leaving out the signing secret; production refuses a weak one', () => {
    const other = 'q8W2e4R6t8Y0u2I4o6P8a0S2d4F6g8H0j2K4l6Z8x0C2';
    expect(
      readAuthConfig({
        NODE_ENV: 'production',
        JWT_SECRET: STRONG,
        JWT_ACCEPTED_SECRETS: ` ${other} ,${STRONG}`,
      }).jwtAcceptedSecrets,
    ).toEqual([other]);
    expect(readAuthConfig({ NODE_ENV: 'production', JWT_SECRET: STRONG }).jwtAcceptedSecrets).toEqual([]);
    expect(() =>
      readAuthConfig({ NODE_ENV: 'production', JWT_SECRET: STRONG, JWT_ACCEPTED_SECRETS: 'short' }),
    ).toThrow(/JWT_ACCEPTED_SECRETS is too short/);
  });

  it('accepts a strong production secret', () => {
    expect(readAuthConfig({ NODE_ENV: 'production', JWT_SECRET: STRONG }).jwtSecret).toBe(STRONG);
  });

  it.each([
    ['8h', 28_800],
    ['30m', 1_800],
    ['3600', 3_600],
    ['90s', 90],
  ])('reads JWT_EXPIRES_IN=%s as %i seconds', (value, seconds) => {
    expect(readAuthConfig({ JWT_SECRET: STRONG, JWT_EXPIRES_IN: value }).sessionSeconds).toBe(seconds);
  });

  it.each(['9h', '1d', '28801', '30', 'forever'])('refuses JWT_EXPIRES_IN=%s', (value) => {
    expect(() => readAuthConfig({ JWT_SECRET: STRONG, JWT_EXPIRES_IN: value })).toThrow(/JWT_EXPIRES_IN/);
  });

  it('takes the first admin from ADMIN_USERNAME / ADMIN_PASSWORD, username lower-cased', () => {
    const config = readAuthConfig({
      JWT_SECRET: STRONG,
      ADMIN_USERNAME: 'Office.Manager',
      ADMIN_PASSWORD: 'pw',
    });
    expect(config.initialAdmin).toEqual({ username: 'office.manager', password: 'pw' });
  });

  it('refuses only one of ADMIN_USERNAME and ADMIN_PASSWORD', () => {
    expect(() => readAuthConfig({ JWT_SECRET: STRONG, ADMIN_USERNAME: 'boss' })).toThrow(/set together/);
  });

  it('refuses a short ADMIN_PASSWORD in production only', () => {
    const env = { JWT_SECRET: STRONG, ADMIN_USERNAME: 'boss', ADMIN_PASSWORD: 'eleven-char' };
    expect(() => readAuthConfig({ ...env, NODE_ENV: 'production' })).toThrow(/ADMIN_PASSWORD is too short/);
    expect(readAuthConfig({ ...env, NODE_ENV: 'development' }).initialAdmin?.password).toBe('eleven-char');
  });

  it('names the variable when ADMIN_USERNAME has characters a username cannot have', () => {
    expect(() => readAuthConfig({ JWT_SECRET: STRONG, ADMIN_USERNAME: 'a b', ADMIN_PASSWORD: 'x' })).toThrow(
      /ADMIN_USERNAME/,
    );
  });
});

describe('parseDurationSeconds', () => {
  it('rejects text that is not a duration', () => {
    expect(() => parseDurationSeconds('soon')).toThrow();
  });
});
