// Database half of docker/backup.sh and docker/restore.sh. Reads the same environment as the app
// (DATABASE_URL or DB_*, else SQLITE_PATH) through the built backend's own config reader.
//   node docker/database-dump.cjs dump <backup folder>      writes database.sql (MySQL) or database.sqlite
//   node docker/database-dump.cjs restore <backup folder>   replaces the database's contents
// MySQL is dumped through mysql2 (already a dependency), so no mysqldump client is needed in the
// image and MySQL 8.4's default authentication just works. The dump is plain SQL, one statement per
// line, that `mysql name < database.sql` also restores.
'use strict';
/* eslint-disable @typescript-eslint/no-require-imports -- plain CommonJS, runs in the slim image */

const {
  createReadStream,
  createWriteStream,
  existsSync,
  copyFileSync,
  renameSync,
  rmSync,
  writeFileSync,
  readFileSync,
  mkdirSync,
} = require('node:fs');
const { dirname, join, resolve } = require('node:path');
const { createInterface } = require('node:readline');

const ROOT = resolve(__dirname, '..');
const ROWS_PER_INSERT = 200;

function databaseConfig() {
  const configModule = join(ROOT, 'backend', 'dist', 'platform', 'config', 'database.config.js');
  if (!existsSync(configModule)) {
    throw new Error(`${configModule} is missing: build the backend first (npm run build).`);
  }
  return require(configModule).readDatabaseConfig(process.env);
}

function mysqlOptions(config) {
  const common = {
    dateStrings: true,
    supportBigNumbers: true,
    bigNumberStrings: true,
    charset: 'utf8mb4_unicode_ci',
    timezone: 'Z',
  };
  if (config.url) return { ...common, uri: config.url };
  return {
    ...common,
    host: config.host,
    port: config.port,
    user: config.username,
    password: config.password,
    database: config.database,
    socketPath: config.socketPath,
  };
}

const quoteName = (name) => `\`${String(name).replace(/`/g, '``')}\``;

function sqlValue(connection, value) {
  if (value === null || value === undefined) return 'NULL';
  if (Buffer.isBuffer(value)) return value.length ? `X'${value.toString('hex')}'` : "''";
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  return connection.escape(String(value));
}

async function dumpMysql(config, folder) {
  const mysql = require('mysql2/promise');
  const connection = await mysql.createConnection(mysqlOptions(config));
  const file = join(folder, 'database.sql');
  const out = createWriteStream(file, { mode: 0o600 });
  const write = (line) =>
    new Promise((done, fail) => out.write(`${line}\n`, (error) => (error ? fail(error) : done())));
  let tableCount = 0;
  let rowCount = 0;
  try {
    await connection.query('SET SESSION TRANSACTION ISOLATION LEVEL REPEATABLE READ');
    await connection.query('START TRANSACTION WITH CONSISTENT SNAPSHOT');
    const [[{ name }]] = await connection.query('SELECT DATABASE() AS name');
    const [tables] = await connection.query(
      "SELECT TABLE_NAME AS name FROM information_schema.TABLES WHERE TABLE_SCHEMA = DATABASE() AND TABLE_TYPE = 'BASE TABLE' ORDER BY TABLE_NAME",
    );
    await write(`-- Backup of database ${name}, ${new Date().toISOString()}`);
    await write('SET NAMES utf8mb4;');
    await write("SET time_zone = '+00:00';");
    await write('SET FOREIGN_KEY_CHECKS = 0;');
    await write("SET SESSION sql_mode = 'NO_AUTO_VALUE_ON_ZERO';");
    for (const { name: table } of tables) {
      tableCount += 1;
      const [[created]] = await connection.query(`SHOW CREATE TABLE ${quoteName(table)}`);
      const createSql = created['Create Table'].replace(/\n\s*/g, ' ');
      await write(`DROP TABLE IF EXISTS ${quoteName(table)};`);
      await write(`${createSql};`);
      const [rows, fields] = await connection.query(`SELECT * FROM ${quoteName(table)}`);
      const columns = fields.map((field) => quoteName(field.name)).join(', ');
      for (let start = 0; start < rows.length; start += ROWS_PER_INSERT) {
        const values = rows
          .slice(start, start + ROWS_PER_INSERT)
          .map((row) => `(${fields.map((field) => sqlValue(connection, row[field.name])).join(', ')})`);
        await write(`INSERT INTO ${quoteName(table)} (${columns}) VALUES ${values.join(', ')};`);
      }
      rowCount += rows.length;
    }
    await write('SET FOREIGN_KEY_CHECKS = 1;');
    await connection.query('COMMIT');
  } finally {
    await new Promise((done) => out.end(done));
    await connection.end();
  }
  return { engine: 'mysql', file: 'database.sql', tables: tableCount, rows: rowCount };
}

