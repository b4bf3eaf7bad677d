// @ts-check
/**
 * A throwaway MariaDB server for tests and benchmarks: a fresh data folder in the system temp
 * folder, its own socket, a free TCP port on 127.0.0.1, one user and one utf8mb4 database.
 *
 * Plain CommonJS so Jest's globalSetup (through @swc/jest), TypeScript tests and plain `node`
 * scripts (`test/bench/*.mjs`) can all use it:
 *   const { startMariaDb } = require('./mariadb.js');   // or: import { startMariaDb } from '…/mariadb.js'
 *   const db = await startMariaDb();  …  await db.stop();
 * As a command: `node test/support/mariadb.js start` prints the connection as JSON and keeps the
 * server running until the process receives SIGINT/SIGTERM.
 */
'use strict';
/* eslint-disable @typescript-eslint/no-require-imports -- plain CommonJS so plain node scripts can load it */

const { spawn, execFile } = require('node:child_process');
const { mkdtempSync, mkdirSync, rmSync, existsSync, readFileSync } = require('node:fs');
const { createServer } = require('node:net');
const { tmpdir } = require('node:os');
const { join } = require('node:path');

const REQUIRED_PROGRAMS = ['mariadbd', 'mariadb-install-db', 'mariadb-admin', 'mariadb'];
const INSTALL_HINT = 'sudo apt-get install -y mariadb-server';

/** @param {string} program */
function findProgram(program) {
  const folders = (process.env.PATH ?? '').split(':').concat(['/usr/sbin', '/usr/bin', '/sbin']);
  for (const folder of folders) {
    if (folder && existsSync(join(folder, program))) return join(folder, program);
  }
  return null;
}

/** Finds the MariaDB programs or throws a message that says what to install. */
function mariaDbPrograms() {
  /** @type {Record<string, string>} */
  const found = {};
  for (const program of REQUIRED_PROGRAMS) {
    const path = findProgram(program);
    if (!path)
      throw new Error(`MariaDB is not installed (${program} not found). Install it: ${INSTALL_HINT}`);
    found[program] = path;
  }
  return found;
}

/** @returns {Promise<number>} a TCP port that was free a moment ago */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/**
 * @param {string} file
 * @param {string[]} args
 * @param {string} [input]
 * @returns {Promise<string>}
 */
function run(file, args, input) {
  return new Promise((resolve, reject) => {
    const child = execFile(file, args, { maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) => {
      if (error) reject(new Error(`${file} ${args.join(' ')} failed: ${stderr || error.message}`));
      else resolve(stdout);
    });
    if (input !== undefined) child.stdin?.end(input);
  });
}

/** @param {number} ms */
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

/**
 * @typedef {object} MariaDbOptions
 * @property {string} [database]  name of the database to create (default `app_test`)
 * @property {string} [user]      user with all privileges, so tests can create more databases (default `app_test`)
 * @property {string} [password]  its password (default `app_test_password`)
 * @property {string} [parentDir] where the temp folder goes (default the system temp folder)
 * @property {boolean} [quiet]    no progress lines on stderr
 */

/**
 * @typedef {object} MariaDbServer
 * @property {string} host
 * @property {number} port
 * @property {string} socket
 * @property {string} user
 * @property {string} password
 * @property {string} database
 * @property {string} url          mysql://user:password@127.0.0.1:port/database
 * @property {string} dir          the temp folder (data, socket, pid, log)
 * @property {(database?: string) => string} urlFor
 * @property {(sql: string) => Promise<string>} query  runs SQL as root through the socket; tab-separated output
 * @property {() => Promise<void>} pause   stops the server, keeping its data (to simulate an outage)
 * @property {() => Promise<void>} resume  starts it again on the same port with the same data
 * @property {() => Promise<void>} stop    stops it and deletes the temp folder
 * @property {() => boolean} isRunning
 */

/**
 * Starts a fresh MariaDB. Runs mariadbd with `--user=root` when the process is root.
 * @param {MariaDbOptions} [options]
 * @returns {Promise<MariaDbServer>}
 */
