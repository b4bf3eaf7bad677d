import { Inject, Injectable } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import { InjectRepository } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import { DataSource, In, MoreThan, Not, type EntityManager, type Repository } from 'typeorm';
import {
  MESSAGE_CODES,
  INTERVIEW_DEFAULT_TIME_ZONE,
  acceptsInterviews,
  type ApplicationStatus,
  type Interview as InterviewResource,
  type InterviewAnswer,
  type InterviewerOption,
  type InterviewEventKind,
  type InterviewInput,
  type Scorecard,
  type UpcomingInterview,
} from '@uaq/contract';
import { AdminUsersService } from '../accounts/admin-users.service';
import type { AuthenticatedAdmin } from '../platform/common/decorators/current-admin.decorator';
import { Clock } from '../platform/common/clock/clock';
import { ConflictError, InvalidInputError, NotFoundError } from '../platform/common/errors/app-error';
import { appConfig } from '../platform/config/app.config';
import { JobApplicationsService } from '../applications/job-applications.service';
import { MailSender } from '../mail/mail-sender.service';
import { visitorMailLanguage } from '../mail/mail-texts';
import { OutboxService } from '../mail/outbox.service';
import { InterviewAnswerLinks } from './interview-answer-link';
import type { AnswerPageState } from './interview-answer-page';
import type { InvitationKind } from './interview-calendar';
import { InterviewEvent } from './interview-event.entity';
import { InterviewInterviewer } from './interview-interviewer.entity';
import { hrNoticeRecipient, interviewHrNotice } from './interview-hr-notices';
import { interviewMails } from './interview-mail';
import { zonedInstant } from './interview-time';
import { endsAt, Interview } from './interview.entity';
import { ScorecardsService } from './scorecards.service';

/** An application has few interviews; the panel shows at most this many, newest first. */
const INTERVIEWS_PER_APPLICATION = 50;

/**
 * Interviews of applications: scheduling, changes and cancellation (each with its e-mails and
 * .ics queued in the same transaction), and the applicant's answer (HR told of it). Scorecards:
 * ScorecardsService.
 */
@Injectable()
export class InterviewsService {
  constructor(
    @InjectRepository(Interview) private readonly interviews: Repository<Interview>,
    @InjectRepository(InterviewInterviewer) private readonly panel: Repository<InterviewInterviewer>,
    private readonly dataSource: DataSource,
    private readonly applications: JobApplicationsService,
    private readonly adminUsers: AdminUsersService,
    private readonly sender: MailSender,
    private readonly outbox: OutboxService,
    private readonly links: InterviewAnswerLinks,
    private readonly clock: Clock,
    @Inject(appConfig.KEY) private readonly app: ConfigType<typeof appConfig>,
    private readonly scorecards: ScorecardsService,
  ) {}

  async interviewerOptions(): Promise<InterviewerOption[]> {
    const accounts = await this.adminUsers.enabled();
    return accounts.map((account) => ({
      id: account.id,
      username: account.username,
      hasEmail: Boolean(account.email),
    }));
  }

  async listFor(applicationId: number): Promise<InterviewResource[]> {
    await this.applications.findOne(applicationId);
    const rows = await this.interviews.find({
      where: { applicationId },
      relations: { interviewers: true, events: true },
      order: { startsAt: 'DESC', id: 'DESC' },
      take: INTERVIEWS_PER_APPLICATION,
    });
    const cards = await this.scorecards.hrCardsOf(rows);
    return rows.map((row) => toResource(row, cards.get(row.id) ?? []));
  }

  /** The interviews of several applications (a candidate's), newest first, at most `take`. */
  async listForApplications(applicationIds: number[], take: number): Promise<InterviewResource[]> {
    if (applicationIds.length === 0) return [];
    const rows = await this.interviews.find({
      where: { applicationId: In(applicationIds) },
      relations: { interviewers: true, events: true },
      order: { startsAt: 'DESC', id: 'DESC' },
      take,
    });
    const cards = await this.scorecards.hrCardsOf(rows);
    return rows.map((row) => toResource(row, cards.get(row.id) ?? []));
  }

