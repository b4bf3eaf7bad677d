import 'reflect-metadata';
import { Module, type INestApplicationContext } from '@nestjs/common';
import { ConfigModule } from '@nestjs/config';
import { NestFactory } from '@nestjs/core';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AppModule } from '../app.module';
import { appConfig } from '../platform/config/app.config';
import { databaseConfig } from '../platform/config/database.config';
import { mfaKeyConfig } from '../platform/config/mfa-key.config';
import { DatabaseModule } from '../platform/database/database.module';
import { LoggingModule } from '../platform/logging/logging.module';
import { RetentionRunService } from '../retention/retention-run.service';
import { AdminUser } from '../accounts/admin-user.entity';
import { AdminUsersService } from '../accounts/admin-users.service';
import { MfaService } from '../accounts/mfa.service';
import { mfaSecretCipherProvider } from '../accounts/mfa-secret-cipher';
import { generatePassword, PasswordHasher } from '../accounts/password-hasher';

const USAGE = `Usage:
  npm run admin -- create <username>           create another admin (an owner)
  npm run admin -- reset-password <username>   set a new password (ends the admin's sessions)
  npm run admin -- disable-mfa <username>      turn two-factor sign-in off (a lost authenticator)
  npm run admin -- rotate-mfa-key              re-encrypt two-factor secrets with MFA_ENCRYPTION_KEY
                                               and say whether the previous keys may be removed
  npm run admin -- retention --dry-run         show what the retention run would mark and purge now
  npm run admin -- retention --purge           run retention now (after restoring a backup, say)
The password is read from standard input when one is piped in (echo "..." | npm run admin -- ...),
otherwise a random one is generated and printed once.`;

const COMMANDS = ['create', 'reset-password', 'disable-mfa'];
/** Commands that name no admin. */
const ACCOUNT_FREE_COMMANDS = ['rotate-mfa-key', 'retention'];

/**
 * Only what managing admins needs: configuration, the log (the database module writes the
 * migrations' progress to it), the database and the admin users.
 */
@Module({
  imports: [
    ConfigModule.forRoot({
      isGlobal: true,
      ignoreEnvFile: true,
      load: [appConfig, databaseConfig, mfaKeyConfig],
    }),
    LoggingModule,
    DatabaseModule,
    TypeOrmModule.forFeature([AdminUser]),
  ],
  providers: [PasswordHasher, AdminUsersService, MfaService, mfaSecretCipherProvider],
})
class AdminCliModule {}

async function readPassword(): Promise<{ password: string; generated: boolean }> {
  if (process.stdin.isTTY) return { password: generatePassword(), generated: true };
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  const piped = Buffer.concat(chunks)
    .toString('utf8')
    .replace(/\r?\n$/, '');
  return piped ? { password: piped, generated: false } : { password: generatePassword(), generated: true };
}

async function run(command: string | undefined, username: string | undefined): Promise<void> {
  if (command === 'retention') return retention(username);
  if (command && ACCOUNT_FREE_COMMANDS.includes(command)) return rotateMfaKey();
  if (!command || !COMMANDS.includes(command) || !username) {
    console.error(USAGE);
    process.exitCode = 2;
    return;
  }
  const { password, generated } =
    command === 'disable-mfa' ? { password: '', generated: false } : await readPassword();
  await withApp(async (app) => {
    const adminUsers = app.get(AdminUsersService);
    if (command === 'disable-mfa') {
      const admin = await adminUsers.disableMfa(username);
      console.info(
        `Two-factor sign-in is off for "${admin.username}"; they can set it up again after signing in.`,
      );
      return;
    }
    const admin =
      command === 'create'
        ? await adminUsers.create(username, password)
        : await adminUsers.resetPassword(username, password);
    const done = command === 'create' ? 'Created admin' : 'Password changed for';
    console.info(`${done} "${admin.username}".`);
    if (generated) console.info(`Password: ${password}\n(shown once; keep it somewhere safe)`);
  });
}

/** Exits 1 while any secret still needs a key other than MFA_ENCRYPTION_KEY. */
async function rotateMfaKey(): Promise<void> {
  await withApp(async (app) => {
    const { reEncrypted, underCurrentKey, unreadable } = await app.get(MfaService).rotateKey();
    console.info(`Re-encrypted ${reEncrypted} two-factor secret(s) with the current MFA_ENCRYPTION_KEY.`);
    if (unreadable.length === 0) {
      console.info(
        `All ${underCurrentKey} two-factor secret(s) are under MFA_ENCRYPTION_KEY, none under an old key: MFA_ENCRYPTION_PREVIOUS_KEYS may be removed.`,
      );
      return;
    }
    console.error(
      `${unreadable.length} two-factor secret(s) are under a key that is neither MFA_ENCRYPTION_KEY nor in MFA_ENCRYPTION_PREVIOUS_KEYS (accounts: ${unreadable.join(', ')}).\n` +
        'Keep the old keys. Add the missing key to MFA_ENCRYPTION_PREVIOUS_KEYS and run this again, or turn two-factor sign-in off for those accounts: npm run admin -- disable-mfa <username>.',
    );
    process.exitCode = 1;
  });
}

/**
 * Retention needs every feature whose records it covers (their files, dependent rows): the whole
 * application without its HTTP server.
 */
async function retention(flag: string | undefined): Promise<void> {
  if (flag !== '--dry-run' && flag !== '--purge') {
    console.error(USAGE);
    process.exitCode = 2;
    return;
  }
  const app = await NestFactory.createApplicationContext(AppModule, {
    logger: false,
    abortOnError: false,
  });
  try {
    const runs = app.get(RetentionRunService);
    const started = performance.now();
    const summary = flag === '--dry-run' ? await runs.dryRun() : await runs.run('command');
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const [marked, purged] = summary.dryRun ? ['would be marked', 'would be purged'] : ['marked', 'purged'];
    console.info(
      summary.dryRun
        ? `Retention dry run at ${summary.at} (nothing was changed), ${seconds} s:`
        : `Retention run at ${summary.at}, ${seconds} s:`,
    );
    for (const [subject, label] of RETENTION_LABELS) {
      console.info(`  ${label}: ${summary.purged[subject]} ${purged}, ${summary.marked[subject]} ${marked}`);
    }
  } finally {
    await app.close();
  }
}

const RETENTION_LABELS = [
  ['application', 'applications'],
  ['enquiry', 'enquiries'],
  ['quote-request', 'quote requests'],
] as const;

async function withApp(work: (app: INestApplicationContext) => Promise<void>): Promise<void> {
  const app = await NestFactory.createApplicationContext(AdminCliModule, {
    logger: false,
    abortOnError: false,
  });
  try {
    await work(app);
  } finally {
    await app.close();
  }
}

// The command's own lines are what the operator reads: the application log (JSON on stdout) says
// only warnings and errors unless LOG_LEVEL asks for more.
process.env.LOG_LEVEL ||= 'warn';
run(process.argv[2], process.argv[3]).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
});
