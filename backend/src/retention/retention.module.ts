import { Module, type OnModuleInit } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ScheduledJobsModule } from '../platform/scheduled-jobs/scheduled-jobs.module';
import { ScheduledJobsService } from '../platform/scheduled-jobs/scheduled-jobs.service';
import { LegalHolds } from './legal-holds.service';
import { RetentionCandidates } from './retention-candidates';
import { AdminRetentionController } from './admin-retention.controller';
import { RetentionPurge } from './retention-purge.entity';
import { RetentionRecord } from './retention-record.entity';
import { RetentionRecordsService } from './retention-records.service';
import { RetentionRunService } from './retention-run.service';
import { RetentionSettingsRow } from './retention-settings.entity';
import { RetentionSettingsService } from './retention-settings.service';
import { RetentionSubjects } from './retention-subjects.service';

const DAY_MS = 24 * 3600 * 1000;

/**
 * Retention: periods, quarantine, legal holds, the daily purge. The features whose
 * records it covers import this module and register a RetentionSubjectKind with RetentionSubjects.
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([RetentionSettingsRow, RetentionRecord, RetentionPurge]),
    ScheduledJobsModule,
  ],
  controllers: [AdminRetentionController],
  providers: [
    RetentionSubjects,
    RetentionCandidates,
    RetentionSettingsService,
    RetentionRecordsService,
    RetentionRunService,
    LegalHolds,
  ],
  exports: [RetentionSubjects, RetentionRunService, LegalHolds],
})
export class RetentionModule implements OnModuleInit {
  constructor(
    private readonly jobs: ScheduledJobsService,
    private readonly runs: RetentionRunService,
  ) {}

  onModuleInit(): void {
    this.jobs.register({
      name: 'retention',
      everyMs: DAY_MS,
      run: () => this.runs.run('scheduled').then(() => undefined),
    });
  }
}
