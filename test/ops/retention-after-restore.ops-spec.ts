import { execFile } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { makeTempDir, productionEnv, REPO_ROOT, startBuiltServer } from './support/built-server';
import { applyWithResume, createJob, logIn, OPS_APPLICANT } from './support/site-client';

/** Runs a command as an operator types it, with only the app's settings in the environment. */
function run(
  command: string,
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number; output: string }> {
  return new Promise((done) => {
    execFile(
      command,
      args,
      { cwd: REPO_ROOT, env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env } },
      (error, stdout, stderr) => done({ code: error ? Number(error.code ?? 1) : 0, output: stdout + stderr }),
    );
  });
}

const DAY_MS = 24 * 3600 * 1000;
const databaseTime = (ms: number) => new Date(ms).toISOString().slice(0, 19).replace('T', ' ');

describe('retention with the admin command, and again after restoring a backup (docs/operating.md)', () => {
  const temp = makeTempDir('ops-retention');
  const env = productionEnv(join(temp.dir, 'data'));
  const backups = join(temp.dir, 'backups');
  afterAll(() => temp.remove());

  const retention = (flag: string) => run('npm', ['run', '--silent', 'admin', '--', 'retention', flag], env);
  /** What the database says, read as an operator's script would (the server is stopped). */
  const inDatabase = async <T>(sql: string, parameters: unknown[] = []): Promise<T[]> => {
    const db = await new DataSource({ type: 'better-sqlite3', database: env.SQLITE_PATH }).initialize();
    try {
      return (await db.query(sql, parameters)) as T[];
    } finally {
      await db.destroy();
    }
  };
  const resumes = () => readdirSync(env.UPLOADS_DIR).filter((name) => /\.(pdf|docx?)$/.test(name));
  const applications = () => inDatabase('SELECT id FROM job_applications');

  it('marks and purges with `npm run admin -- retention`; a restore does not bring the purged application back', async () => {
    const server = await startBuiltServer(env);
    try {
      const token = await logIn(server.baseUrl);
      await applyWithResume(server.baseUrl, (await createJob(server.baseUrl, token)).id);
    } finally {
      await server.stop();
    }
    expect(resumes()).toHaveLength(1);
    // The application's last activity was three years ago.
    const threeYearsAgo = databaseTime(Date.now() - 3 * 365 * DAY_MS);
    await inDatabase('UPDATE job_applications SET createdAt = ?', [threeYearsAgo]);
    await inDatabase('UPDATE application_status_changes SET changedAt = ?', [threeYearsAgo]);

    const dryRun = await retention('--dry-run');
    expect(dryRun).toMatchObject({ code: 0, output: expect.stringContaining('nothing was changed') });
    expect(dryRun.output).toContain('applications: 0 would be purged, 1 would be marked');
    expect(await inDatabase('SELECT * FROM retention_records')).toEqual([]);

    const marking = await retention('--purge');
    expect(marking).toMatchObject({
      code: 0,
      output: expect.stringContaining('applications: 0 purged, 1 marked'),
    });
    // The quarantine passes; a backup is taken, then the purge runs.
    await inDatabase('UPDATE retention_records SET purge_on = ?', [databaseTime(Date.now() - DAY_MS)]);
    const backup = await run('bash', [join(REPO_ROOT, 'docker', 'backup.sh'), backups], env);
    expect(backup).toMatchObject({ code: 0, output: expect.stringContaining('Backup written to') });
    const purge = await retention('--purge');
    expect(purge).toMatchObject({ code: 0, output: expect.stringContaining('applications: 1 purged') });
    expect(await applications()).toEqual([]);
    expect(resumes()).toEqual([]);

    // The backup holds the purged application, resume and all; the restore puts it back, then
    // erases it again from the record of erasures, which no backup holds.
    const [folder] = readdirSync(backups);
    const restore = await run(
      'bash',
      [join(REPO_ROOT, 'docker', 'restore.sh'), join(backups, folder!), '--yes'],
      env,
    );
    expect(restore).toMatchObject({ code: 0, output: expect.stringContaining('Restore complete') });
    expect(restore.output).toContain('1 application(s) erased again');
    expect(await applications()).toEqual([]);
    expect(resumes()).toEqual([]);

    // The purge docs/operating.md has operators run after a restore (for enquiries and quote requests,
    // which the record does not cover) finds no application left to purge.
    expect((await retention('--dry-run')).output).toContain('applications: 0 would be purged');
    const again = await retention('--purge');
    expect(again).toMatchObject({ code: 0, output: expect.stringContaining('applications: 0 purged') });
    expect(await applications()).toEqual([]);

    // Each command's run is logged without personal data.
    const logged = {
      audit: await inDatabase("SELECT * FROM audit_events WHERE action = 'retention.purged'"),
      purges: await inDatabase('SELECT * FROM retention_purges'),
    };
    // The restore took back the log of the purge made after the backup: the marking run and the
    // purge after the restore remain.
    expect(logged.purges.map((row) => (row as { applications: number }).applications)).toEqual([0, 0]);
    expect(logged.audit).toHaveLength(2);
    const written = JSON.stringify(logged).toLowerCase();
    for (const personal of [
      OPS_APPLICANT.firstName,
      OPS_APPLICANT.lastName,
      OPS_APPLICANT.email,
      OPS_APPLICANT.phone,
    ]) {
      expect(written).not.toContain(personal.toLowerCase());
    }
    // Six commands, each starting the application: ≈ 3 s alone, 15 s on a loaded 2-core machine.
  }, 600_000);

  it('explains itself when the flag is missing', async () => {
    const refused = await retention('--now');
    expect(refused.code).not.toBe(0);
    expect(refused.output).toContain('retention --dry-run');
  }, 60_000);
});
