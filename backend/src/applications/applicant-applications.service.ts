import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Readable } from 'node:stream';
import { IsNull, LessThanOrEqual, MoreThan, Repository, type EntityManager } from 'typeorm';
import {
  APPLICANT_ACTOR,
  MESSAGE_CODES,
  APPLICANT_STATUS_MAX_APPLICATIONS,
  applicantStage,
  canWithdraw,
  type ApplicantDataExport,
} from '@uaq/contract';
import { phoneE164 } from '@uaq/contract/phone';
import { ConflictError, NotFoundError } from '../platform/common/errors/app-error';
import { isUniqueViolation } from '../platform/database/unique-violation';
import { ApplicationEmailChange } from './application-email-change.entity';
import { ApplicationTotals } from './application-totals';
import { JobApplication, liveApplicationKey } from './job-application.entity';
import { JobApplicationsService } from './job-applications.service';
import { ResumeStorage } from './resume-storage';

/**
 * The applications of one e-mail address, as their applicant may see and change them (the status
 * page). Every method takes the address the caller's link identifies and touches nothing
 * of another address: an id of someone else's application answers as if it did not exist.
 */
@Injectable()
export class ApplicantApplicationsService {
  constructor(
    @InjectRepository(JobApplication) private readonly applications: Repository<JobApplication>,
    private readonly hr: JobApplicationsService,
    private readonly storage: ResumeStorage,
    private readonly totals: ApplicationTotals,
  ) {}

  /** Newest first, with each job (for its Arabic title), bounded. */
  list(email: string): Promise<JobApplication[]> {
    return this.applications.find({
      where: { email },
      relations: { job: true },
      order: { createdAt: 'DESC', id: 'DESC' },
      take: APPLICANT_STATUS_MAX_APPLICATIONS,
    });
  }

  /** The e-mail address of an application, for HR's "revoke the applicant's links" (null: none yet). */
  async emailOf(id: number): Promise<string | null> {
    return (await this.hr.findOne(id)).email;
  }

  async withdraw(email: string, id: number): Promise<void> {
    const application = await this.own(email, id);
    if (!canWithdraw(application.status))
      throw new ConflictError(MESSAGE_CODES.applicantStatus.cannotWithdraw);
    await this.hr.changeStatus(id, 'withdrawn', APPLICANT_ACTOR);
  }

  /** Marks the application for erasure (once: a second request keeps the first date). */
  async requestErasure(email: string, id: number, at: Date): Promise<JobApplication> {
    const application = await this.own(email, id);
    if (!application.erasureRequestedAt) {
      await this.applications.update({ id, erasureRequestedAt: IsNull() }, { erasureRequestedAt: at });
      this.totals.forget();
    }
    return this.own(email, id);
  }

  /** The phone number (as typed, and in E.164) on every application of the address. */
  async changePhone(manager: EntityManager, email: string, phone: string): Promise<void> {
    await manager.update(JobApplication, { email }, { phone, phoneE164: phoneE164(phone) });
  }

  /**
   * Moves every application of `from` to `to`, in the caller's transaction. A live application keeps
   * its one-per-job key under the new address; if `to` already has a live one for the same job, the
   * unique key refuses and nothing changes (409). Each application keeps the change (HR's panel).
   */
  async changeEmail(manager: EntityManager, from: string, to: string, at: Date): Promise<void> {
    const rows = await manager.find(JobApplication, {
      where: { email: from },
      select: { id: true, jobId: true, liveApplicationKey: true },
    });
    try {
      for (const row of rows) {
        await manager.update(JobApplication, row.id, {
          email: to,
          liveApplicationKey:
            row.liveApplicationKey && row.jobId !== null ? liveApplicationKey(row.jobId, to) : null,
        });
      }
      if (rows.length > 0)
        await manager.insert(
          ApplicationEmailChange,
          rows.map((row) => ({ applicationId: row.id, previousEmail: from, newEmail: to, changedAt: at })),
        );
    } catch (error) {
      if (isUniqueViolation(error)) throw new ConflictError(MESSAGE_CODES.applicantStatus.emailTaken);
      throw error;
    }
    this.totals.forget();
  }

