import { statSync } from 'node:fs';
import { FirstAdminSeeder } from '../../backend/src/accounts/first-admin.seeder';
import { startApiApp, TEST_ADMIN_PASSWORD, TEST_ADMIN_USERNAME } from '../support/api-app';

// Start-up configuration does not depend on the database engine: SQLite keeps these quick.
const STRONG_SECRET = 'k3V9qLz2N8wR4tY6uP1sD5fG7hJ0xC2bM4nQ8eW6rT1yU3iO';

/** A refused start flushes Nest's buffered start-up lines to the console; keep the test output readable. */
async function refusedStart(extraEnv: Record<string, string>): Promise<unknown> {
  const stdout = jest.spyOn(process.stdout, 'write').mockImplementation(() => true);
  const stderr = jest.spyOn(process.stderr, 'write').mockImplementation(() => true);
  try {
    const api = await startApiApp('sqlite', { extraEnv });
    await api.close();
    return null;
  } catch (error) {
    return error;
  } finally {
    stdout.mockRestore();
    stderr.mockRestore();
  }
}

describe('Start-up configuration', () => {
  it.each(['1', '2', 'true', 'everyone'])(
    'refuses TRUST_PROXY=%s: proxies are trusted by address, never by hop count or for everyone',
    async (value) => {
      const error = await refusedStart({ TRUST_PROXY: value });
      expect(error).toBeInstanceOf(Error);
      expect((error as Error).message).toMatch(/TRUST_PROXY/);
    },
  );

  describe('in production', () => {
    it.each([
      ['missing', '', /JWT_SECRET is required in production/],
      ['shorter than 32 characters', 'only-twenty-chars-00', /JWT_SECRET is too short/],
      ['a placeholder', 'change-me-to-a-long-random-string-please', /JWT_SECRET is a placeholder/],
      ['one repeated character', 'a'.repeat(40), /JWT_SECRET is a placeholder/],
    ])('refuses to start when JWT_SECRET is %s, naming the variable', async (_why, secret, message) => {
      const error = await refusedStart({ NODE_ENV: 'production', JWT_SECRET: secret });
      expect(error).toBeInstanceOf(Error);
      expect((error as Error).message).toMatch(message);
    });

    it('refuses to start without MFA_ENCRYPTION_KEY, saying how to make one', async () => {
      const extraEnv = { NODE_ENV: 'production', JWT_SECRET: STRONG_SECRET, MFA_ENCRYPTION_KEY: '' };
      expect(await refusedStart(extraEnv)).toEqual(
        expect.objectContaining({
          message: expect.stringMatching(/MFA_ENCRYPTION_KEY is required in production.*openssl rand/),
        }),
      );
    });

    it('refuses an admin password shorter than 12 characters', async () => {
      const extraEnv = { NODE_ENV: 'production', JWT_SECRET: STRONG_SECRET, ADMIN_PASSWORD: 'short-pass' };
      expect(await refusedStart(extraEnv)).toEqual(
        expect.objectContaining({ message: expect.stringMatching(/ADMIN_PASSWORD is too short/) }),
      );
    });

    it('refuses to start with no admin account and no ADMIN_USERNAME / ADMIN_PASSWORD', async () => {
      const extraEnv = {
        NODE_ENV: 'production',
        JWT_SECRET: STRONG_SECRET,
        ADMIN_USERNAME: '',
        ADMIN_PASSWORD: '',
      };
      expect(await refusedStart(extraEnv)).toEqual(
        expect.objectContaining({ message: expect.stringMatching(/set ADMIN_USERNAME and ADMIN_PASSWORD/) }),
      );
    });

    it('starts with a strong secret and logs the first admin in', async () => {
      const api = await startApiApp('sqlite', {
        extraEnv: { NODE_ENV: 'production', JWT_SECRET: STRONG_SECRET },
      });
      try {
        await expect(api.adminToken()).resolves.toEqual(expect.any(String));
      } finally {
        await api.close();
      }
    });

    it('does not publish the API documentation, which maps every admin route', async () => {
      const api = await startApiApp('sqlite', {
        extraEnv: { NODE_ENV: 'production', JWT_SECRET: STRONG_SECRET },
      });
      try {
        await api.request().get('/api/docs').expect(404);
        await api.request().get('/api/docs/json').expect(404);
      } finally {
        await api.close();
      }
    });
  });

  it('keeps the SQLite database and its WAL readable by the server’s user only', async () => {
    const api = await startApiApp('sqlite');
    try {
      await api.adminToken();
      for (const file of [api.env.SQLITE_PATH, `${api.env.SQLITE_PATH}-wal`]) {
        expect({ file, groupOrOthers: statSync(file).mode & 0o077 }).toEqual({ file, groupOrOthers: 0 });
      }
    } finally {
      await api.close();
    }
  });

  it('publishes the API documentation outside production', async () => {
    const api = await startApiApp('sqlite');
    try {
      await api.request().get('/api/docs/json').expect(200);
    } finally {
      await api.close();
    }
  });

  it('refuses a session lifetime longer than 8 hours', async () => {
    expect(await refusedStart({ JWT_EXPIRES_IN: '9h' })).toEqual(
      expect.objectContaining({
        message: expect.stringMatching(/JWT_EXPIRES_IN must be between 1 minute and 8 hours/),
      }),
    );
  });

  it.each(['1h', '-5'])('refuses UPLOADS_SWEEP_GRACE_SECONDS=%s, naming the variable', async (value) => {
    expect(await refusedStart({ UPLOADS_SWEEP_GRACE_SECONDS: value })).toEqual(
      expect.objectContaining({ message: expect.stringMatching(/UPLOADS_SWEEP_GRACE_SECONDS/) }),
    );
  });

  it('uses a shorter session lifetime when configured', async () => {
    const api = await startApiApp('sqlite', { extraEnv: { JWT_EXPIRES_IN: '30m' } });
    try {
      const response = await api
        .request()
        .post('/api/admin/login')
        .send({ username: TEST_ADMIN_USERNAME, password: TEST_ADMIN_PASSWORD })
        .expect(200);
      expect(response.body.data.expiresIn).toBe(1800);
    } finally {
      await api.close();
    }
  });

  it('outside production without JWT_SECRET or ADMIN_*, creates "admin" with a random password, hands its notice out once, and that login works', async () => {
    const api = await startApiApp('sqlite', {
      extraEnv: { NODE_ENV: 'development', JWT_SECRET: '', ADMIN_USERNAME: '', ADMIN_PASSWORD: '' },
    });
    try {
      // What main.ts prints once the server listens (test/ops/first-start runs the real start).
      const notice = api.app.get(FirstAdminSeeder).takeGeneratedLoginNotice() ?? '';
      const match = /Username: admin\n\s*Password: (\S+)/.exec(notice);
      expect(match).not.toBeNull();
      expect(api.app.get(FirstAdminSeeder).takeGeneratedLoginNotice()).toBeNull();
      const response = await api
        .request()
        .post('/api/admin/login')
        .send({ username: 'admin', password: match![1] })
        .expect(200);
      await api
        .request()
        .get('/api/admin/me')
        .set('Authorization', `Bearer ${response.body.data.token}`)
        .expect(200, {
          success: true,
          data: { id: 1, username: 'admin', role: 'owner', mfaEnabled: false, pending: null, language: 'en' },
        });
    } finally {
      await api.close();
    }
  });
  it.each([
    ['SMTP_URL', { SMTP_URL: 'http://mail.example.com', MAIL_FROM: 'no-reply@example.com' }],
    ['MAIL_FROM', { SMTP_URL: 'smtp://mail.example.com:587' }],
    ['MAIL_POLL_INTERVAL_MS', { MAIL_POLL_INTERVAL_MS: 'often' }],
  ])('refuses to start with a bad mail setting, naming %s', async (name, extraEnv) => {
    const error = await refusedStart(extraEnv);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toContain(name);
  });
});

describe('TRUST_PROXY naming a proxy by host name (the compose service `proxy`)', () => {
  it('believes X-Forwarded-For from the addresses the name resolves to, in the audit trail', async () => {
    // localhost resolves to this test's own client address.
    const api = await startApiApp('sqlite', { extraEnv: { TRUST_PROXY: 'localhost' } });
    try {
      // The name is looked up in the background at start: ask until the address is believed.
      let recorded: string | null | undefined;
      for (let attempt = 0; attempt < 50 && recorded !== '198.51.100.23'; attempt += 1) {
        const token = (
          await api
            .request()
            .post('/api/admin/login')
            .set('X-Forwarded-For', '198.51.100.23')
            .send({ username: TEST_ADMIN_USERNAME, password: TEST_ADMIN_PASSWORD })
            .expect(200)
        ).body.data.token as string;
        const trail = await api
          .request()
          .get('/api/admin/audit?action=sign-in&pageSize=1')
          .set('Authorization', `Bearer ${token}`)
          .expect(200);
        recorded = (trail.body.data as { address: string | null }[])[0]?.address;
      }
      expect(recorded).toBe('198.51.100.23');
    } finally {
      await api.close();
    }
  });
});
