import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { BOARD_COLUMN_SIZE, type ApplicationCard, type BoardColumnPage } from '@uaq/contract';
import { orderBySort, whereFilters } from './application-query';
import type { BoardColumnQueryDto } from './dto/board-column-query.dto';
import { JobApplication } from './job-application.entity';
import { JobApplicationsService } from './job-applications.service';

/** The columns `SELECT`ed for a card: nothing a card does not show (no cover letter, no history). */
const CARD_COLUMNS = [
  'application.id',
  'application.firstName',
  'application.lastName',
  'application.phone',
  'application.position',
  'application.jobId',
  'application.status',
  'application.createdAt',
  'application.resumeStorageName',
  'application.knockedOut',
  'job.id',
  'job.title',
];

/**
 * The board by stage reads one column at a time: the column's filters are the list's with its
 * status, its order the list's newest first, so one query per column rides the (status, applied
 * date) and (job, status, applied date) indexes; its total is the list's cached count. Moves go
 * through JobApplicationsService.changeStatus, the list's own rule (history, audit).
 */
@Injectable()
export class ApplicationBoardService {
  constructor(
    @InjectRepository(JobApplication) private readonly applications: Repository<JobApplication>,
    private readonly tracker: JobApplicationsService,
  ) {}

  async column(query: BoardColumnQueryDto): Promise<BoardColumnPage> {
    const page = query.page ?? 1;
    const filters = { status: query.status, jobId: query.jobId, q: query.q };
    const matching = () => whereFilters(this.applications.createQueryBuilder('application'), filters);
    const rows = await orderBySort(matching().leftJoin('application.job', 'job').select(CARD_COLUMNS))
      .offset((page - 1) * BOARD_COLUMN_SIZE)
      .limit(BOARD_COLUMN_SIZE)
      .getMany();
    const total = await this.tracker.totalOf(filters, matching);
    return { status: query.status, page, pageSize: BOARD_COLUMN_SIZE, total, cards: rows.map(toCard) };
  }
}

function toCard(application: JobApplication): ApplicationCard {
  return {
    id: application.id,
    fullName: `${application.firstName} ${application.lastName}`.trim(),
    phone: application.phone,
    jobId: application.jobId,
    jobTitle: application.job?.title ?? application.position,
    status: application.status,
    appliedAt: application.createdAt.toISOString(),
    hasResume: Boolean(application.resumeStorageName),
    knockedOut: application.knockedOut,
  };
}