  /** Every application of the address as its applicant's data: without HR's notes or staff names. */
  async export(email: string, at: Date): Promise<ApplicantDataExport> {
    const rows = await this.applications.find({
      where: { email },
      relations: { statusHistory: true },
      order: { createdAt: 'DESC', id: 'DESC' },
      take: APPLICANT_STATUS_MAX_APPLICATIONS,
    });
    return {
      exportedAt: at.toISOString(),
      email,
      applications: rows.map((row) => ({
        id: row.id,
        jobTitle: row.position,
        firstName: row.firstName,
        lastName: row.lastName,
        email,
        phone: row.phone,
        address: row.address,
        linkedinUrl: row.linkedinUrl,
        coverLetter: row.coverLetter,
        stage: applicantStage(row.status),
        appliedAt: row.createdAt.toISOString(),
        consentAt: row.consentAt.toISOString(),
        language: row.language,
        source: { ...row.source },
        stageHistory: [...row.statusHistory]
          .sort((a, b) => a.id - b.id)
          .map((change) => ({ stage: applicantStage(change.toStatus), at: change.changedAt.toISOString() })),
        resume:
          row.resumeStorageName && row.resumeContentType
            ? {
                fileName: row.resumeFileName ?? 'resume',
                contentType: row.resumeContentType,
                size: row.resumeSize ?? 0,
              }
            : null,
        erasureRequestedAt: row.erasureRequestedAt?.toISOString() ?? null,
      })),
    };
  }

  /** The resume the applicant sent with one of their applications. */
  async resume(
    email: string,
    id: number,
  ): Promise<{
    file: { stream: Readable; size: number };
    contentType: string;
    fileName: string | null;
    /** What the suggested file name ends with (`.pdf`, `.docx`…), from the stored file's name. */
    extension: string;
  }> {
    const application = await this.own(email, id);
    const file =
      application.resumeStorageName && application.resumeContentType
        ? await this.storage.open(application.resumeStorageName)
        : null;
    if (!file || !application.resumeContentType)
      throw new NotFoundError(MESSAGE_CODES.applicantStatus.applicationNotFound);
    return {
      file,
      contentType: application.resumeContentType,
      fileName: application.resumeFileName,
      extension: /\.[a-z]+$/.exec(application.resumeStorageName ?? '')?.[0] ?? '',
    };
  }

  /**
   * A batch of the applications whose applicant asked for erasure on or before `requestedBy`, after
   * `afterId` in id order: the erasure job's work (what it erases leaves the list; what it defers stays).
   */
  dueForErasure(requestedBy: Date, afterId: number, take: number): Promise<JobApplication[]> {
    return this.applications.find({
      where: { erasureRequestedAt: LessThanOrEqual(requestedBy), id: MoreThan(afterId) },
      relations: { job: true },
      order: { id: 'ASC' },
      take,
    });
  }

  /**
   * Notes, in the caller's transaction, that the applicant has been told a legal hold defers their
   * erasure. False when that was already noted (by this run before, or another server's).
   */
  async markErasureDeferred(manager: EntityManager, id: number, at: Date): Promise<boolean> {
    const { affected } = await manager.update(
      JobApplication,
      { id, erasureDeferredAt: IsNull() },
      { erasureDeferredAt: at },
    );
    return affected !== 0;
  }

  /** The ids of the address's applications (what a mail about the address is about), bounded. */
  async idsOf(email: string, manager: EntityManager = this.applications.manager): Promise<number[]> {
    const rows = await manager.find(JobApplication, {
      select: { id: true },
      where: { email },
      order: { id: 'ASC' },
      take: APPLICANT_STATUS_MAX_APPLICATIONS,
    });
    return rows.map((row) => row.id);
  }

  /** The application, if it belongs to `email`; someone else's reads as not found. */
  private async own(email: string, id: number): Promise<JobApplication> {
    const application = await this.applications.findOne({ where: { id, email }, relations: { job: true } });
    if (!application) throw new NotFoundError(MESSAGE_CODES.applicantStatus.applicationNotFound);
    return application;
  }
}