  async schedule(
    applicationId: number,
    input: InterviewInput,
    actor: AuthenticatedAdmin,
  ): Promise<InterviewResource> {
    const application = await this.applications.findOne(applicationId);
    assertOpen(application.status);
    const plan = await this.plan(input);
    const now = this.clock.now();
    const id = await this.dataSource.transaction(async (manager) => {
      const { identifiers } = await manager.insert(Interview, {
        applicationId,
        calendarUid: `${randomUUID()}@${new URL(this.app.publicUrl).hostname}`,
        sequence: 0,
        status: 'scheduled',
        response: 'pending',
        respondedAt: null,
        ...plan.fields,
        createdBy: actor.username,
        createdAt: now,
        updatedAt: now,
      });
      const interviewId = Number(identifiers[0].id);
      await manager.insert(
        InterviewInterviewer,
        plan.interviewers.map((account) => ({
          interviewId,
          adminUserId: account.id,
          username: account.username,
        })),
      );
      await this.record(manager, interviewId, 'scheduled', actor.username, now, plan.fields);
      await this.sendMails(manager, interviewId, 'invitation', application);
      return interviewId;
    });
    return this.read(id);
  }

  /** A new time, place or panel: same UID, next SEQUENCE, the applicant's answer asked again. */
  async reschedule(id: number, input: InterviewInput, actor: AuthenticatedAdmin): Promise<InterviewResource> {
    const interview = await this.findScheduled(id);
    const application = await this.applications.findOne(interview.applicationId);
    assertOpen(application.status);
    const plan = await this.plan(input);
    const now = this.clock.now();
    await this.dataSource.transaction(async (manager) => {
      await manager.update(Interview, id, {
        ...plan.fields,
        sequence: interview.sequence + 1,
        response: 'pending',
        respondedAt: null,
        updatedAt: now,
      });
      const keep = plan.interviewers.map((account) => account.id);
      const removed = (await manager.find(InterviewInterviewer, { where: { interviewId: id } }))
        .map((member) => member.adminUserId)
        .filter((adminUserId) => !keep.includes(adminUserId));
      await manager.delete(InterviewInterviewer, { interviewId: id, adminUserId: Not(In(keep)) });
      const present = new Set(
        (await manager.find(InterviewInterviewer, { where: { interviewId: id } })).map(
          (row) => row.adminUserId,
        ),
      );
      const added = plan.interviewers.filter((account) => !present.has(account.id));
      if (added.length > 0)
        await manager.insert(
          InterviewInterviewer,
          added.map((account) => ({ interviewId: id, adminUserId: account.id, username: account.username })),
        );
      await this.record(manager, id, 'rescheduled', actor.username, now, plan.fields);
      await this.sendMails(manager, id, 'update', application);
      // Those taken off the panel get a cancellation for the event in their calendars.
      if (removed.length > 0) await this.sendMails(manager, id, 'cancellation', application, removed);
    });
    return this.read(id);
  }

  async cancel(id: number, actor: AuthenticatedAdmin): Promise<InterviewResource> {
    const interview = await this.findScheduled(id);
    const application = await this.applications.findOne(interview.applicationId);
    const now = this.clock.now();
    await this.dataSource.transaction(async (manager) => {
      await manager.update(Interview, id, {
        status: 'cancelled',
        sequence: interview.sequence + 1,
        updatedAt: now,
      });
      await this.record(manager, id, 'cancelled', actor.username, now, interview);
      await this.sendMails(manager, id, 'cancellation', application);
    });
    return this.read(id);
  }

  /**
   * What an answer link shows (`record` false: the question) or does (`record` true: the answer
   * is stored). Every refusal is a page state, never an exception: the applicant reads a sentence.
   */
  async answer(token: string, record: boolean): Promise<{ state: AnswerPageState; language: 'en' | 'ar' }> {
    const now = this.clock.now();
    const check = this.links.check(token, now);
    const claim = check.claim;
    const interview = claim ? await this.interviews.findOneBy({ id: claim.interviewId }) : null;
    const language = interview ? await this.languageOf(interview.applicationId) : 'en';
    if (!claim || !interview || (check.valid === false && check.reason === 'invalid'))
      return { state: { kind: 'invalid' }, language };
    if (interview.status === 'cancelled') return { state: { kind: 'cancelled' }, language };
    if (claim.sequence !== interview.sequence) return { state: { kind: 'outdated' }, language };
    if (!check.valid) return { state: { kind: 'expired' }, language };
    if (!record) return { state: { kind: 'confirm', answer: claim.answer, interview }, language };
    const application = await this.applications.findOne(interview.applicationId);
    const company = await this.sender.company();
    // In the language of the team member who reads the careers address (English if none does).
    const hrLanguage = await this.adminUsers.languageOfAddress(hrNoticeRecipient(company));
    await this.dataSource.transaction(async (manager) => {
      await manager.update(Interview, interview.id, { response: claim.answer, respondedAt: now });
      // The claim's SEQUENCE is the interview's: the answer is about the slot it has now.
      await this.record(manager, interview.id, claim.answer, 'applicant', now, interview);
      // HR hears of it: to offer another time, or to get the room ready.
      await this.outbox.enqueue(manager, [
        interviewHrNotice(
          { kind: 'answered', answer: claim.answer },
          {
            company,
            interview,
            application,
            adminUrl: this.adminUrlOf(application.id),
            language: hrLanguage,
          },
        ),
      ]);
    });
    return { state: { kind: 'done', answer: claim.answer, interview }, language };
  }

