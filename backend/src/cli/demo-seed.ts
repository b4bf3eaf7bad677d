import 'reflect-metadata';
import { DataSource, type EntityManager, type EntityTarget, type ObjectLiteral } from 'typeorm';
import { Job } from '../careers/job.entity';
import { Enquiry } from '../enquiries/enquiry.entity';
import { JobApplication } from '../applications/job-application.entity';
import { join } from 'node:path';
import { readDatabaseConfig } from '../platform/config/database.config';
import { buildTypeOrmOptions } from '../platform/database/typeorm-options';
import { demoApplication, demoEnquiry, demoJob, randomSequence } from './demo-data';

const USAGE = `Usage: npm run seed:demo -- [--applications N] [--jobs N] [--enquiries N]
Fills the configured database (DATABASE_URL / DB_* / SQLITE_PATH) with generated demo jobs,
applications and enquiries (defaults: 20 jobs, 5000 applications, 1000 enquiries). Refuses to run
with NODE_ENV=production. Run \`npm run build\` first.`;

const BATCH_ROWS = 500;

function readCounts(argv: string[]): { applications: number; jobs: number; enquiries: number } {
  const counts = { applications: 5000, jobs: 20, enquiries: 1000 };
  for (let index = 0; index < argv.length; index += 2) {
    const name = argv[index].replace(/^--/, '') as keyof typeof counts;
    const value = Number(argv[index + 1]);
    if (!(name in counts) || !Number.isInteger(value) || value < 0 || value > 1_000_000) {
      throw new Error(`Unknown option or bad number: ${argv[index]} ${argv[index + 1] ?? ''}\n${USAGE}`);
    }
    counts[name] = value;
  }
  if (counts.jobs < 1 && counts.applications > 0) throw new Error('Applications need at least one job');
  return counts;
}

async function insertInBatches<T extends ObjectLiteral>(
  manager: EntityManager,
  entity: EntityTarget<T>,
  rows: Iterable<object>,
): Promise<number> {
  let batch: object[] = [];
  let count = 0;
  const flush = async () => {
    if (batch.length === 0) return;
    await manager.createQueryBuilder().insert().into(entity).values(batch).execute();
    count += batch.length;
    batch = [];
  };
  for (const row of rows) {
    batch.push(row);
    if (batch.length === BATCH_ROWS) await flush();
  }
  await flush();
  return count;
}

async function main(): Promise<void> {
  if (process.env.NODE_ENV === 'production') {
    throw new Error('seed:demo refuses to run with NODE_ENV=production: it writes invented people.');
  }
  const counts = readCounts(process.argv.slice(2));
  const dataSource = new DataSource({
    ...buildTypeOrmOptions(readDatabaseConfig()),
    migrationsRun: false,
    entities: [join(__dirname, '..', '**', '*.entity.{ts,js}')],
  });
  await dataSource.initialize();
  const started = Date.now();
  try {
    await dataSource.runMigrations();
    const now = new Date();
    const random = randomSequence(11);
    const runTag = Date.now().toString(36);
    // One transaction: a failure leaves nothing half-seeded, and SQLite commits once, not per batch.
    const inserted = await dataSource.transaction(async (manager) => {
      await insertInBatches(
        manager,
        Job,
        Array.from({ length: counts.jobs }, (_, index) => demoJob(index, now)),
      );
      const jobs = (await manager.query('SELECT id, title FROM jobs ORDER BY id DESC')) as Array<{
        id: number;
        title: string;
      }>;
      const recent = jobs.slice(0, counts.jobs);
      function* applications() {
        for (let serial = 0; serial < counts.applications; serial += 1) {
          yield demoApplication(random, serial, runTag, recent[serial % recent.length], now);
        }
      }
      function* enquiries() {
        for (let serial = 0; serial < counts.enquiries; serial += 1) yield demoEnquiry(random, serial, now);
      }
      return {
        applications: await insertInBatches(manager, JobApplication, applications()),
        enquiries: await insertInBatches(manager, Enquiry, enquiries()),
      };
    });
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.info(
      `Demo data: ${counts.jobs} jobs, ${inserted.applications} applications, ${inserted.enquiries} enquiries in ${seconds} s.`,
    );
  } finally {
    await dataSource.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
