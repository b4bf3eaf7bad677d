import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, In, IsNull, Not, Repository, type EntityManager } from 'typeorm';
import { AppError, ConflictError, NotFoundError } from '../platform/common/errors/app-error';
import { pageWindow, type Page } from '../platform/common/paging/page-query.dto';
import {
  MESSAGE_CODES,
  ENDED_APPLICATION_STATUSES,
  isEndedStatus,
  moveNeedsConfirmation,
} from '@uaq/contract';
import { AuditService } from '../audit/audit.service';
import { isUniqueViolation } from '../platform/database/unique-violation';
import type {
  AdminJobApplication,
  AdminJobApplicationDetail,
  ApplicationNote as ApplicationNoteResource,
  ApplicationStatus,
  BulkMailInput,
  BulkMailResult,
} from '@uaq/contract';
import { ApplicationEmailChange } from './application-email-change.entity';
import { ApplicationMail } from './application-mail.entity';
import { ApplicationMails } from './application-mails.service';
import { ApplicationNote } from './application-note.entity';
import { orderBySort, whereFilters } from './application-query';
import { ApplicationPageRows } from './application-page-rows';
import { ApplicationTotals } from './application-totals';
import { ApplicationStatusChange } from './application-status-change.entity';
import { ApplicationReferrals } from './application-referrals.service';
import { ApplicationWhatsAppContact } from './application-whatsapp-contact.entity';
import { ApplicationFiltersDto } from './dto/application-filters.dto';
import { ScreeningAnswers } from './screening-answers.service';
import { JobApplication, liveApplicationKey } from './job-application.entity';
import { toAdminApplication, toNoteResource, toWhatsAppContactResource } from './job-application.resource';
import { Clock } from '../platform/common/clock/clock';
import { furthestRankAfter, wholeHoursBetween } from './pipeline-rank';

@Injectable()
export class JobApplicationsService {
  constructor(
    @InjectRepository(JobApplication) private readonly applications: Repository<JobApplication>,
    @InjectRepository(ApplicationStatusChange)
    private readonly statusChanges: Repository<ApplicationStatusChange>,
    @InjectRepository(ApplicationNote) private readonly notes: Repository<ApplicationNote>,
    @InjectRepository(ApplicationMail) private readonly mailsSent: Repository<ApplicationMail>,
    @InjectRepository(ApplicationWhatsAppContact)
    private readonly whatsappContacts: Repository<ApplicationWhatsAppContact>,
    private readonly referrals: ApplicationReferrals,
    @InjectRepository(ApplicationEmailChange)
    private readonly emailChanges: Repository<ApplicationEmailChange>,
    private readonly totals: ApplicationTotals,
    private readonly pageRows: ApplicationPageRows,
    private readonly screening: ScreeningAnswers,
    private readonly dataSource: DataSource,
    private readonly mails: ApplicationMails,
    private readonly clock: Clock,
    private readonly audit: AuditService,
  ) {}

  /**
   * One page of the filtered, sorted list, with the total that matches. The page's ids come first
   * from the sort's index alone (with the newest id, which keys the cached total); only those rows
   * are then read whole, with their jobs and status history. Two queries on a cached total: each
   * query costs the server more than anything else a page does.
   */
  async list(filters: ApplicationFiltersDto = {}): Promise<Page<AdminJobApplication>> {
    const { page, pageSize, offset } = pageWindow(filters);
    const matching = () => whereFilters(this.applications.createQueryBuilder('application'), filters);
    const table = this.dataSource.driver.escape(this.applications.metadata.tableName);
    const pageIds = await orderBySort(matching().select('application.id', 'id'), filters.sort)
      .addSelect(`(SELECT MAX(newest.id) FROM ${table} newest)`, 'newest')
      .offset(offset)
      .limit(pageSize)
      .getRawMany<{ id: number | string; newest: number | string }>();
    const ids = pageIds.map((row) => Number(row.id));
    const [total, rows] = await Promise.all([
      this.totalOf(filters, matching, pageIds[0]?.newest),
      this.pageRows.read(ids),
    ]);
    const now = this.clock.now();
    return { rows: rows.map((row) => toAdminApplication(row, now)), meta: { page, pageSize, total } };
  }

