import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { createConnection } from 'mysql2/promise';
import { DataSource, type MigrationInterface } from 'typeorm';
import { runMigrationsUnderLock } from '../../backend/src/platform/database/migration-lock';
import { buildTypeOrmOptions } from '../../backend/src/platform/database/typeorm-options';
import { ProjectPhotoRecord } from '../../backend/src/projects/project-photo.entity';
import { ProjectRecord } from '../../backend/src/projects/project.entity';
import type { DatabaseConfig } from '../../backend/src/platform/config/database.config';
import { REPO_ROOT, TEST_ENGINES, type Engine } from '../support/api-app';

/**
 * The bilingual data migrations on a database that holds rows from before them: the old free-text
 * salary and experience of jobs (1796000027000) and the old free-text duration of projects
 * (1796000027200), read into numbers; unreadable text leaves nulls (or no experience), not a failure.
 * The migrations run the way start-up runs them (runMigrationsUnderLock).
 */
const MIGRATIONS_DIR = join(REPO_ROOT, 'backend', 'src', 'platform', 'database', 'migrations');

type MigrationClass = new () => MigrationInterface;

/** Every migration class, oldest first, with its timestamp (the file name's prefix). */
function allMigrations(): { timestamp: number; migration: MigrationClass }[] {
  return readdirSync(MIGRATIONS_DIR)
    .filter((file) => file.endsWith('.ts'))
    .sort()
    .map((file) => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const exported = require(join(MIGRATIONS_DIR, file)) as Record<string, MigrationClass>;
      const [migration] = Object.values(exported);
      return { timestamp: Number(file.split('-')[0]), migration };
    });
}

async function runOnServer(serverUrl: string, sql: string): Promise<void> {
  const connection = await createConnection({ uri: serverUrl });
  try {
    await connection.query(sql);
  } finally {
    await connection.end();
  }
}

/** A fresh, empty database of the engine, and how to remove it. */
async function freshDatabase(engine: Engine): Promise<{ config: DatabaseConfig; remove(): Promise<void> }> {
  if (engine === 'sqlite') {
    const folder = mkdtempSync(join(tmpdir(), 'migration-test-'));
    return {
      config: { type: 'sqlite', sqlitePath: join(folder, 'site.sqlite') },
      remove: async () => rmSync(folder, { recursive: true, force: true }),
    };
  }
  const server = process.env.TEST_MARIADB_URL;
  if (!server) throw new Error('No test MariaDB: run through the Jest `api` project.');
  const name = `m_${randomBytes(6).toString('hex')}`;
  await runOnServer(server, `CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  const url = new URL(server);
  url.pathname = `/${name}`;
  return {
    config: { type: 'mysql', url: url.toString(), poolSize: 2 } as DatabaseConfig,
    remove: () => runOnServer(server, `DROP DATABASE IF EXISTS \`${name}\``),
  };
}

/** Runs the migrations older than `before` (all when not given), as start-up does. */
async function migrate(config: DatabaseConfig, before = Infinity): Promise<DataSource> {
  const dataSource = new DataSource({
    ...buildTypeOrmOptions(config),
    // The sample projects' migration inserts through the entity, as in the app.
    entities: [ProjectRecord, ProjectPhotoRecord],
    migrations: allMigrations()
      .filter(({ timestamp }) => timestamp < before)
      .map(({ migration }) => migration),
  });
  await dataSource.initialize();
  await runMigrationsUnderLock(dataSource, () => undefined);
  return dataSource;
}

