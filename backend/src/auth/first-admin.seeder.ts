import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { authConfig, type AuthConfig } from '../config/auth.config';
import { AdminUsersService } from './admin-users.service';
import { generatePassword } from './password-hasher';

/** Makes sure someone can log in on a fresh database. */
@Injectable()
export class FirstAdminSeeder implements OnApplicationBootstrap {
  private readonly logger = new Logger(FirstAdminSeeder.name);

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
      // Printed once, on stdout only, so a newcomer can log in; never logged anywhere else.
      console.info(
        `\nFirst admin account created.\n  Username: ${username}\n  Password: ${password}\n` +
          `  (shown once; change it with: npm run admin -- reset-password ${username})\n`,
      );
    }
  }
}
