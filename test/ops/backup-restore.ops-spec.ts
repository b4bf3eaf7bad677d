import { execFile } from 'node:child_process';
import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { startMariaDb, type MariaDbServer } from '../support/mariadb';
import {
  makeTempDir,
  productionEnv,
  REPO_ROOT,
  startBuiltServer,
  type BuiltServer,
} from './support/built-server';
import {
  applyWithResume,
  createJob,
  downloadResume,
  getJson,
  logIn,
  OPS_APPLICANT,
  OPS_JOB,
  sendJson,
  type Applicant,
} from './support/site-client';

/** An applicant who asks to be erased after the backup was taken. */
const ERASED_APPLICANT: Applicant = {
  firstName: 'Ottoline',
  lastName: 'Brackenbury',
  email: 'ottoline.brackenbury@example.org',
  phone: '+971 50 135 7924',
  address: 'Flat 3, Al Raas, Umm Al Quwain',
  coverLetter: 'Ten years of fire alarm commissioning.',
};

/** Runs one of the docker/ scripts as `npm run backup|restore` would, with the app's settings. */
function runScript(
  script: 'backup.sh' | 'restore.sh' | 'database-dump.cjs',
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number; output: string }> {
  return new Promise((done) => {
    execFile(
      script.endsWith('.sh') ? 'bash' : process.execPath,
      [join(REPO_ROOT, 'docker', script), ...args],
      { cwd: REPO_ROOT, env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env } },
      (error, stdout, stderr) => done({ code: error ? Number(error.code ?? 1) : 0, output: stdout + stderr }),
    );
  });
}

interface Snapshot {
  jobTitles: string[];
  applicantEmails: string[];
  projectCount: unknown;
  resume: Buffer | null;
}

async function snapshot(server: BuiltServer, applicationId: number | null): Promise<Snapshot> {
  const token = await logIn(server.baseUrl);
  const jobs = await getJson<{ data: { title: string }[] }>(`${server.baseUrl}/api/admin/careers`, token);
  const applications = await getJson<{ data: { email: string }[] }>(
    `${server.baseUrl}/api/admin/job-applications`,
    token,
  );
  const constants = await getJson<{ data: Record<string, unknown> }>(`${server.baseUrl}/api/constants`);
  return {
    jobTitles: jobs.body.data.map((job) => job.title),
    applicantEmails: applications.body.data.map((application) => application.email),
    projectCount: constants.body.data.projectCount,
    resume: applicationId === null ? null : await downloadResume(server.baseUrl, applicationId, token),
  };
}

