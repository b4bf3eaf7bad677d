import { spawn } from 'node:child_process';
import { freePort } from '../../support/mariadb';
import { waitFor } from './built-server';

export interface RedisServer {
  url: string;
  stop(): Promise<void>;
}

/** A throwaway redis-server (Debian's) on a free loopback port (or `port`, to bring one back), without persistence. */
export async function startRedis(port?: number): Promise<RedisServer> {
  port ??= await freePort();
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const killOnExit = (): void => {
    child.kill('SIGKILL');
  };
  process.once('exit', killOnExit);
  child.once('exit', () => process.removeListener('exit', killOnExit));
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  child.once(
    'error',
    (error) => (output += `\n${error.message} (install it: sudo apt-get install -y redis-server)`),
  );
  await waitFor(`redis-server on port ${port}`, async () => {
    if (child.exitCode !== null || /ENOENT/.test(output))
      throw new Error(`redis-server did not start:\n${output}`);
    return output.includes('Ready to accept connections');
  });
  return {
    url: `redis://127.0.0.1:${port}`,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}
