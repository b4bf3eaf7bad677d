import { TEST_ENGINES } from '../support/api-app';
import { freshDatabase, migrate } from '../support/migration-database';

/**
 * The bilingual data migrations on a database that holds rows from before them: the old free-text
 * salary and experience of jobs (1796000027000) and the old free-text duration of projects
 * (1796000027200), read into numbers; unreadable text leaves nulls (or no experience), not a failure.
 * The migrations run the way start-up runs them (runMigrationsUnderLock).
 */
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
