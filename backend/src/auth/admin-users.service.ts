import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { ConflictError, InvalidInputError, NotFoundError } from '../common/errors/app-error';
import { AdminUser } from './admin-user.entity';
import { ADMIN_USERNAME_RULES } from '../contract/api-contract';
import { PasswordHasher } from './password-hasher';
import { canonicalUsername, isValidUsername } from './username';

export const MIN_ADMIN_PASSWORD_LENGTH = 12;

@Injectable()
export class AdminUsersService {
  constructor(
    @InjectRepository(AdminUser) private readonly adminUsers: Repository<AdminUser>,
    private readonly passwords: PasswordHasher,
  ) {}

  count(): Promise<number> {
    return this.adminUsers.count();
  }

  findById(id: number): Promise<AdminUser | null> {
    return this.adminUsers.findOneBy({ id });
  }

  /** The admin whose password matches, or null; takes about as long whether the username exists or not. */
  async verifyCredentials(username: string, password: string): Promise<AdminUser | null> {
    const name = canonicalUsername(username);
    const admin = isValidUsername(name) ? await this.adminUsers.findOneBy({ username: name }) : null;
    if (!admin) return this.passwords.verifyAgainstDummy(password).then(() => null);
    return (await this.passwords.verify(admin.passwordHash, password)) ? admin : null;
  }

  /** `minimumLength` is lower only for ADMIN_PASSWORD outside production (a developer's own choice). */
  async create(
    username: string,
    password: string,
    minimumLength = MIN_ADMIN_PASSWORD_LENGTH,
  ): Promise<AdminUser> {
    const name = canonicalUsername(username);
    if (!isValidUsername(name)) throw new InvalidInputError(ADMIN_USERNAME_RULES.message);
    this.assertPasswordStrength(password, minimumLength);
    if (await this.adminUsers.existsBy({ username: name })) {
      throw new ConflictError(`An admin named "${name}" already exists.`);
    }
    const admin = this.adminUsers.create({
      username: name,
      passwordHash: await this.passwords.hash(password),
    });
    return this.adminUsers.save(admin);
  }

  async resetPassword(username: string, password: string): Promise<AdminUser> {
    const name = canonicalUsername(username);
    const admin = await this.adminUsers.findOneBy({ username: name });
    if (!admin) throw new NotFoundError(`No admin named "${name}" exists.`);
    this.assertPasswordStrength(password, MIN_ADMIN_PASSWORD_LENGTH);
    admin.passwordHash = await this.passwords.hash(password);
    return this.adminUsers.save(admin);
  }

  private assertPasswordStrength(password: string, minimumLength: number): void {
    if (password.length < minimumLength) {
      throw new InvalidInputError(`Passwords must have at least ${minimumLength} characters.`);
    }
  }
}