describe.each(['mariadb', 'sqlite'] as const)('backup and restore (%s)', (engine) => {
  let db: MariaDbServer | null = null;
  const temp = makeTempDir(`ops-backup-${engine}`);
  const backups = join(temp.dir, 'backups');
  let env: Record<string, string>;

  beforeAll(async () => {
    if (engine === 'mariadb') db = await startMariaDb({ quiet: true, database: 'ops_backup' });
    env = productionEnv(join(temp.dir, 'data'), db ? { DATABASE_URL: db.url } : {});
  });
  afterAll(async () => {
    await db?.stop();
    temp.remove();
  });

  const wipe = async (): Promise<void> => {
    if (db) await db.query('DROP DATABASE ops_backup; CREATE DATABASE ops_backup CHARACTER SET utf8mb4;');
    else for (const suffix of ['', '-wal', '-shm']) rmSync(`${env.SQLITE_PATH}${suffix}`, { force: true });
    rmSync(env.UPLOADS_DIR, { recursive: true, force: true });
  };

  it('brings back jobs, applications with their resumes and edited constants after a wipe', async () => {
    let server = await startBuiltServer(env);
    let original: Snapshot;
    let applicationId: number;
    try {
      const token = await logIn(server.baseUrl);
      const job = await createJob(server.baseUrl, token);
      applicationId = (await applyWithResume(server.baseUrl, job.id)).id;
      const constants = await getJson<{ data: Record<string, unknown> }>(`${server.baseUrl}/api/constants`);
      const edited = await sendJson(
        'PUT',
        `${server.baseUrl}/api/constants`,
        { ...constants.body.data, projectCount: 123 },
        token,
      );
      expect(edited.status).toBe(200);
      original = await snapshot(server, applicationId);

      // Backed up while the app is running, as an operator would.
      const backup = await runScript('backup.sh', [backups], env);
      expect(backup).toMatchObject({ code: 0, output: expect.stringContaining('Backup written to') });
    } finally {
      await server.stop();
    }
    expect(original).toMatchObject({
      jobTitles: [OPS_JOB.title],
      applicantEmails: [OPS_APPLICANT.email],
      projectCount: 123,
    });

    await wipe();
    server = await startBuiltServer(env);
    try {
      await expect(snapshot(server, null)).resolves.toMatchObject({ jobTitles: [], applicantEmails: [] });
    } finally {
      await server.stop();
    }

    const [folder] = readdirSync(backups);
    const refused = await runScript('restore.sh', [join(backups, folder)], env);
    expect(refused.code).not.toBe(0);
    const restore = await runScript('restore.sh', [join(backups, folder), '--yes'], env);
    expect(restore).toMatchObject({ code: 0, output: expect.stringContaining('Restore complete') });

    server = await startBuiltServer(env);
    try {
      const restored = await snapshot(server, applicationId);
      expect(restored).toEqual(original);
    } finally {
      await server.stop();
    }
  });
  it('keeps an application erased after the backup erased: `npm run restore` erases it again, and so does a start', async () => {
    await wipe();
    const parent = join(temp.dir, 'backups-erasure');
    const resumes = () => readdirSync(env.UPLOADS_DIR).filter((name) => name.endsWith('.pdf'));
    const server = await startBuiltServer(env);
    let erasedId: number;
    let keptId: number;
    try {
      const token = await logIn(server.baseUrl);
      const job = await createJob(server.baseUrl, token);
      erasedId = (await applyWithResume(server.baseUrl, job.id, ERASED_APPLICANT)).id;
      keptId = (await applyWithResume(server.baseUrl, job.id)).id;
      const backup = await runScript('backup.sh', [parent], env);
      expect(backup).toMatchObject({ code: 0, output: expect.stringContaining('Backup written to') });
      // After the backup, HR erases the application the applicant asked to be forgotten.
      expect(
        (await sendJson('DELETE', `${server.baseUrl}/api/admin/job-applications/${erasedId}`, {}, token))
          .status,
      ).toBe(200);
    } finally {
      await server.stop();
    }
    expect(resumes()).toHaveLength(1);
    const [folder] = readdirSync(parent);

    const expectErasedStaysGone = async () => {
      const running = await startBuiltServer(env);
      try {
        const token = await logIn(running.baseUrl);
        const gone = await getJson(`${running.baseUrl}/api/admin/job-applications/${erasedId}`, token);
        expect(gone.status).toBe(404);
        const list = await getJson<{ data: { email: string }[] }>(
          `${running.baseUrl}/api/admin/job-applications`,
          token,
        );
        expect(list.body.data.map((application) => application.email)).toEqual([OPS_APPLICANT.email]);
        await expect(downloadResume(running.baseUrl, keptId, token)).resolves.toBeInstanceOf(Buffer);
      } finally {
        await running.stop();
      }
      expect(resumes()).toHaveLength(1);
    };

    // As docs/operating.md says ("Backups"): stop, restore, start. The restore itself erases again.
    const restore = await runScript('restore.sh', [join(parent, folder!), '--yes'], env);
    expect(restore).toMatchObject({ code: 0, output: expect.stringContaining('Restore complete') });
    expect(restore.output).toContain('1 application(s) erased again');
    expect(resumes()).toHaveLength(1);
    await expectErasedStaysGone();

    // A database and uploads put back by other means (no restore command): the server's start erases again.
    const database = await runScript('database-dump.cjs', ['restore', join(parent, folder!)], env);
    expect(database.code).toBe(0);
    rmSync(env.UPLOADS_DIR, { recursive: true, force: true });
    mkdirSync(env.UPLOADS_DIR, { recursive: true });
    await new Promise<void>((done, fail) =>
      execFile('tar', ['-xzf', join(parent, folder!, 'uploads.tar.gz'), '-C', env.UPLOADS_DIR], (error) =>
        error ? fail(error) : done(),
      ),
    );
    expect(resumes()).toHaveLength(2);
    await expectErasedStaysGone();
  }, 600_000);
});
