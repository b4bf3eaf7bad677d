import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Not, Repository, type EntityManager } from 'typeorm';
import { ENDED_APPLICATION_STATUSES, MESSAGE_CODES, isEndedStatus } from '@uaq/contract';
import { ConflictError } from '../platform/common/errors/app-error';
import { isUniqueViolation } from '../platform/database/unique-violation';
import { ApplicationTotals } from './application-totals';
import { JobApplication, liveApplicationKey } from './job-application.entity';

/** The name and phone HR corrects on a candidate, copied onto each of their applications. */
export interface ContactCorrection {
  firstName?: string;
  lastName?: string;
  phone?: string;
  phoneE164?: string | null;
}

/**
 * The applications of one candidate, as the candidates domain changes them: the copies of the
 * person's details on each application follow the candidate's, and joining two candidates moves
 * one's applications to the other. Every method works in the caller's transaction.
 */
@Injectable()
export class CandidateApplications {
  constructor(
    @InjectRepository(JobApplication) private readonly applications: Repository<JobApplication>,
    private readonly totals: ApplicationTotals,
  ) {}

  /** The candidate's applications, newest first, bounded. */
  ofCandidate(candidateId: number, take: number): Promise<JobApplication[]> {
    return this.applications.find({
      where: { candidateId },
      order: { createdAt: 'DESC', id: 'DESC' },
      take,
    });
  }

  /** One of the candidate's applications (null if it is someone else's or gone). */
  findOfCandidate(candidateId: number, id: number): Promise<JobApplication | null> {
    return this.applications.findOneBy({ id, candidateId });
  }

  async correctContact(
    manager: EntityManager,
    candidateId: number,
    change: ContactCorrection,
  ): Promise<void> {
    await manager.update(JobApplication, { candidateId }, change);
    this.totals.forget();
  }

  /**
   * Gives the candidate's applications the address HR completed (an imported CV's). Each live one
   * takes its one-per-job key; if the address already has a live application for that job, nothing
   * changes (409).
   */
  async giveAddress(manager: EntityManager, candidateId: number, email: string): Promise<void> {
    const rows = await manager.find(JobApplication, {
      select: { id: true, jobId: true, status: true },
      where: { candidateId },
    });
    const live = rows.filter((row) => row.jobId !== null && !isEndedStatus(row.status));
    const clash =
      live.length > 0 &&
      (await manager.existsBy(JobApplication, {
        email,
        jobId: In(live.map((row) => row.jobId!)),
        status: Not(In(ENDED_APPLICATION_STATUSES)),
        candidateId: Not(candidateId),
      }));
    if (clash) throw new ConflictError(MESSAGE_CODES.candidate.liveApplicationExists);
    try {
      for (const row of rows) {
        const isLive = live.includes(row);
        await manager.update(JobApplication, row.id, {
          email,
          liveApplicationKey: isLive ? liveApplicationKey(row.jobId!, email) : null,
        });
      }
    } catch (error) {
      if (isUniqueViolation(error)) throw new ConflictError(MESSAGE_CODES.candidate.liveApplicationExists);
      throw error;
    }
    this.totals.forget();
  }

  /** Moves every application of candidate `from` to candidate `to` (the two were one person). */
  async moveToCandidate(manager: EntityManager, from: number, to: number): Promise<void> {
    await manager.update(JobApplication, { candidateId: from }, { candidateId: to });
  }

  /** Whether any application but `exceptId` still belongs to the candidate. */
  othersOf(manager: EntityManager, candidateId: number, exceptId: number): Promise<boolean> {
    return manager.existsBy(JobApplication, { candidateId, id: Not(exceptId) });
  }
}
