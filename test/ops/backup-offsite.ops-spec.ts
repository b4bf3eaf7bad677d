import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startS3TestServer, type S3TestServer } from '../support/s3-test-server';
import {
  makeTempDir,
  productionEnv,
  REPO_ROOT,
  startBuiltServer,
  type BuiltServer,
} from './support/built-server';
import { applyWithResume, createJob, getJson, logIn, OPS_APPLICANT } from './support/site-client';

/** Runs a command with exactly `env` (plus PATH and HOME); resolves its exit code and output. */
function run(
  command: string,
  args: string[],
  env: Record<string, string>,
  input?: Buffer,
): Promise<{ code: number; stdout: Buffer; output: string }> {
  return new Promise((done) => {
    const child = execFile(
      command,
      args,
      {
        cwd: REPO_ROOT,
        env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env },
        encoding: 'buffer',
        maxBuffer: 256 * 1024 * 1024,
        timeout: 300_000,
      },
      (error, stdout, stderr) =>
        done({
          code: error ? Number(error.code ?? 1) : 0,
          stdout,
          output: stdout.toString('utf8') + stderr.toString('utf8'),
        }),
    );
    child.stdin?.end(input);
  });
}

const DAY_MS = 24 * 3600 * 1000;

/**
 * docs/operating.md, "Backups that survive the host": docker/backup-offsite.sh as the systemd timer runs it on
 * an npm install (APP_EXEC empty): a backup, encrypted on the host to a public key whose private
 * half is elsewhere, put in a bucket (s3rver here), old local backups pruned. Then the host is
 * "lost": the copy is fetched, decrypted with the private key and restored.
 */
describe('scheduled backup with an encrypted copy off the machine (docker/backup-offsite.sh)', () => {
  const temp = makeTempDir('ops-offsite');
  const backups = join(temp.dir, 'backups');
  const env = productionEnv(join(temp.dir, 'data'), { BACKUP_DIR: backups });
  /** The operator's key ring, kept off the machine: holds the private key. */
  const operatorKeys = join(temp.dir, 'operator-gnupg');
  /** The host's: empty, it encrypts with the public key file alone. */
  const hostKeys = join(temp.dir, 'host-gnupg');
  const publicKey = join(temp.dir, 'backups-public-key.asc');
  let bucket: S3TestServer;
  let server: BuiltServer | null = null;

  beforeAll(async () => {
    for (const dir of [operatorKeys, hostKeys]) mkdirSync(dir, { mode: 0o700 });
    const gpg = (args: string[]) =>
      run('gpg', ['--batch', '--no-tty', '--pinentry-mode', 'loopback', ...args], {
        GNUPGHOME: operatorKeys,
      });
    const made = await gpg([
      '--passphrase',
      '',
      '--quick-gen-key',
      'Site backups <backups@example.ae>',
      'ed25519',
      'cert',
      'never',
    ]);
    expect(made.code).toBe(0);
    const fingerprint = /^fpr:+([0-9A-F]{40}):/m.exec(
      (await gpg(['--with-colons', '--list-keys'])).output,
    )?.[1];
    expect(fingerprint).toBeDefined();
    expect(
      (await gpg(['--passphrase', '', '--quick-add-key', fingerprint!, 'cv25519', 'encr', 'never'])).code,
    ).toBe(0);
    const exported = await gpg(['--armor', '--export', fingerprint!]);
    writeFileSync(publicKey, exported.stdout);
    bucket = await startS3TestServer('offsite-backups');
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    await bucket?.close();
    temp.remove();
  });

  it('backs up, encrypts to the public key, sends the copy to the bucket, prunes old backups; the copy restores on another machine', async () => {
    server = await startBuiltServer(env);
    const token = await logIn(server.baseUrl);
    const job = await createJob(server.baseUrl, token);
    const application = await applyWithResume(server.baseUrl, job.id);
    // A backup from three weeks ago, and one from yesterday: only the old one goes.
    const old = join(backups, 'backup-20261101T013000Z');
    const recent = join(backups, 'backup-20261127T013000Z');
    for (const [folder, age] of [
      [old, 21 * DAY_MS],
      [recent, DAY_MS],
    ] as const) {
      mkdirSync(folder, { recursive: true });
      writeFileSync(join(folder, 'manifest.json'), '{}');
      const then = new Date(Date.now() - age);
      utimesSync(folder, then, then);
    }

    const scheduled = await run('bash', [join(REPO_ROOT, 'docker', 'backup-offsite.sh')], {
      ...env,
      GNUPGHOME: hostKeys,
      APP_EXEC: '',
      BACKUP_KEEP_DAYS: '14',
      BACKUP_GPG_RECIPIENT_FILE: publicKey,
      OFFSITE_S3_URL: `${bucket.endpoint}/${bucket.bucket}/site-backups`,
      OFFSITE_S3_REGION: 'us-east-1',
      OFFSITE_S3_ACCESS_KEY_ID: 'S3RVER',
      OFFSITE_S3_SECRET_ACCESS_KEY: 'S3RVER',
    });
    expect(scheduled).toMatchObject({ code: 0 });
    const name = /Backup (backup-\d{8}T\d{6}Z): encrypted copy/.exec(scheduled.output)?.[1];
    expect(name).toBeDefined();
    expect(await bucket.keys()).toEqual([`site-backups/${name}.tar.gpg`]);
    expect(existsSync(old)).toBe(false);
    expect(existsSync(recent)).toBe(true);
    expect(existsSync(join(backups, name!, 'uploads.tar.gz'))).toBe(true);
    // The metric's marker, written once the copy is off the machine.
    expect(statSync(join(backups, 'offsite-last-success')).mtimeMs).toBeGreaterThan(Date.now() - 600_000);

    // The copy is unreadable without the private key: no applicant data in clear.
    const copy = await bucket.get(`site-backups/${name}.tar.gpg`);
    expect(copy.includes(Buffer.from(OPS_APPLICANT.lastName))).toBe(false);
    const withoutKey = await run('gpg', ['--batch', '--decrypt'], { GNUPGHOME: hostKeys }, copy);
    expect(withoutKey.code).not.toBe(0);

    // The host is lost: on a new machine, the copy is decrypted with the operator's key and restored.
    await server.stop();
    server = null;
    const elsewhere = join(temp.dir, 'new-machine');
    const restoredEnv = productionEnv(join(elsewhere, 'data'), { BACKUP_DIR: join(elsewhere, 'backups') });
    mkdirSync(join(elsewhere, 'backups'), { recursive: true });
    const decrypted = await run('gpg', ['--batch', '--decrypt'], { GNUPGHOME: operatorKeys }, copy);
    expect(decrypted.code).toBe(0);
    const unpacked = await run('tar', ['-x', '-C', join(elsewhere, 'backups')], {}, decrypted.stdout);
    expect(unpacked.code).toBe(0);
    expect(readdirSync(join(elsewhere, 'backups'))).toEqual([name]);
    const restore = await run(
      'bash',
      [join(REPO_ROOT, 'docker', 'restore.sh'), join(elsewhere, 'backups', name!), '--yes'],
      restoredEnv,
    );
    expect(restore).toMatchObject({ code: 0, output: expect.stringContaining('Restore complete') });
    server = await startBuiltServer(restoredEnv);
    const restored = await getJson(
      `${server.baseUrl}/api/admin/job-applications/${application.id}`,
      await logIn(server.baseUrl),
    );
    expect(restored.status).toBe(200);
  }, 600_000);
});