async function startMariaDb(options = {}) {
  const programs = mariaDbPrograms();
  const database = options.database ?? 'app_test';
  const user = options.user ?? 'app_test';
  const password = options.password ?? 'app_test_password';
  const dir = mkdtempSync(join(options.parentDir ?? tmpdir(), 'mariadb-'));
  const dataDir = join(dir, 'data');
  const socket = join(dir, 'mariadb.sock');
  const pidFile = join(dir, 'mariadb.pid');
  const logFile = join(dir, 'error.log');
  // Its own temp folder: concurrent bootstraps sharing /tmp can collide on temporary table names.
  const tmpDir = join(dir, 'tmp');
  mkdirSync(tmpDir);
  const port = await freePort();
  const log = options.quiet
    ? () => {}
    : (/** @type {string} */ line) => process.stderr.write(`[mariadb] ${line}\n`);
  const userArgs = isRoot ? ['--user=root'] : [];

  const installArgs = [
    '--no-defaults',
    ...userArgs,
    `--datadir=${dataDir}`,
    `--tmpdir=${tmpDir}`,
    '--auth-root-authentication-method=normal',
    '--skip-test-db',
    '--skip-name-resolve',
  ];
  try {
    await run(programs['mariadb-install-db'], installArgs);
  } catch {
    // One retry from scratch: a bootstrap on a machine under heavy load occasionally aborts.
    rmSync(dataDir, { recursive: true, force: true });
    await run(programs['mariadb-install-db'], installArgs);
  }

  /** @type {import('node:child_process').ChildProcess | null} */
  let child = null;

  const launch = async () => {
    const started = spawn(
      programs.mariadbd,
      [
        '--no-defaults',
        ...userArgs,
        `--datadir=${dataDir}`,
        `--tmpdir=${tmpDir}`,
        `--socket=${socket}`,
        `--pid-file=${pidFile}`,
        `--port=${port}`,
        '--bind-address=127.0.0.1',
        `--log-error=${logFile}`,
        '--skip-name-resolve',
        '--skip-log-bin',
        '--character-set-server=utf8mb4',
        '--collation-server=utf8mb4_unicode_ci',
        '--max-connections=500',
        // Throwaway data: trade durability for speed and memory.
        '--innodb-buffer-pool-size=64M',
        '--innodb-log-file-size=48M',
        '--innodb-flush-log-at-trx-commit=0',
        '--innodb-doublewrite=0',
        '--innodb-use-native-aio=0',
        '--performance-schema=OFF',
      ],
      { stdio: 'ignore', detached: false },
    );
    child = started;
    // Never leave an orphaned server behind when the owning process ends without calling stop().
    const killOnExit = () => {
      started.kill('SIGKILL');
      rmSync(dir, { recursive: true, force: true });
    };
    process.once('exit', killOnExit);
    started.once('exit', () => process.removeListener('exit', killOnExit));
    /** @type {string | null} */
    let exited = null;
    started.on('exit', (code, signal) => {
      exited = `exited with ${code ?? signal}`;
      if (child === started) child = null;
    });
    for (let attempt = 0; attempt < 300; attempt += 1) {
      if (exited) {
        const tail = existsSync(logFile)
          ? readFileSync(logFile, 'utf8').split('\n').slice(-15).join('\n')
          : '';
        throw new Error(`mariadbd ${exited} during start-up:\n${tail}`);
      }
      try {
        await run(programs['mariadb-admin'], ['--no-defaults', `--socket=${socket}`, '-uroot', 'ping']);
        return;
      } catch {
        await sleep(100);
      }
    }
    throw new Error(`mariadbd did not answer within 30 s; see ${logFile}`);
  };

  /** @param {string} sql */
  const query = (sql) =>
    run(
      programs.mariadb,
      ['--no-defaults', `--socket=${socket}`, '-uroot', '--batch', '--skip-column-names'],
      sql,
    );

  const shutdown = async () => {
    const running = child;
    if (!running) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    try {
      await run(programs['mariadb-admin'], ['--no-defaults', `--socket=${socket}`, '-uroot', 'shutdown']);
    } catch {
      running.kill('SIGTERM');
    }
    const timer = setTimeout(() => running.kill('SIGKILL'), 20_000);
    await exited;
    clearTimeout(timer);
  };

  const startedAt = Date.now();
  await launch();
  const quotedPassword = password.replace(/'/g, "''");
  await query(
    [
      `CREATE DATABASE IF NOT EXISTS \`${database}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci;`,
      `CREATE USER '${user}'@'127.0.0.1' IDENTIFIED BY '${quotedPassword}';`,
      `CREATE USER '${user}'@'localhost' IDENTIFIED BY '${quotedPassword}';`,
      `GRANT ALL PRIVILEGES ON *.* TO '${user}'@'127.0.0.1';`,
      `GRANT ALL PRIVILEGES ON *.* TO '${user}'@'localhost';`,
      'FLUSH PRIVILEGES;',
    ].join('\n'),
  );
  log(`ready on 127.0.0.1:${port} in ${Date.now() - startedAt} ms (${dir})`);

  const urlFor = (/** @type {string | undefined} */ name) =>
    `mysql://${encodeURIComponent(user)}:${encodeURIComponent(password)}@127.0.0.1:${port}/${name ?? database}`;

  return {
    host: '127.0.0.1',
    port,
    socket,
    user,
    password,
    database,
    url: urlFor(database),
    dir,
    urlFor,
    query,
    pause: shutdown,
    resume: async () => {
      if (!child) await launch();
    },
    stop: async () => {
      await shutdown();
      rmSync(dir, { recursive: true, force: true });
    },
    isRunning: () => child !== null,
  };
}

module.exports = { startMariaDb, mariaDbPrograms, freePort, INSTALL_HINT };

if (require.main === module) {
  const [command] = process.argv.slice(2);
  if (command !== 'start') {
    console.error(
      'Usage: node test/support/mariadb.js start   (prints the connection as JSON, stops on Ctrl-C)',
    );
    process.exit(2);
  }
  startMariaDb().then(
    (server) => {
      const { host, port, socket, user, password, database, url, dir } = server;
      process.stdout.write(`${JSON.stringify({ host, port, socket, user, password, database, url, dir })}\n`);
      const stop = () => server.stop().then(() => process.exit(0));
      process.on('SIGINT', stop);
      process.on('SIGTERM', stop);
    },
    (error) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
