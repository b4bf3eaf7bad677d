import { CandidateIdentity } from '../candidates/candidate-identity.service';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import {
  MESSAGE_CODES,
  applicantStage,
  canWithdraw,
  type ApplicantDataExport,
  type ApplicantStatus,
  type AuditAction,
  type Language,
} from '@uaq/contract';
import { ApplicantLinksService } from './applicant-links.service';
import { ApplicantErasure } from './applicant-erasure.service';
import { AuditService } from '../audit/audit.service';
import { LegalHolds } from '../retention/legal-holds.service';
import { Clock } from '../platform/common/clock/clock';
import {
  ConflictError,
  InvalidInputError,
  NotFoundError,
  TooManyRequestsError,
} from '../platform/common/errors/app-error';
import {
  applicantStatusConfig,
  type ApplicantStatusConfig,
} from '../platform/config/applicant-status.config';
import { InterviewsService } from '../interviews/interviews.service';
import { ApplicantApplicationsService } from '../applications/applicant-applications.service';
import type { RateLimitPolicyName } from '../platform/rate-limit/rate-limit-policies';
import { OutboxService } from '../mail/outbox.service';
import { ApplicantStatusMails } from './applicant-status-mails.service';
import type { JobApplication } from '../applications/job-application.entity';
import { RateLimitService } from '../platform/rate-limit/rate-limit.service';

/** How the audit trail names the applicant acting on their own page (no account, no personal data). */
const APPLICANT = { id: null, username: 'applicant' };
/** How it names the erasure job. */
const ERASURE_JOB = { id: null, username: 'erasure job' };
/** Requests the erasure job reads per query. */
const ERASURE_BATCH = 100;

/**
 * What an applicant does on their status page. Every action starts from the link's
 * token: the address it was issued for decides which applications the applicant sees and changes.
 */
@Injectable()
export class ApplicantStatusService {
  private readonly logger = new Logger(ApplicantStatusService.name);

  constructor(
    private readonly links: ApplicantLinksService,
    private readonly applications: ApplicantApplicationsService,
    private readonly mails: ApplicantStatusMails,
    private readonly audit: AuditService,
    private readonly rateLimits: RateLimitService,
    private readonly clock: Clock,
    private readonly interviews: InterviewsService,
    private readonly dataSource: DataSource,
    private readonly erasure: ApplicantErasure,
    private readonly holds: LegalHolds,
    private readonly outbox: OutboxService,
    private readonly candidates: CandidateIdentity,
    @Inject(applicantStatusConfig.KEY) private readonly config: ApplicantStatusConfig,
  ) {}

  async status(token: string): Promise<ApplicantStatus> {
    const link = await this.links.statusLink(token);
    const rows = await this.applications.list(link.email);
    const held = await this.holds.heldAmong(
      'application',
      rows.map((row) => row.id),
    );
    return {
      email: link.email,
      phone: rows[0]?.phone ?? '',
      language: link.language,
      linkExpiresAt: link.expiresAt.toISOString(),
      applications: rows.map((row) => ({
        id: row.id,
        jobTitle: row.position,
        jobTitleAr: row.job?.titleAr ?? null,
        stage: applicantStage(row.status),
        appliedAt: row.createdAt.toISOString(),
        updatedAt: row.updatedAt.toISOString(),
        canWithdraw: canWithdraw(row.status),
        hasResume: Boolean(row.resumeStorageName),
        erasureRequestedAt: row.erasureRequestedAt?.toISOString() ?? null,
        erasureDueAt: row.erasureRequestedAt
          ? new Date(row.erasureRequestedAt.getTime() + this.config.erasureDelayMs).toISOString()
          : null,
        erasureOnHold: held.has(row.id),
      })),
      interviews: (await this.interviews.upcomingInterviewsFor(rows.map((row) => row.id)))
        .filter((interview) => interview.response !== 'declined')
        .map(({ applicationId, startsAt, endsAt, timeZone, location, meetingUrl }) => ({
          applicationId,
          startsAt,
          endsAt,
          timeZone,
          location,
          meetingUrl,
        })),
    };
  }

  async withdraw(token: string, applicationId: number, address: string | undefined): Promise<void> {
    const link = await this.links.statusLink(token);
    await this.applications.withdraw(link.email, applicationId);
    await this.record('application.withdrawn', applicationId, address);
  }

  async requestErasure(token: string, applicationId: number, address: string | undefined): Promise<void> {
    const link = await this.links.statusLink(token);
    await this.applications.requestErasure(link.email, applicationId, this.clock.now());
    await this.record('application.erasure-requested', applicationId, address);
  }

  async exportData(token: string, address: string | undefined): Promise<ApplicantDataExport> {
    const link = await this.links.statusLink(token);
    const data = await this.applications.export(link.email, this.clock.now());
    await this.record('applicant.data-exported', data.applications[0]?.id ?? null, address);
    return data;
  }

  async resume(token: string, applicationId: number) {
    const link = await this.links.statusLink(token);
    return this.applications.resume(link.email, applicationId);
  }

  async changePhone(token: string, phone: string, address: string | undefined): Promise<void> {
    const link = await this.links.statusLink(token);
    await this.dataSource.transaction(async (manager) => {
      await this.applications.changePhone(manager, link.email, phone);
      await this.candidates.phoneChanged(manager, link.email, phone);
    });
    await this.record('applicant.phone-corrected', null, address);
  }

