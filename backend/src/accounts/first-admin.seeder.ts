import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { authConfig, type AuthConfig } from '../platform/config/auth.config';
import { AdminUsersService } from './admin-users.service';
import { generatePassword } from './password-hasher';

/** Makes sure someone can log in on a fresh database. */
@Injectable()
export class FirstAdminSeeder implements OnApplicationBootstrap {
  private readonly logger = new Logger(FirstAdminSeeder.name);
  /** A login made up on this start, for main.ts to print once; never logged anywhere. */
  private generatedLogin: { username: string; password: string } | null = null;

  constructor(
    private readonly adminUsers: AdminUsersService,
    @Inject(authConfig.KEY) private readonly config: AuthConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if ((await this.adminUsers.count()) > 0) return;
    const configured = this.config.initialAdmin;
    if (!configured && this.config.isProduction) {
      throw new Error(
        'No admin account exists: set ADMIN_USERNAME and ADMIN_PASSWORD to create the first one on start-up.',
      );
    }
    const username = configured?.username ?? 'admin';
    const password = configured?.password ?? generatePassword();
    try {
      // Outside production a developer may choose any ADMIN_PASSWORD; production checked its length already.
      await this.adminUsers.create(username, password, 1);
    } catch (error) {
      // Another replica starting at the same moment may have created it first.
      if ((await this.adminUsers.count()) > 0) return;
      throw error;
    }
    if (configured) {
      this.logger.log(`Created the first admin account "${username}" from ADMIN_USERNAME.`);
    } else {
      this.generatedLogin = { username, password };
    }
  }

  /**
   * The notice of a login generated on this start (null otherwise), handed out once: main.ts prints
   * it on stdout after the start-up logs, so it stays on a newcomer's screen.
   */
  takeGeneratedLoginNotice(): string | null {
    const login = this.generatedLogin;
    this.generatedLogin = null;
    if (!login) return null;
    return (
      `\nFirst admin account created.\n  Username: ${login.username}\n  Password: ${login.password}\n` +
      `  (shown once; change it with: npm run admin -- reset-password ${login.username})\n`
    );
  }
}
