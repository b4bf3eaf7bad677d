import { execFile } from 'node:child_process';
import { readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { startS3TestServer, type S3TestServer } from '../support/s3-test-server';
import { makeTempDir, productionEnv, REPO_ROOT, startBuiltServer } from './support/built-server';
import { applyWithResume, createJob, downloadResume, logIn } from './support/site-client';

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

describe("moving a single-server installation's files to an S3 bucket, and backing the bucket up", () => {
  let s3: S3TestServer;
  const temp = makeTempDir('ops-s3');
  const local = productionEnv(join(temp.dir, 'data'));
  let onS3: Record<string, string>;

  beforeAll(async () => {
    s3 = await startS3TestServer();
    onS3 = { ...local, ...s3.env() };
  });
  afterAll(async () => {
    await s3?.close();
    temp.remove();
  });

  it('copies the files with npm run storage:copy-to-s3, then serves them from the bucket; backup and restore include the objects', async () => {
    let server = await startBuiltServer(local);
    let applicationId: number;
    let resume: Buffer;
    try {
      const token = await logIn(server.baseUrl);
      applicationId = (await applyWithResume(server.baseUrl, (await createJob(server.baseUrl, token)).id)).id;
      resume = await downloadResume(server.baseUrl, applicationId, token);
    } finally {
      await server.stop();
    }

    const refused = await run('npm', ['run', '--silent', 'storage:copy-to-s3'], local);
    expect(refused.code).toBe(2);
    expect(refused.output).toContain('with FILE_STORAGE=s3');

    const copy = await run('npm', ['run', '--silent', 'storage:copy-to-s3'], onS3);
    expect(copy).toMatchObject({
      code: 0,
      output: expect.stringContaining(': 1 files copied, 0 already there'),
    });
    // Safe to run again (after an interruption, or to catch up before the switch).
    const again = await run('npm', ['run', '--silent', 'storage:copy-to-s3'], onS3);
    expect(again).toMatchObject({
      code: 0,
      output: expect.stringContaining(': 0 files copied, 1 already there'),
    });
    expect(await s3.keys()).toHaveLength(1);

    // The local folder is gone: what the server serves now comes from the bucket.
    rmSync(local.UPLOADS_DIR!, { recursive: true, force: true });
    server = await startBuiltServer(onS3);
    try {
      await expect(
        downloadResume(server.baseUrl, applicationId, await logIn(server.baseUrl)),
      ).resolves.toEqual(resume);
    } finally {
      await server.stop();
    }

    const backups = join(temp.dir, 'backups');
    const backup = await run('bash', [join(REPO_ROOT, 'docker', 'backup.sh'), backups], onS3);
    expect(backup).toMatchObject({ code: 0, output: expect.stringContaining('1 objects of bucket') });
    const [key] = await s3.keys();
    await s3.remove(key!);

    const [folder] = readdirSync(backups);
    const restore = await run(
      'bash',
      [join(REPO_ROOT, 'docker', 'restore.sh'), join(backups, folder!), '--yes'],
      onS3,
    );
    expect(restore).toMatchObject({ code: 0, output: expect.stringContaining('Restore complete') });
    expect(await s3.keys()).toEqual([key]);
    server = await startBuiltServer(onS3);
    try {
      await expect(
        downloadResume(server.baseUrl, applicationId, await logIn(server.baseUrl)),
      ).resolves.toEqual(resume);
    } finally {
      await server.stop();
    }
  });
});
