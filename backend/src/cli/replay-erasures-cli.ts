import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { AppModule } from '../app.module';
import { ApplicantErasure } from '../applicants/applicant-erasure.service';

/**
 * Run by `npm run restore` once the backup is back in place (docker/restore.sh): starting the
 * application runs the migrations and replays the record of erasures (ApplicantErasureModule), so
 * whoever was erased after the backup was taken is erased again before anyone opens the site. The
 * server's own start does the same; this makes the restore complete without it.
 */
async function run(): Promise<void> {
  const app = await NestFactory.createApplicationContext(AppModule, {
    logger: ['error'],
    abortOnError: false,
  });
  try {
    const replayed = app.get(ApplicantErasure).lastReplayed;
    console.info(`Record of erasures replayed: ${replayed} application(s) erased again`);
  } finally {
    await app.close();
  }
}

run().catch((error: unknown) => {
  console.error(
    `Replaying the record of erasures failed: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exitCode = 1;
});
