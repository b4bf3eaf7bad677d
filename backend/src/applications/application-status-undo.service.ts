import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import {
  APPLICANT_ONLY_STATUSES,
  MESSAGE_CODES,
  STATUS_UNDO_SECONDS,
  type AdminJobApplication,
} from '@uaq/contract';
import { Clock } from '../platform/common/clock/clock';
import { ConflictError, NotFoundError } from '../platform/common/errors/app-error';
import { ApplicationStatusChange } from './application-status-change.entity';
import { ApplicationTotals } from './application-totals';
import { JobApplication } from './job-application.entity';
import { toAdminApplication } from './job-application.resource';
import { JobApplicationsService } from './job-applications.service';

/**
 * The undo of a status move, done on the server so that it restores what the move replaced
 * exactly: the status, the time it had been in it and the furthest stage it had reached (the
 * reports read both), the applicant's one live application per job, and the history without the
 * move. A second move back would add two entries, keep a furthest stage never really reached and
 * restart the time in stage. Only the last move, by whoever made it, within STATUS_UNDO_SECONDS,
 * and never one that e-mailed the applicant.
 */
@Injectable()
export class ApplicationStatusUndo {
  constructor(
    private readonly dataSource: DataSource,
    private readonly tracker: JobApplicationsService,
    private readonly totals: ApplicationTotals,
    private readonly clock: Clock,
  ) {}

  async undo(id: number, changeId: number, undoneBy: string): Promise<AdminJobApplication> {
    await this.tracker.findOne(id);
    await this.dataSource.transaction(async (manager) => {
      const change = await manager.findOneBy(ApplicationStatusChange, { id: changeId, applicationId: id });
      if (!change) throw new NotFoundError(MESSAGE_CODES.statusMove.changeNotFound);
      const latest = await manager.findOne(ApplicationStatusChange, {
        select: { id: true },
        where: { applicationId: id },
        order: { id: 'DESC' },
      });
      if (latest?.id !== change.id) throw new ConflictError(MESSAGE_CODES.statusMove.undoNotLatest);
      // The applicant's own withdrawal is never a team member's, whatever their username.
      const applicants = (APPLICANT_ONLY_STATUSES as readonly string[]).includes(change.toStatus);
      if (change.changedBy !== undoneBy || applicants)
        throw new ConflictError(MESSAGE_CODES.statusMove.undoNotYours);
      if (change.applicantMailed) throw new ConflictError(MESSAGE_CODES.statusMove.undoMailed);
      const age = this.clock.now().getTime() - change.changedAt.getTime();
      const restorable =
        change.fromStatus !== null &&
        change.previousStageEnteredAt !== null &&
        change.previousFurthestStageRank !== null;
      if (age > STATUS_UNDO_SECONDS * 1000 || !restorable)
        throw new ConflictError(MESSAGE_CODES.statusMove.undoExpired);

      const application = await manager.findOneByOrFail(JobApplication, { id });
      // Conditional on what the move left: of two undos at once, or an undo and a new move, one wins.
      const removed = await manager.delete(ApplicationStatusChange, { id: change.id });
      const restored = await manager.update(
        JobApplication,
        { id, status: change.toStatus },
        {
          status: change.fromStatus!,
          liveApplicationKey: await this.tracker.liveKeyFor(manager, application, change.fromStatus!),
          stageEnteredAt: change.previousStageEnteredAt!,
          furthestStageRank: change.previousFurthestStageRank!,
        },
      );
      if (!removed.affected || !restored.affected)
        throw new ConflictError(MESSAGE_CODES.statusMove.undoNotLatest);
    });
    this.totals.forget();
    return toAdminApplication(await this.tracker.findOne(id), this.clock.now());
  }
}