describe.each(TEST_ENGINES)('Bilingual data migrations (%s)', (engine) => {
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  beforeEach(async () => {
    database = await freshDatabase(engine);
  });
  afterEach(() => database.remove());

  it('reads the old free-text experience and salary of jobs into numbers (1796000027000)', async () => {
    const old = await migrate(database.config, 1796000027000);
    const jobs: [string, string, string | null][] = [
      ['Range', '2-5 years', 'AED 4,500 - 6,000'],
      ['Open-ended', '5+ years', 'AED 9,000'],
      ['Exact', '3 years', null],
      ['Reversed', '8-4 years', 'AED 9,000 - 8,000'],
      ['Unreadable', 'Experienced', 'Negotiable'],
      ['Huge', '70 years', 'AED 5,000,000'],
    ];
    for (const [title, experience, salary] of jobs) {
      await old.query(
        `INSERT INTO jobs (title, description, location, type, experience, requirements, salary, status)
         VALUES (?, 'Description', 'Umm Al Quwain, UAE', 'Full-time', ?, '[]', ?, 'active')`,
        [title, experience, salary],
      );
    }
    await old.destroy();

    const migrated = await migrate(database.config);
    try {
      const rows = (await migrated.query(
        'SELECT title, experienceMinYears, experienceMaxYears, salaryMin, salaryMax FROM jobs ORDER BY id',
      )) as Record<string, string | number | null>[];
      const numbers = rows.map((row) => [
        row.title,
        ...['experienceMinYears', 'experienceMaxYears', 'salaryMin', 'salaryMax'].map((column) =>
          row[column] === null ? null : Number(row[column]),
        ),
      ]);
      expect(numbers).toEqual([
        ['Range', 2, 5, 4500, 6000],
        ['Open-ended', 5, null, 9000, null],
        ['Exact', 3, 3, null, null],
        ['Reversed', 4, 8, 8000, 9000],
        ['Unreadable', 0, null, null, null],
        // Beyond the limits the admin form allows: years capped at 50, an amount over 1,000,000 ignored.
        ['Huge', 50, 50, null, null],
      ]);
    } finally {
      await migrated.destroy();
    }
  });

  it('reads the old free-text duration of projects into months and keeps their photos (1796000027200)', async () => {
    const old = await migrate(database.config, 1796000027200);
    // The seeded samples are there too: HR's own projects come after them.
    await old.query('DELETE FROM projects');
    const durations: [string, string | null][] = [
      ['five-months', '5 months'],
      ['ten-weeks', '10 weeks'],
      ['one-year', '1 year'],
      ['renewable', '12 months (renewable)'],
      ['forty-five-days', '45 days'],
      ['unreadable', 'about half a year'],
      ['none', null],
    ];
    for (const [index, [slug, duration]] of durations.entries()) {
      await old.query(
        `INSERT INTO projects (slug, title, category, location, duration, status, description, services,
           published, sample, position, created_at, updated_at)
         VALUES (?, ?, 'Commercial', 'Umm Al Quwain', ?, 'Completed', 'Description', 'fire-alarm', 1, 0, ?,
           '2026-11-20 06:00:00', '2026-11-20 06:00:00')`,
        [slug, `Project ${slug}`, duration, index + 1],
      );
    }
    const [{ id }] = (await old.query("SELECT id FROM projects WHERE slug = 'five-months'")) as {
      id: number;
    }[];
    await old.query(
      `INSERT INTO project_photos (project_id, storage_key, widths, width, height, alt, position)
       VALUES (?, 'a1b2c3', '480', 480, 320, 'The panel', 1)`,
      [id],
    );
    await old.destroy();

    const migrated = await migrate(database.config);
    try {
      const rows = (await migrated.query(
        'SELECT slug, durationMonths, titleAr FROM projects ORDER BY position',
      )) as {
        slug: string;
        durationMonths: number | string | null;
        titleAr: string | null;
      }[];
      expect(
        rows.map((row) => [row.slug, row.durationMonths === null ? null : Number(row.durationMonths)]),
      ).toEqual([
        ['five-months', 5],
        ['ten-weeks', 2],
        ['one-year', 12],
        ['renewable', 12],
        ['forty-five-days', 2],
        ['unreadable', null],
        ['none', null],
      ]);
      // HR's projects get no Arabic of their own: the pages fall back to the English.
      expect(rows.every((row) => row.titleAr === null)).toBe(true);
      // The columns were added in place: a photo of a project survives the migration.
      expect(await migrated.query('SELECT alt, altAr FROM project_photos')).toEqual([
        { alt: 'The panel', altAr: null },
      ]);
    } finally {
      await migrated.destroy();
    }
  });
  it.each([
    ['names stair pressurisation as the glossary does in the sample office project', null],
    ['keeps the sample office project’s Arabic that HR rewrote', 'وصف كتبه فريق الموارد البشرية.'],
  ])('%s (1796000035500)', async (_, rewritten) => {
    const old = await migrate(database.config, 1796000035500);
    const slug = 'office-building-smoke-management';
    const [before] = (await old.query('SELECT descriptionAr FROM projects WHERE slug = ?', [slug])) as {
      descriptionAr: string;
    }[];
    expect(before.descriptionAr).toMatch(/^ضغط السلالم /);
    if (rewritten) await old.query('UPDATE projects SET descriptionAr = ? WHERE slug = ?', [rewritten, slug]);
    await old.destroy();

    const migrated = await migrate(database.config);
    try {
      const [after] = (await migrated.query('SELECT descriptionAr FROM projects WHERE slug = ?', [slug])) as {
        descriptionAr: string;
      }[];
      expect(after.descriptionAr).toBe(
        rewritten ?? before.descriptionAr.replace(/^ضغط السلالم /, 'زيادة ضغط الهواء في بيوت الدرج '),
      );
    } finally {
      await migrated.destroy();
    }
  });
});