  /**
   * Mails a confirmation link to the new address; nothing changes until it is opened. Limited per
   * link (429: its holder learns only about their own requests) and, silently, per new address, so
   * no one can flood a stranger's inbox and the answer tells nothing of what others asked.
   */
  async requestEmailChange(token: string, newEmail: string): Promise<void> {
    const link = await this.links.statusLink(token);
    if (newEmail === link.email) {
      throw new InvalidInputError(MESSAGE_CODES.applicantStatus.emailSame, {
        email: MESSAGE_CODES.applicantStatus.emailSame,
      });
    }
    await this.rateLimits.consume('email-change-link', link.email);
    if (!(await this.withinSilentLimit('email-change-recipient', newEmail))) return;
    const about = await this.applications.idsOf(link.email);
    await this.dataSource.transaction(async (manager) => {
      const confirm = await this.links.issueEmailChange(manager, link.email, newEmail, link.language);
      await this.mails.emailChange(manager, newEmail, link.language, confirm.url, about);
    });
  }

  /**
   * Moves the applications to the confirmed address, turns off every link of the old one and mails
   * a fresh status link to the new one, all in one transaction.
   */
  async confirmEmailChange(token: string, address: string | undefined): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const change = await this.links.useEmailChange(manager, token);
      const newEmail = change.newEmail;
      if (!newEmail) throw new ConflictError(MESSAGE_CODES.applicantStatus.emailChangeInvalid);
      await this.applications.changeEmail(manager, change.email, newEmail, this.clock.now());
      await this.candidates.addressChanged(manager, change.email, newEmail);
      await this.links.revokeAll(change.email, manager);
      const statusLink = await this.links.issueStatusLink(manager, newEmail, change.language);
      const about = await this.applications.idsOf(newEmail, manager);
      await this.mails.statusLink(manager, newEmail, change.language, statusLink, about);
    });
    await this.record('applicant.email-changed', null, address);
  }

  /** The applicant turns their own link off. */
  async revoke(token: string, address: string | undefined): Promise<void> {
    const link = await this.links.statusLink(token);
    await this.links.revokeAll(link.email);
    await this.record('applicant.links-revoked', null, address);
  }

  /**
   * "Lost your link?": a new link to an address with applications, nothing to any other, and the
   * same answer either way. The per-address limit (429) counts every request; the per-e-mail limit
   * stops a stranger from flooding someone's inbox and is silent, so it tells nothing either.
   */
  async requestLink(email: string, language: Language, address: string): Promise<void> {
    await this.rateLimits.consume('applicant-link-address', address);
    if (!(await this.withinSilentLimit('applicant-link-email', email))) return;
    const about = await this.applications.idsOf(email);
    if (about.length === 0) return;
    await this.dataSource.transaction(async (manager) => {
      const statusLink = await this.links.issueStatusLink(manager, email, language);
      await this.mails.statusLink(manager, email, language, statusLink, about);
    });
  }

  /** HR turns off the links of an application's applicant (every link of that address). */
  async revokeForApplication(applicationId: number): Promise<number> {
    const email = await this.applications.emailOf(applicationId);
    // An imported CV without an address was never sent a link.
    return email === null ? 0 : this.links.revokeAll(email);
  }

  /**
   * Erases what applicants asked to erase and HR has not confirmed within the period (every copy,
   * through ApplicantErasure). A request that meets a legal hold waits: its applicant is told once,
   * and the job erases it at its first run after the hold is lifted. Audited by application id only.
   */
  async eraseOverdue(): Promise<number> {
    const now = this.clock.now();
    const requestedBy = new Date(now.getTime() - this.config.erasureDelayMs);
    let erased = 0;
    for (let afterId = 0; ;) {
      const due = await this.applications.dueForErasure(requestedBy, afterId, ERASURE_BATCH);
      for (const application of due) {
        const outcome = await this.erasure.erase(application.id).catch((error: unknown) => {
          // HR deleted it meanwhile.
          if (error instanceof NotFoundError) return 'gone' as const;
          throw error;
        });
        if (outcome === 'held') await this.deferErasure(application, now);
        if (outcome !== 'erased') continue;
        erased += 1;
        await this.audit.record(
          'application.erased-on-request',
          { type: 'application', id: application.id },
          { actor: ERASURE_JOB, address: null },
        );
      }
      if (due.length < ERASURE_BATCH) break;
      afterId = due[due.length - 1]!.id;
    }
    if (erased > 0) this.logger.log(`Applications erased on their applicants' request: ${erased}`);
    return erased;
  }

  /** Tells the applicant, once and in their language, that a legal hold keeps their erasure waiting. */
  private async deferErasure(application: JobApplication, at: Date): Promise<void> {
    // Only an applicant with an address asks for erasure (on their status page).
    if (application.erasureDeferredAt || application.email === null) return;
    const mail = await this.mails.erasureDeferred({
      ...application,
      email: application.email,
      // The job's Arabic title for an Arabic applicant, when HR wrote one.
      position: (application.language === 'ar' && application.job?.titleAr) || application.position,
    });
    const told = await this.dataSource.transaction(async (manager) => {
      if (!(await this.applications.markErasureDeferred(manager, application.id, at))) return false;
      await this.outbox.enqueue(manager, [mail]);
      return true;
    });
    if (told) {
      await this.audit.record(
        'application.erasure-deferred',
        { type: 'application', id: application.id },
        { actor: ERASURE_JOB, address: null },
      );
    }
  }

  /** Counts a request against a limit the asker is never told about: false once it is over. */
  private async withinSilentLimit(policy: RateLimitPolicyName, key: string): Promise<boolean> {
    try {
      await this.rateLimits.consume(policy, key);
      return true;
    } catch (error) {
      if (error instanceof TooManyRequestsError) return false;
      throw error;
    }
  }

  private record(
    action: AuditAction,
    applicationId: number | null,
    address: string | undefined,
  ): Promise<void> {
    return this.audit.record(
      action,
      applicationId === null ? null : { type: 'application', id: applicationId },
      { actor: APPLICANT, address: address ?? null },
    );
  }
}
