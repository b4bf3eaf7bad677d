import { Test } from '@nestjs/testing';
import { getRepositoryToken } from '@nestjs/typeorm';
import { ConflictError, InvalidInputError, NotFoundError } from '../platform/common/errors/app-error';
import { AdminUser } from './admin-user.entity';
import { AdminUsersService } from './admin-users.service';
import { PasswordHasher } from './password-hasher';

/** An in-memory stand-in for the admin_users repository. */
function repositoryStub() {
  const rows: AdminUser[] = [];
  return {
    rows,
    count: jest.fn(async () => rows.length),
    findOneBy: jest.fn(
      async (where: Partial<AdminUser>) =>
        rows.find((row) =>
          Object.entries(where).every(([key, value]) => row[key as keyof AdminUser] === value),
        ) ?? null,
    ),
    existsBy: jest.fn(async (where: Partial<AdminUser>) =>
      rows.some((row) => row.username === where.username),
    ),
    create: jest.fn((fields: Partial<AdminUser>) => Object.assign(new AdminUser(), fields)),
    save: jest.fn(async (admin: AdminUser) => {
      if (!admin.id) {
        admin.id = rows.length + 1;
        rows.push(admin);
      }
      return admin;
    }),
  };
}

describe('AdminUsersService', () => {
  let service: AdminUsersService;
  let repository: ReturnType<typeof repositoryStub>;
  let hasher: PasswordHasher;

  beforeEach(async () => {
    repository = repositoryStub();
    const moduleRef = await Test.createTestingModule({
      providers: [
        AdminUsersService,
        PasswordHasher,
        { provide: getRepositoryToken(AdminUser), useValue: repository },
      ],
    }).compile();
    service = moduleRef.get(AdminUsersService);
    hasher = moduleRef.get(PasswordHasher);
  });

  it('stores a lower-case username and an argon2id hash, never the password', async () => {
    const admin = await service.create('  Office.Manager ', 'a-long-enough-password');
    expect(admin.username).toBe('office.manager');
    expect(admin.passwordHash).toMatch(/^\$argon2id\$/);
    expect(admin.passwordHash).not.toContain('a-long-enough-password');
  });

  it('refuses a duplicate username whatever its case, a short password and odd characters', async () => {
    await service.create('boss', 'a-long-enough-password');
    await expect(service.create('BOSS', 'a-long-enough-password')).rejects.toBeInstanceOf(ConflictError);
    await expect(service.create('other', 'short')).rejects.toBeInstanceOf(InvalidInputError);
    await expect(service.create('two words', 'a-long-enough-password')).rejects.toBeInstanceOf(
      InvalidInputError,
    );
  });

  it('verifies credentials, and spends a hash check on unknown usernames too', async () => {
    await service.create('boss', 'a-long-enough-password');
    const dummy = jest.spyOn(hasher, 'verifyAgainstDummy');
    await expect(service.verifyCredentials('Boss', 'a-long-enough-password')).resolves.toMatchObject({
      username: 'boss',
    });
    await expect(service.verifyCredentials('boss', 'wrong-password-here')).resolves.toBeNull();
    expect(dummy).not.toHaveBeenCalled();
    await expect(service.verifyCredentials('ghost', 'a-long-enough-password')).resolves.toBeNull();
    expect(dummy).toHaveBeenCalledTimes(1);
  });

  it('resets a password: the old one stops working', async () => {
    await service.create('boss', 'a-long-enough-password');
    await service.resetPassword('boss', 'another-long-password');
    await expect(service.verifyCredentials('boss', 'a-long-enough-password')).resolves.toBeNull();
    await expect(service.verifyCredentials('boss', 'another-long-password')).resolves.not.toBeNull();
    await expect(service.resetPassword('ghost', 'another-long-password')).rejects.toBeInstanceOf(
      NotFoundError,
    );
  });
});