  /**
   * How many match (cached, see ApplicationTotals); the board's columns share it. `newest` comes
   * with the page's ids; a page past the end (no rows) asks for it alone.
   */
  async totalOf(
    filters: Pick<
      ApplicationFiltersDto,
      'q' | 'status' | 'jobId' | 'knockedOut' | 'questionId' | 'answer' | 'answerMin' | 'answerMax'
    >,
    matching: () => ReturnType<typeof whereFilters>,
    newest?: number | string,
  ): Promise<number> {
    const newestId =
      newest ??
      (
        await this.applications
          .createQueryBuilder('application')
          .select('MAX(application.id)', 'id')
          .getRawOne<{ id: number | string | null }>()
      )?.id;
    const key = JSON.stringify([
      Number(newestId ?? 0),
      filters.q ?? '',
      filters.status ?? '',
      filters.jobId ?? 0,
      filters.knockedOut ?? null,
      filters.questionId ?? 0,
      filters.answer ?? null,
      filters.answerMin ?? null,
      filters.answerMax ?? null,
    ]);
    return this.totals.read(key, async () => {
      const counted = await matching().select('COUNT(*)', 'total').getRawOne<{ total: number | string }>();
      return Number(counted?.total ?? 0);
    });
  }

  /** Fills in the status history of a page of applications with one query. */
  async withHistory(rows: JobApplication[]): Promise<AdminJobApplication[]> {
    if (rows.length === 0) return [];
    const changes = await this.statusChanges.find({
      where: { applicationId: In(rows.map((row) => row.id)) },
      order: { id: 'ASC' },
    });
    const byApplication = new Map<number, ApplicationStatusChange[]>();
    for (const change of changes) {
      byApplication.set(change.applicationId, [...(byApplication.get(change.applicationId) ?? []), change]);
    }
    return rows.map((row) =>
      toAdminApplication(
        Object.assign(row, { statusHistory: byApplication.get(row.id) ?? [] }),
        this.clock.now(),
      ),
    );
  }

  async findOne(id: number): Promise<JobApplication> {
    const application = await this.applications.findOne({
      where: { id },
      relations: { job: true, statusHistory: true },
    });
    if (!application) throw new NotFoundError(MESSAGE_CODES.applicantStatus.applicationNotFound);
    return application;
  }

  /** Several applications with their jobs (a page of another list: the interviewer's desk), by id. */
  async withJobs(ids: readonly number[]): Promise<Map<number, JobApplication>> {
    if (ids.length === 0) return new Map();
    const rows = await this.applications.find({ where: { id: In([...ids]) }, relations: { job: true } });
    return new Map(rows.map((row) => [row.id, row]));
  }

  async detail(id: number): Promise<AdminJobApplicationDetail> {
    const [application, notes, mailsSent, whatsappContacts, referrer, emailChanges, screening] =
      await Promise.all([
        this.findOne(id),
        this.notes.find({ where: { applicationId: id }, order: { id: 'ASC' } }),
        this.mailsSent.find({ where: { applicationId: id }, order: { id: 'ASC' } }),
        this.whatsappContacts.find({ where: { applicationId: id }, order: { id: 'ASC' } }),
        this.referrals.ofApplication(id),
        this.emailChanges.find({ where: { applicationId: id }, order: { id: 'ASC' } }),
        this.screening.screeningOf(id),
      ]);
    return {
      ...toAdminApplication(application, this.clock.now()),
      notes: notes.map(toNoteResource),
      mailsSent: mailsSent.map(({ purpose, language, sentBy, sentAt }) => ({
        purpose,
        language,
        sentBy,
        sentAt: sentAt.toISOString(),
      })),
      whatsappContacts: whatsappContacts.map(toWhatsAppContactResource),
      referrer,
      emailChanges: emailChanges.map(({ previousEmail, newEmail, changedAt }) => ({
        from: previousEmail,
        to: newEmail,
        changedAt: changedAt.toISOString(),
      })),
      screening,
    };
  }

