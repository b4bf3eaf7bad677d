import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Repository, type EntityManager } from 'typeorm';
import { ConflictError, InvalidInputError, NotFoundError } from '../platform/common/errors/app-error';
import {
  MESSAGE_CODES,
  ADMIN_PASSWORD_MIN_LENGTH,
  canonicalUsername,
  isValidUsername,
  DEFAULT_LANGUAGE,
  type Language,
  type AdminAccount,
  type AdminAccountChange,
  type AdminRole,
  type NewAdminAccount,
} from '@uaq/contract';
import { AdminUser } from './admin-user.entity';
import { generatePassword, PasswordHasher } from './password-hasher';

const MIN_ADMIN_PASSWORD_LENGTH = ADMIN_PASSWORD_MIN_LENGTH;

function toAdminAccount(admin: AdminUser): AdminAccount {
  return {
    id: admin.id,
    username: admin.username,
    role: admin.role,
    disabled: admin.disabled,
    mfaEnabled: admin.mfaEnabled,
    mustChangePassword: admin.mustChangePassword,
    createdAt: admin.createdAt.toISOString(),
    email: admin.email,
  };
}

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

  /** The account a canonical username names, if any (for the audit trail of a failed sign-in). */
  findByCanonicalName(name: string): Promise<AdminUser | null> {
    return isValidUsername(name) ? this.adminUsers.findOneBy({ username: name }) : Promise.resolve(null);
  }

  /**
   * The enabled accounts among `ids` (interviewers are picked from these); through `manager`
   * inside a transaction.
   */
  enabledByIds(ids: number[], manager: EntityManager = this.adminUsers.manager): Promise<AdminUser[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return manager.find(AdminUser, { where: { id: In(ids), disabled: false }, order: { username: 'ASC' } });
  }

  /** A member's own choice of interface language (their e-mails follow it too). */
  async setLanguage(id: number, language: Language): Promise<AdminUser> {
    await this.adminUsers.update({ id }, { language });
    const admin = await this.adminUsers.findOneBy({ id });
    if (!admin) throw new NotFoundError(MESSAGE_CODES.team.accountNotFound);
    return admin;
  }

  /**
   * The language to write to `address` in: the team member whose account has that e-mail address
   * (HR's shared mailboxes are often one member's), else English. Read through the caller's
   * transaction (`manager`) when it has one: the team is a handful of accounts.
   */
  async languageOfAddress(address: string, manager?: EntityManager): Promise<Language> {
    const repository = manager ? manager.getRepository(AdminUser) : this.adminUsers;
    const wanted = address.trim().toLowerCase();
    const members = await repository.find({
      select: { email: true, language: true },
      where: { disabled: false },
    });
    return (
      members.find((member) => member.email?.trim().toLowerCase() === wanted)?.language ?? DEFAULT_LANGUAGE
    );
  }

  /** Every enabled account, by name: the people HR may pick as interviewers. */
  enabled(): Promise<AdminUser[]> {
    return this.adminUsers.find({ where: { disabled: false }, order: { username: 'ASC' } });
  }

  async list(): Promise<AdminAccount[]> {
    const admins = await this.adminUsers.find({ order: { username: 'ASC' } });
    return admins.map(toAdminAccount);
  }

  /**
   * The enabled admin whose password matches, or null; takes about as long whether the username
   * exists or not. Only canonical usernames are looked up.
   */
  async verifyCredentials(username: string, password: string): Promise<AdminUser | null> {
    const name = canonicalUsername(username);
    const admin = isValidUsername(name) ? await this.adminUsers.findOneBy({ username: name }) : null;
    if (!admin) return this.passwords.verifyAgainstDummy(password).then(() => null);
    const matches = await this.passwords.verify(admin.passwordHash, password);
    return matches && !admin.disabled ? admin : null;
  }

  /**
   * `minimumLength` is lower only for ADMIN_PASSWORD outside production (a developer's own choice).
   * The first admin, and admins made with the CLI, are owners.
   */
  async create(
    username: string,
    password: string,
    minimumLength = MIN_ADMIN_PASSWORD_LENGTH,
    options: { role?: AdminRole; mustChangePassword?: boolean } = {},
  ): Promise<AdminUser> {
    const name = canonicalUsername(username);
    if (!isValidUsername(name)) {
      throw new InvalidInputError(MESSAGE_CODES.account.usernameRule, {
        username: MESSAGE_CODES.account.usernameRule,
      });
    }
    this.assertPasswordStrength(password, minimumLength);
    if (await this.adminUsers.existsBy({ username: name })) {
      throw new ConflictError(MESSAGE_CODES.team.usernameTaken);
    }
    const admin = this.adminUsers.create({
      username: name,
      passwordHash: await this.passwords.hash(password),
      role: options.role ?? 'owner',
      mustChangePassword: options.mustChangePassword ?? false,
    });
    try {
      return await this.adminUsers.save(admin);
    } catch (error) {
      // Two owners adding the same name at once: the unique index refused the second.
      if (await this.adminUsers.existsBy({ username: name }))
        throw new ConflictError(MESSAGE_CODES.team.usernameTaken);
      throw error;
    }
  }

  /** An owner adds an account: it gets a one-time password it must replace at first sign-in. */
  async createWithOneTimePassword(username: string, role: AdminRole): Promise<NewAdminAccount> {
    const oneTimePassword = generatePassword();
    const admin = await this.create(username, oneTimePassword, MIN_ADMIN_PASSWORD_LENGTH, {
      role,
      mustChangePassword: true,
    });
    return { account: toAdminAccount(admin), oneTimePassword };
  }

  /**
   * Changes an account's role or disables it. Never leaves the site without an enabled owner: the
   * check and the change are one conditional UPDATE, so two owners demoting each other at the same
   * moment cannot both succeed.
   */
  async update(id: number, change: AdminAccountChange): Promise<AdminAccount> {
    const admin = await this.adminUsers.findOneBy({ id });
    if (!admin) throw new NotFoundError(MESSAGE_CODES.team.accountNotFound);
    const role = change.role ?? admin.role;
    const disabled = change.disabled ?? admin.disabled;
    const email = change.email === undefined ? admin.email : change.email || null;
    const losesOwner = admin.role === 'owner' && !admin.disabled && (role !== 'owner' || disabled);
    // Disabling ends the account's sessions at once (the guard also checks the flag).
    const sessionVersion = disabled && !admin.disabled ? admin.sessionVersion + 1 : admin.sessionVersion;
    const query = this.adminUsers
      .createQueryBuilder()
      .update(AdminUser)
      .set({ role, disabled, sessionVersion, email })
      .where('id = :id', { id });
    if (losesOwner) {
      // A derived table: MySQL refuses a subquery on the table being updated, but not on a copy of it.
      query.andWhere(
        '(SELECT COUNT(*) FROM (SELECT id FROM admin_users WHERE role = :owner AND disabled = :no AND id <> :id) AS other_owners) > 0',
        { owner: 'owner', no: false, id },
      );
    }
    const result = await query.execute();
    if (losesOwner && !result.affected) throw new ConflictError(MESSAGE_CODES.team.lastOwner);
    const updated = await this.adminUsers.findOneByOrFail({ id });
    return toAdminAccount(updated);
  }

  /**
   * An admin sets a new password (also ending a one-time password). Ends every session of the
   * account: the caller gets a fresh token for the session it is in.
   */
  async changePassword(id: number, currentPassword: string, newPassword: string): Promise<AdminUser> {
    const admin = await this.adminUsers.findOneBy({ id });
    if (!admin) throw new NotFoundError(MESSAGE_CODES.team.accountNotFound);
    if (!(await this.passwords.verify(admin.passwordHash, currentPassword))) {
      throw new InvalidInputError(MESSAGE_CODES.team.wrongCurrentPassword, {
        currentPassword: MESSAGE_CODES.team.wrongCurrentPassword,
      });
    }
    if (newPassword.length < MIN_ADMIN_PASSWORD_LENGTH) {
      throw new InvalidInputError(MESSAGE_CODES.team.passwordTooShort, {
        newPassword: MESSAGE_CODES.team.passwordTooShort,
      });
    }
    if (newPassword === currentPassword) {
      throw new InvalidInputError(MESSAGE_CODES.team.passwordUnchanged, {
        newPassword: MESSAGE_CODES.team.passwordUnchanged,
      });
    }
    admin.passwordHash = await this.passwords.hash(newPassword);
    admin.mustChangePassword = false;
    return this.bumpSessionVersion(admin);
  }

  /** Recovery (CLI): a new password; ends the account's sessions and download links. */
  async resetPassword(username: string, password: string): Promise<AdminUser> {
    const admin = await this.findByUsername(username);
    this.assertPasswordStrength(password, MIN_ADMIN_PASSWORD_LENGTH);
    admin.passwordHash = await this.passwords.hash(password);
    return this.bumpSessionVersion(admin);
  }

  /** Recovery (CLI): turns the second factor off, for an admin who lost the authenticator. */
  async disableMfa(username: string): Promise<AdminUser> {
    const admin = await this.findByUsername(username);
    Object.assign(admin, { mfaEnabled: false, mfaSecret: null, mfaLastStep: null, mfaRecoveryCodes: null });
    return this.bumpSessionVersion(admin);
  }

  /** Ends every session (and download link) of the account: sign-out, password change, disabling. */
  async endSessions(id: number): Promise<void> {
    await this.adminUsers.increment({ id }, 'sessionVersion', 1);
  }

  private async bumpSessionVersion(admin: AdminUser): Promise<AdminUser> {
    admin.sessionVersion += 1;
    return this.adminUsers.save(admin);
  }

  private async findByUsername(username: string): Promise<AdminUser> {
    const name = canonicalUsername(username);
    const admin = await this.adminUsers.findOneBy({ username: name });
    if (!admin) throw new NotFoundError({ code: MESSAGE_CODES.account.noAdminNamed, params: { name } });
    return admin;
  }

  private assertPasswordStrength(password: string, minimumLength: number): void {
    if (password.length < minimumLength) {
      throw new InvalidInputError({
        code: MESSAGE_CODES.account.passwordShorterThan,
        params: { minimum: String(minimumLength) },
      });
    }
  }
}