  /** The applications' interviews still to come (for the applicant's status page). */
  async upcomingInterviewsFor(applicationIds: number[]): Promise<UpcomingInterview[]> {
    if (applicationIds.length === 0) return [];
    const rows = await this.interviews.find({
      where: { applicationId: In(applicationIds), status: 'scheduled', startsAt: MoreThan(this.clock.now()) },
      order: { startsAt: 'ASC', id: 'ASC' },
      take: INTERVIEWS_PER_APPLICATION,
    });
    return rows.map((row) => ({
      id: row.id,
      applicationId: row.applicationId,
      startsAt: row.startsAt.toISOString(),
      endsAt: endsAt(row).toISOString(),
      timeZone: row.timeZone,
      location: row.location,
      meetingUrl: row.meetingUrl,
      response: row.response,
    }));
  }

  private async languageOf(applicationId: number): Promise<'en' | 'ar'> {
    const application = await this.applications.findOne(applicationId).catch(() => null);
    return application ? visitorMailLanguage(application.language) : 'en';
  }

  /** The checked input: a future start, a place, enabled interviewers (unknown ids: 400). */
  private async plan(input: InterviewInput) {
    const timeZone = input.timeZone ?? INTERVIEW_DEFAULT_TIME_ZONE;
    const startsAt = zonedInstant(input.date, input.time, timeZone);
    if (startsAt <= this.clock.now())
      throw new InvalidInputError(MESSAGE_CODES.interview.inPast, { date: MESSAGE_CODES.interview.inPast });
    const location = input.location ?? null;
    const meetingUrl = input.meetingUrl ?? null;
    if (!location && !meetingUrl)
      throw new InvalidInputError(MESSAGE_CODES.interview.placeRequired, {
        location: MESSAGE_CODES.interview.placeRequired,
      });
    const ids = [...new Set(input.interviewerIds)];
    const interviewers = await this.adminUsers.enabledByIds(ids);
    const unknown = ids.filter((id) => !interviewers.some((account) => account.id === id));
    if (unknown.length > 0) {
      const message = {
        code: MESSAGE_CODES.interview.interviewerUnknown,
        params: { ids: unknown.join(', ') },
      };
      throw new InvalidInputError(message, { interviewerIds: message });
    }
    return {
      fields: {
        startsAt,
        durationMinutes: input.durationMinutes,
        timeZone,
        localDate: input.date,
        localTime: input.time,
        location,
        meetingUrl,
      },
      interviewers,
    };
  }

  private async findScheduled(id: number): Promise<Interview> {
    const interview = await this.interviews.findOneBy({ id });
    if (!interview) throw new NotFoundError(MESSAGE_CODES.interview.notFound);
    if (interview.status === 'cancelled') throw new ConflictError(MESSAGE_CODES.interview.cancelled);
    return interview;
  }

  private async read(id: number): Promise<InterviewResource> {
    const interview = await this.interviews.findOneOrFail({
      where: { id },
      relations: { interviewers: true, events: true },
    });
    const cards = await this.scorecards.hrCardsOf([interview]);
    return toResource(interview, cards.get(id) ?? []);
  }

  private adminUrlOf(applicationId: number): string {
    return `${this.app.publicUrl}/admin/careers?tab=applications&application=${applicationId}`;
  }