  async addNote(id: number, text: string, author: string): Promise<ApplicationNoteResource> {
    await this.findOne(id);
    const note = await this.notes.save(this.notes.create({ applicationId: id, text, author }));
    return toNoteResource(await this.notes.findOneByOrFail({ id: note.id }));
  }

  /**
   * Sets the status and records who changed it, from what, to what; with `notifyApplicant`, the
   * applicant's e-mail for the new status is queued in the same transaction and kept in the history.
   * A move out of Hired or into Rejected needs `confirmed` (409 statusMove.confirmRequired).
   */
  async changeStatus(
    id: number,
    status: ApplicationStatus,
    changedBy: string,
    notifyApplicant = false,
    confirmed = false,
  ): Promise<AdminJobApplication> {
    await this.findOne(id);
    const mailed = await this.dataSource.transaction((manager) =>
      this.applyStatus(manager, [id], status, changedBy, { notifyApplicant, confirmed }),
    );
    this.totals.forget();
    if (mailed) await this.audit.record('application.mailed', { type: 'application', id });
    return toAdminApplication(await this.findOne(id), this.clock.now());
  }

  /**
   * The status change inside the caller's transaction (an applicant's accepted offer moves its
   * application to hired together with the answer); call `statusesChanged()` once it is committed.
   */
  async changeStatusWithin(
    manager: EntityManager,
    id: number,
    status: ApplicationStatus,
    changedBy: string,
  ): Promise<void> {
    await this.applyStatus(manager, [id], status, changedBy, {});
  }

  /** After a committed change made with changeStatusWithin: the counts are read afresh. */
  statusesChanged(): void {
    this.totals.forget();
  }

  /**
   * Changes several at once, all or nothing: unknown ids are named in a 404 before anything
   * changes, and the changes share one transaction.
   */
  async changeStatuses(
    ids: number[],
    status: ApplicationStatus,
    changedBy: string,
    confirmed = false,
  ): Promise<AdminJobApplication[]> {
    await this.assertKnown(ids);
    await this.dataSource.transaction((manager) =>
      this.applyStatus(manager, ids, status, changedBy, { confirmed }),
    );
    this.totals.forget();
    const rows = await this.applications.find({ where: { id: In(ids) }, relations: { job: true } });
    return this.withHistory(rows.sort((a, b) => ids.indexOf(a.id) - ids.indexOf(b.id)));
  }

  /**
   * One templated e-mail to each application's applicant, after an optional status change, all in
   * one transaction with a history row each. A request whose `requestId` has already sent (a double
   * click, a retry) sends nothing again: the history's unique (requestId, application) decides.
   */
  async sendMails(input: BulkMailInput, sentBy: string): Promise<BulkMailResult> {
    await this.assertKnown(input.ids);
    await this.assertReachable(input.ids);
    const { ids, purpose, status, requestId, confirm = false } = input;
    const repeated: BulkMailResult = { queued: 0, repeated: true };
    try {
      const result = await this.dataSource.transaction(async (manager) => {
        if (await manager.existsBy(ApplicationMail, { requestId })) return repeated;
        // The templated e-mail goes with the move: the history says so (and the move cannot be undone).
        if (status)
          await this.applyStatus(manager, ids, status, sentBy, { confirmed: confirm, mailSent: true });
        // With their jobs: the e-mails name the job in the applicant's language.
        const applications = (
          await manager.find(JobApplication, { where: { id: In(ids) }, relations: { job: true } })
        ).filter(hasAddress);
        const queued = await this.mails.templated(manager, applications, purpose);
        await manager.insert(
          ApplicationMail,
          applications.map((application, index) => ({
            applicationId: application.id,
            ...queued[index],
            sentBy,
            requestId,
          })),
        );
        return { queued: queued.length, repeated: false };
      });
      if (status) this.totals.forget();
      return result;
    } catch (error) {
      // The same request, sent twice at once: the other copy committed first.
      if (isUniqueViolation(error)) return repeated;
      throw error;
    }
  }

