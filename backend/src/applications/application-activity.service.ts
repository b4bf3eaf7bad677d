import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Repository, type ObjectLiteral, type SelectQueryBuilder } from 'typeorm';
import type { RetentionDescription } from '../retention/retention-subjects.service';
import { ApplicationNote } from './application-note.entity';
import { ApplicationStatusChange } from './application-status-change.entity';
import { JobApplication } from './job-application.entity';

/**
 * How active applications are, as retention asks (ApplicationRetention, in applicant-erasure):
 * their last activity is the latest of the submission, a status change and an HR note (HR's
 * "keep" is retention's own). Each is answered from an index (createdAt; applicationId +
 * changedAt; applicationId + createdAt).
 */
@Injectable()
export class ApplicationActivity {
  constructor(
    @InjectRepository(JobApplication) private readonly applications: Repository<JobApplication>,
    @InjectRepository(ApplicationStatusChange)
    private readonly statusChanges: Repository<ApplicationStatusChange>,
    @InjectRepository(ApplicationNote) private readonly notes: Repository<ApplicationNote>,
  ) {}

  /** The applications with no activity since `cutoff`, as a query retention adds its conditions to. */
  inactiveBefore(cutoff: string) {
    const query = this.applications
      .createQueryBuilder('application')
      .where('application.createdAt < :retentionActivityCutoff')
      .andWhere(
        'NOT EXISTS (SELECT 1 FROM application_status_changes c WHERE c.applicationId = application.id AND c.changedAt >= :retentionActivityCutoff)',
      )
      .andWhere(
        'NOT EXISTS (SELECT 1 FROM application_notes n WHERE n.applicationId = application.id AND n.createdAt >= :retentionActivityCutoff)',
      )
      .setParameter('retentionActivityCutoff', cutoff);
    return { query, idColumn: 'application.id' };
  }

  /** The label and last activity of those of `ids` that exist. */
  async describe(ids: number[]): Promise<Map<number, RetentionDescription>> {
    if (ids.length === 0) return new Map();
    const [rows, changes, notes] = await Promise.all([
      this.applications.find({
        select: { id: true, firstName: true, lastName: true, position: true, createdAt: true },
        where: { id: In(ids) },
      }),
      this.latest(this.statusChanges.createQueryBuilder('c').select('MAX(c.changedAt)', 'at'), ids),
      this.latest(this.notes.createQueryBuilder('c').select('MAX(c.createdAt)', 'at'), ids),
    ]);
    return new Map(
      rows.map((row) => {
        const times = [row.createdAt, changes.get(row.id), notes.get(row.id)].filter(
          (at): at is Date => !!at,
        );
        const lastActivityAt = new Date(Math.max(...times.map((at) => at.getTime())));
        return [row.id, { label: `${row.firstName} ${row.lastName}, ${row.position}`, lastActivityAt }];
      }),
    );
  }

  private async latest(query: SelectQueryBuilder<ObjectLiteral>, ids: number[]): Promise<Map<number, Date>> {
    const rows = await query
      .addSelect('c.applicationId', 'id')
      .where('c.applicationId IN (:...ids)', { ids })
      .groupBy('c.applicationId')
      .getRawMany<{ id: number | string; at: string | Date | null }>();
    return new Map(rows.filter((row) => row.at).map((row) => [Number(row.id), databaseDate(row.at!)]));
  }
}

/** A raw MAX() comes back as a Date (MySQL) or as `YYYY-MM-DD HH:MM:SS[.sss]` UTC text (SQLite). */
function databaseDate(value: string | Date): Date {
  return value instanceof Date ? value : new Date(`${value.replace(' ', 'T')}Z`);
}
