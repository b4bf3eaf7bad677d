import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Repository, type ObjectLiteral, type SelectQueryBuilder } from 'typeorm';
import type {
  RetentionDescription,
  RetentionSubjectKind,
} from '../../admin/retention/retention-subjects.service';
import { RetentionSubjects } from '../../admin/retention/retention-subjects.service';
import { ApplicationNote } from './application-note.entity';
import { ApplicationStatusChange } from './application-status-change.entity';
import { JobApplication } from './job-application.entity';
import { JobApplicationsService } from './job-applications.service';

/**
 * Applications under retention. Their last activity is the latest of: the submission, a status
 * change, an HR note (and HR's "keep", which retention adds). Each is answered from an index
 * (createdAt; applicationId + changedAt; applicationId + createdAt).
 */
@Injectable()
export class ApplicationRetention implements RetentionSubjectKind, OnModuleInit {
  readonly subject = 'application';

  constructor(
    @InjectRepository(JobApplication) private readonly applications: Repository<JobApplication>,
    @InjectRepository(ApplicationStatusChange)
    private readonly statusChanges: Repository<ApplicationStatusChange>,
    @InjectRepository(ApplicationNote) private readonly notes: Repository<ApplicationNote>,
    private readonly service: JobApplicationsService,
    private readonly subjects: RetentionSubjects,
  ) {}

  onModuleInit(): void {
    this.subjects.register(this);
  }

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

  /** The same erasure as HR's delete: history, notes, the row, then the resume file. */
  purge(id: number): Promise<void> {
    return this.service.remove(id);
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
