import { Injectable, Logger } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { MESSAGE_CODES } from '@uaq/contract';
import { AuditErasure } from '../audit/audit-erasure.service';
import { OutboxErasure } from '../mail/outbox-erasure.service';
import { LegalHolds } from '../retention/legal-holds.service';
import { Clock } from '../platform/common/clock/clock';
import { NotFoundError } from '../platform/common/errors/app-error';
import type {
  AfterErasure,
  ApplicantDataHolder,
  ErasedApplication,
} from '../platform/erasure/applicant-data-holder';
import { ErasureRecord, type ErasureEntry } from '../platform/erasure/erasure-record';
import { ApplicantLinksService } from './applicant-links.service';
import { InterviewErasure } from '../interviews/interview-erasure.service';
import { ScorecardErasure } from '../interviews/scorecard-erasure.service';
import { OfferErasure } from '../offers/offer-erasure.service';
import { ApplicationErasure } from '../applications/application-erasure.service';
import { ScreeningAnswersErasure } from '../applications/screening-answers-erasure.service';
import { CandidateErasure } from '../candidates/candidate-erasure.service';

/** Tries at one replayed erasure before the start fails. */
const REPLAY_ATTEMPTS = 3;

/** `held`: a legal hold keeps the application, and nothing was changed. */
export type ErasureOutcome = 'erased' | 'held';

/**
 * The one way an application is deleted: HR's delete, the retention purge and the applicant's
 * erasure (the hourly job) all come here. In one transaction it checks the legal hold (a held
 * application is left whole), lets every holder of a copy of the applicant's data erase its copy,
 * and writes the erasure into the record kept outside the database; files go after the commit.
 * At every start (and in `npm run restore`) it replays that record: a restored backup does not
 * bring back anyone who was erased.
 */
@Injectable()
export class ApplicantErasure {
  private readonly logger = new Logger('Erasure');
  /**
   * Every holder of a copy of an applicant's data. A new table or file with an applicant's data
   * joins here. The application's own rows come last: the others find theirs by its id.
   */
  private readonly holders: ApplicantDataHolder[];
  /** How many the last replay erased again (read by `npm run restore`, which starts the app for it). */
  lastReplayed = 0;

  constructor(
    private readonly dataSource: DataSource,
    private readonly application: ApplicationErasure,
    scorecards: ScorecardErasure,
    interviews: InterviewErasure,
    screeningAnswers: ScreeningAnswersErasure,
    offers: OfferErasure,
    candidates: CandidateErasure,
    outbox: OutboxErasure,
    links: ApplicantLinksService,
    audit: AuditErasure,
    private readonly holds: LegalHolds,
    private readonly record: ErasureRecord,
    private readonly clock: Clock,
  ) {
    this.holders = [
      scorecards,
      interviews,
      offers,
      screeningAnswers,
      candidates,
      outbox,
      links,
      audit,
      holds,
      application,
    ];
  }

  /** Erases the application and every copy of its applicant's data, unless a legal hold keeps it (404 if none). */
  async erase(id: number): Promise<ErasureOutcome> {
    const afterwards = await this.dataSource.transaction(async (manager) => {
      const application = await this.application.find(manager, id);
      if (!application) throw new NotFoundError(MESSAGE_CODES.applicantStatus.applicationNotFound);
      if (await this.holds.heldSince(manager, 'application', id)) return null;
      const steps = await this.eraseWithin(manager, application);
      // Recorded before the commit: a crash between the two errs on the side of erasing (the next
      // start replays it), never on the side of a restore bringing the person back.
      await this.record.add({
        subject: 'application',
        id,
        at: this.clock.now().toISOString(),
        fingerprint: ErasureRecord.fingerprintOf('application', id, application.createdAt),
      });
      return steps;
    });
    if (!afterwards) return 'held';
    await this.finish(afterwards);
    return 'erased';
  }

  /**
   * Erases again what the record says was erased and is back (a restored backup): the same
   * application (its fingerprint matches, so never a newer one that was given its id), unless a
   * hold placed after the erasure keeps it. A hold older than the erasure came back with the backup:
   * it had been lifted before the erasure, which it would otherwise have stopped. Returns how many.
   */
  async replay(): Promise<number> {
    let replayed = 0;
    for await (const batch of this.record.batches()) {
      const sentAt = await this.application.sentAt(batch.map((entry) => entry.id));
      for (const entry of batch) {
        const createdAt = sentAt.get(entry.id);
        if (
          !createdAt ||
          ErasureRecord.fingerprintOf(entry.subject, entry.id, createdAt) !== entry.fingerprint
        )
          continue;
        if (await this.eraseAgainRetrying(entry)) replayed += 1;
      }
    }
    if (replayed > 0)
      this.logger.log(`Erased again ${replayed} application(s) a restored backup had brought back`);
    this.lastReplayed = replayed;
    return replayed;
  }

  /**
   * Servers starting together replay the same record: one may lose a lock to another (a deadlock on
   * MySQL), which then erases the application. Tried again, it finds nothing left; a start fails
   * only when the erasure keeps failing.
   */
  private async eraseAgainRetrying(entry: ErasureEntry): Promise<boolean> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await this.eraseAgain(entry);
      } catch (error) {
        if (attempt === REPLAY_ATTEMPTS) throw error;
        this.logger.warn(
          `Erasing application ${entry.id} again failed, trying again: ${(error as Error).message}`,
        );
      }
    }
  }

  private async eraseAgain(entry: ErasureEntry): Promise<boolean> {
    const afterwards = await this.dataSource.transaction(async (manager) => {
      const application = await this.application.find(manager, entry.id);
      if (!application) return null;
      const heldSince = await this.holds.heldSince(manager, 'application', entry.id);
      if (heldSince && heldSince.getTime() > new Date(entry.at).getTime()) {
        this.logger.warn(
          `Application ${entry.id}, erased on ${entry.at}, is on a legal hold placed since: kept`,
        );
        return null;
      }
      return this.eraseWithin(manager, application);
    });
    if (!afterwards) return false;
    await this.finish(afterwards);
    return true;
  }

  private async eraseWithin(manager: EntityManager, application: ErasedApplication): Promise<AfterErasure[]> {
    const steps: AfterErasure[] = [];
    for (const holder of this.holders) {
      const after = await holder.eraseWithin(manager, application);
      if (after) steps.push(after);
    }
    return steps;
  }

  /** The after-commit steps (files); one failing does not stop the others (the sweeps catch up). */
  private async finish(steps: AfterErasure[]): Promise<void> {
    for (const step of steps) {
      await step().catch((error: Error) => this.logger.warn(`After an erasure: ${error.message}`));
    }
  }
}