  /** An event with the slot it is about, as the interview has it at that moment (`slot`). */
  private async record(
    manager: EntityManager,
    interviewId: number,
    kind: InterviewEventKind,
    actor: string,
    at: Date,
    slot: SlotFields,
  ): Promise<void> {
    await manager.insert(InterviewEvent, {
      interviewId,
      kind,
      actor,
      at,
      slotStartsAt: slot.startsAt,
      slotTimeZone: slot.timeZone,
      slotDate: slot.localDate,
      slotTime: slot.localTime,
      slotDurationMinutes: slot.durationMinutes,
    });
  }

  /** The event's e-mails, read back from the transaction so they carry the new SEQUENCE. */
  private async sendMails(
    manager: EntityManager,
    interviewId: number,
    kind: InvitationKind,
    application: Awaited<ReturnType<JobApplicationsService['findOne']>>,
    /** Only these former interviewers, not the applicant (a reschedule's removals). */
    formerInterviewerIds?: number[],
  ): Promise<void> {
    const interview = await manager.findOneByOrFail(Interview, { id: interviewId });
    const members = await manager.find(InterviewInterviewer, { where: { interviewId } });
    const accounts = await this.adminUsers.enabledByIds(
      formerInterviewerIds ?? members.map((member) => member.adminUserId),
      manager,
    );
    const expiresAt = Math.floor(interview.startsAt.getTime() / 1000);
    const claim = (answer: InterviewAnswer) => ({
      interviewId,
      sequence: interview.sequence,
      answer,
      expiresAt,
    });
    await this.outbox.enqueue(
      manager,
      interviewMails({
        kind,
        company: await this.sender.company(manager),
        interview,
        applicant: {
          firstName: application.firstName,
          lastName: application.lastName,
          // An imported CV not yet completed has no address: the panel is invited, not the applicant.
          email: application.email ?? '',
          position: application.position,
          // The job's Arabic title names it to an Arabic applicant, when HR wrote one.
          positionAr: application.job?.titleAr ?? null,
          language: visitorMailLanguage(application.language),
        },
        interviewers: accounts.flatMap((account) =>
          account.email ? [{ name: account.username, email: account.email, language: account.language }] : [],
        ),
        answerLinks:
          kind === 'cancellation'
            ? null
            : { accept: this.links.url(claim('accepted')), decline: this.links.url(claim('declined')) },
        adminUrl: this.adminUrlOf(application.id),
        toApplicant: formerInterviewerIds === undefined && application.email !== null,
      }),
    );
  }
}

type SlotFields = Pick<Interview, 'startsAt' | 'durationMinutes' | 'timeZone' | 'localDate' | 'localTime'>;

/** 409 on an application that is hired, rejected or withdrawn (acceptsInterviews). */
function assertOpen(status: ApplicationStatus): void {
  if (!acceptsInterviews(status)) throw new ConflictError(MESSAGE_CODES.interview.applicationClosed);
}

function slotOf(event: InterviewEvent): InterviewResource['events'][number]['slot'] {
  const { slotStartsAt, slotTimeZone, slotDate, slotTime, slotDurationMinutes } = event;
  if (!slotStartsAt || !slotTimeZone || !slotDate || !slotTime || slotDurationMinutes === null) return null;
  return {
    startsAt: slotStartsAt.toISOString(),
    timeZone: slotTimeZone,
    date: slotDate,
    time: slotTime,
    durationMinutes: slotDurationMinutes,
  };
}

/** The interview as HR reads it, with its panel's cards (`cards`: see ScorecardsService.hrCardsOf). */
function toResource(interview: Interview, cards: Scorecard[]): InterviewResource {
  return {
    id: interview.id,
    applicationId: interview.applicationId,
    status: interview.status,
    response: interview.response,
    respondedAt: interview.respondedAt ? interview.respondedAt.toISOString() : null,
    startsAt: interview.startsAt.toISOString(),
    endsAt: endsAt(interview).toISOString(),
    timeZone: interview.timeZone,
    date: interview.localDate,
    time: interview.localTime,
    durationMinutes: interview.durationMinutes,
    location: interview.location,
    meetingUrl: interview.meetingUrl,
    calendarUid: interview.calendarUid,
    sequence: interview.sequence,
    scorecards: cards,
    events: [...(interview.events ?? [])]
      .sort((a, b) => a.id - b.id)
      .map((event) => ({
        kind: event.kind,
        actor: event.actor,
        at: event.at.toISOString(),
        slot: slotOf(event),
      })),
  };
}