async function restoreMysql(config, folder) {
  const mysql = require('mysql2/promise');
  const file = join(folder, 'database.sql');
  if (!existsSync(file)) throw new Error(`${file} is missing: not a MySQL backup.`);
  const connection = await mysql.createConnection(mysqlOptions(config));
  let statements = 0;
  try {
    await connection.query('SET FOREIGN_KEY_CHECKS = 0');
    // Restore the exact state of the backup: tables created since (newer migrations) go too.
    const [tables] = await connection.query(
      "SELECT TABLE_NAME AS name FROM information_schema.TABLES WHERE TABLE_SCHEMA = DATABASE() AND TABLE_TYPE = 'BASE TABLE'",
    );
    for (const { name } of tables) await connection.query(`DROP TABLE IF EXISTS ${quoteName(name)}`);
    const lines = createInterface({ input: createReadStream(file, 'utf8'), crlfDelay: Infinity });
    for await (const line of lines) {
      if (!line.trim() || line.startsWith('--')) continue;
      await connection.query(line);
      statements += 1;
    }
    await connection.query('SET FOREIGN_KEY_CHECKS = 1');
  } finally {
    await connection.end();
  }
  return statements;
}

async function dumpSqlite(config, folder) {
  if (!existsSync(config.sqlitePath)) throw new Error(`No SQLite database at ${config.sqlitePath}.`);
  const Database = require('better-sqlite3');
  const db = new Database(config.sqlitePath, { readonly: true, fileMustExist: true });
  try {
    // SQLite's online backup: a consistent copy even while the app is writing.
    await db.backup(join(folder, 'database.sqlite'));
  } finally {
    db.close();
  }
  return { engine: 'sqlite', file: 'database.sqlite' };
}

function restoreSqlite(config, folder) {
  const file = join(folder, 'database.sqlite');
  if (!existsSync(file)) throw new Error(`${file} is missing: not a SQLite backup.`);
  mkdirSync(dirname(config.sqlitePath), { recursive: true });
  const staging = `${config.sqlitePath}.restoring`;
  copyFileSync(file, staging);
  for (const suffix of ['-wal', '-shm', '-journal']) rmSync(`${config.sqlitePath}${suffix}`, { force: true });
  renameSync(staging, config.sqlitePath);
}

async function main() {
  const [command, folderArgument] = process.argv.slice(2);
  if (!['dump', 'restore'].includes(command) || !folderArgument) {
    console.error('Usage: node docker/database-dump.cjs dump|restore <backup folder>');
    process.exit(2);
  }
  const folder = resolve(folderArgument);
  const config = databaseConfig();
  const manifestFile = join(folder, 'manifest.json');
  if (command === 'dump') {
    const result =
      config.type === 'sqlite' ? await dumpSqlite(config, folder) : await dumpMysql(config, folder);
    const manifest = { createdAt: new Date().toISOString(), ...result, uploads: 'uploads.tar.gz' };
    writeFileSync(manifestFile, `${JSON.stringify(manifest, null, 2)}\n`, { mode: 0o600 });
    console.info(`database (${result.engine}) -> ${join(folder, result.file)}`);
    return;
  }
  const manifest = existsSync(manifestFile) ? JSON.parse(readFileSync(manifestFile, 'utf8')) : null;
  if (!manifest) throw new Error(`${manifestFile} is missing: not a backup folder.`);
  if (manifest.engine !== config.type) {
    throw new Error(
      `This backup is of a ${manifest.engine} database, but the configured database is ${config.type}.`,
    );
  }
  if (config.type === 'sqlite') {
    restoreSqlite(config, folder);
    console.info(`database (sqlite) restored to ${config.sqlitePath}`);
  } else {
    const statements = await restoreMysql(config, folder);
    console.info(`database (mysql) restored: ${statements} statements`);
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