  /** A 404 naming the unknown ids, before anything changes. */
  async assertKnown(ids: number[]): Promise<void> {
    const found = await this.applications.find({ select: { id: true }, where: { id: In(ids) } });
    const known = new Set(found.map((application) => application.id));
    const unknown = ids.filter((id) => !known.has(id));
    if (unknown.length > 0) {
      const ids = unknown.join(', ');
      throw new AppError(
        HttpStatus.NOT_FOUND,
        { code: MESSAGE_CODES.applicationAdmin.unknownIds, params: { ids } },
        { ids: { code: MESSAGE_CODES.applicationAdmin.unknownIdsList, params: { ids } } },
      );
    }
  }

  /** A 409 naming the applications without an e-mail address (imported CVs not yet completed). */
  private async assertReachable(ids: number[]): Promise<void> {
    const found = await this.applications.find({
      select: { id: true },
      where: { id: In(ids), email: IsNull() },
    });
    if (found.length === 0) return;
    throw new ConflictError({
      code: MESSAGE_CODES.candidate.withoutEmail,
      params: { ids: found.map((application) => application.id).join(', ') },
    });
  }

  private async applyStatus(
    manager: EntityManager,
    ids: number[],
    status: ApplicationStatus,
    changedBy: string,
    move: { notifyApplicant?: boolean; confirmed?: boolean; mailSent?: boolean },
  ): Promise<boolean> {
    const { notifyApplicant = false, confirmed = false, mailSent = false } = move;
    let mailed = false;
    for (const id of ids) {
      const application = await manager.findOneOrFail(JobApplication, {
        where: { id },
        // The e-mail, when HR asks for one, names the job in the applicant's language.
        relations: { job: notifyApplicant },
      });
      if (application.status === status) continue;
      // In the transaction: a bulk move refused for one application changes none.
      if (moveNeedsConfirmation(application.status, status) && !confirmed)
        throw new ConflictError(MESSAGE_CODES.statusMove.confirmRequired);
      const liveKey = await this.liveKeyFor(manager, application, status);
      const now = this.clock.now();
      await manager.update(JobApplication, id, {
        status,
        liveApplicationKey: liveKey,
        furthestStageRank: furthestRankAfter(application.furthestStageRank, status),
        stageEnteredAt: now,
      });
      // An imported CV without an address yet cannot be told.
      const queued =
        notifyApplicant && hasAddress(application)
          ? await this.mails.statusChanged(manager, application, status)
          : null;
      await manager.insert(ApplicationStatusChange, {
        applicationId: id,
        fromStatus: application.status,
        toStatus: status,
        changedBy,
        changedAt: now,
        hoursInPreviousStage: wholeHoursBetween(application.stageEnteredAt, now),
        applicantMailed: mailSent || queued !== null,
        previousStageEnteredAt: application.stageEnteredAt,
        previousFurthestStageRank: application.furthestStageRank,
      });
      if (queued) {
        await manager.insert(ApplicationMail, {
          applicationId: id,
          ...queued,
          sentBy: changedBy,
          requestId: null,
        });
        mailed = true;
      }
    }
    return mailed;
  }

  /**
   * A rejected or withdrawn application frees its applicant to apply again. Moving one back out
   * takes the key back only if no newer live application holds it (HR may change status freely).
   * An undone move (ApplicationStatusUndo) takes it back by the same rule.
   */
  async liveKeyFor(
    manager: EntityManager,
    application: JobApplication,
    status: ApplicationStatus,
  ): Promise<string | null> {
    if (isEndedStatus(status) || application.jobId === null || application.email === null) return null;
    if (application.liveApplicationKey) return application.liveApplicationKey;
    const newerLive = await manager.existsBy(JobApplication, {
      id: Not(application.id),
      jobId: application.jobId,
      email: application.email,
      status: Not(In(ENDED_APPLICATION_STATUSES)),
    });
    return newerLive ? null : liveApplicationKey(application.jobId, application.email);
  }
}

/** An application whose applicant has an e-mail address (every one but an imported CV not yet completed). */
function hasAddress(application: JobApplication): application is JobApplication & { email: string } {
  return application.email !== null;
}
