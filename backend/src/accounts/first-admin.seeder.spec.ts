import type { AuthConfig } from '../platform/config/auth.config';
import type { AdminUsersService } from './admin-users.service';
import { FirstAdminSeeder } from './first-admin.seeder';

function seederWith(config: Partial<AuthConfig>, existingAdmins = 0) {
  const adminUsers = { count: jest.fn(async () => existingAdmins), create: jest.fn(async () => ({})) };
  const seeder = new FirstAdminSeeder(
    adminUsers as unknown as AdminUsersService,
    {
      initialAdmin: null,
      isProduction: false,
      ...config,
    } as AuthConfig,
  );
  return { seeder, adminUsers };
}

describe('FirstAdminSeeder', () => {
  it('does nothing when an admin exists', async () => {
    const { seeder, adminUsers } = seederWith({ isProduction: true }, 1);
    await seeder.onApplicationBootstrap();
    expect(adminUsers.create).not.toHaveBeenCalled();
  });

  it('creates the configured admin without printing its password', async () => {
    const { seeder, adminUsers } = seederWith({
      initialAdmin: { username: 'boss', password: 'configured-secret' },
    });
    await seeder.onApplicationBootstrap();
    expect(adminUsers.create).toHaveBeenCalledWith('boss', 'configured-secret', 1);
    expect(seeder.takeGeneratedLoginNotice()).toBeNull();
  });

  it('outside production, creates "admin" with a random password and hands its notice out once', async () => {
    const { seeder, adminUsers } = seederWith({});
    await seeder.onApplicationBootstrap();
    const [[username, password]] = adminUsers.create.mock.calls as unknown as [string, string][];
    expect(username).toBe('admin');
    expect(password.length).toBeGreaterThanOrEqual(20);
    const notice = seeder.takeGeneratedLoginNotice();
    expect(notice).toContain('Username: admin');
    expect(notice).toContain(`Password: ${password}`);
    expect(seeder.takeGeneratedLoginNotice()).toBeNull();
  });

  it('in production without ADMIN_* refuses to start', async () => {
    const { seeder } = seederWith({ isProduction: true });
    await expect(seeder.onApplicationBootstrap()).rejects.toThrow(/ADMIN_USERNAME and ADMIN_PASSWORD/);
  });
});
