import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, In, IsNull, Not, Repository } from 'typeorm';
import {
  MESSAGE_CODES,
  scorecardProblems,
  summariseScorecards,
  type ApplicationScorecards,
  type CriterionRating,
  type Scorecard,
  type ScorecardCriterion,
  type ScorecardInput,
} from '@uaq/contract';
import { AdminUsersService } from '../accounts/admin-users.service';
import { ScorecardCriteriaService } from '../careers/scorecard-criteria.service';
import { JobApplicationsService } from '../applications/job-applications.service';
import { MailSender } from '../mail/mail-sender.service';
import { OutboxService } from '../mail/outbox.service';
import type { AuthenticatedAdmin } from '../platform/common/decorators/current-admin.decorator';
import { Clock } from '../platform/common/clock/clock';
import {
  AppError,
  ConflictError,
  InvalidInputError,
  type FieldErrors,
} from '../platform/common/errors/app-error';
import { appConfig } from '../platform/config/app.config';
import { isUniqueViolation } from '../platform/database/unique-violation';
import { hrNoticeRecipient, interviewHrNotice } from './interview-hr-notices';
import { InterviewEvent } from './interview-event.entity';
import { InterviewInterviewer } from './interview-interviewer.entity';
import { InterviewScorecard } from './interview-scorecard.entity';
import { Interview } from './interview.entity';

/** A panel member's card as its author reads it: whole, draft or not. */
export function ownCard(
  interviewId: number,
  member: Pick<InterviewInterviewer, 'adminUserId' | 'username'>,
  card: InterviewScorecard | undefined,
): Scorecard {
  return {
    interviewId,
    interviewerId: member.adminUserId,
    username: card?.username ?? member.username,
    state: !card ? 'not-started' : card.submittedAt ? 'submitted' : 'draft',
    ratings: card?.ratings ?? [],
    recommendation: card?.recommendation ?? null,
    comment: card?.comment ?? null,
    submittedAt: card?.submittedAt?.toISOString() ?? null,
    updatedAt: card?.updatedAt.toISOString() ?? null,
  };
}

/** A card as HR reads it: a submitted one whole, a draft by its state only (it is still its author's). */
function cardForHr(
  interviewId: number,
  member: Pick<InterviewInterviewer, 'adminUserId' | 'username'>,
  card: InterviewScorecard | undefined,
): Scorecard {
  const own = ownCard(interviewId, member, card);
  return own.state === 'submitted' ? own : { ...own, ratings: [], recommendation: null, comment: null };
}

/**
 * Interviewers' scorecards: each writes their own card for an interview they sit on, from its start,
 * as a draft until they submit it (then it is final, HR is told, and the application's history
 * says so). HR reads every submitted card and their summary.
 */
@Injectable()
export class ScorecardsService {
  constructor(
    @InjectRepository(Interview) private readonly interviews: Repository<Interview>,
    @InjectRepository(InterviewInterviewer) private readonly panel: Repository<InterviewInterviewer>,
    @InjectRepository(InterviewScorecard) private readonly cards: Repository<InterviewScorecard>,
    private readonly dataSource: DataSource,
    private readonly applications: JobApplicationsService,
    private readonly criteria: ScorecardCriteriaService,
    private readonly sender: MailSender,
    private readonly adminUsers: AdminUsersService,
    private readonly outbox: OutboxService,
    private readonly clock: Clock,
    @Inject(appConfig.KEY) private readonly app: ConfigType<typeof appConfig>,
  ) {}

  /** The caller's card, saved as a draft (anything may still be missing). */
  saveDraft(interviewId: number, input: ScorecardInput, actor: AuthenticatedAdmin): Promise<Scorecard> {
    return this.write(interviewId, input, actor, false);
  }

  /** The caller's card, complete and final; HR is told in the same transaction. */
  submit(interviewId: number, input: ScorecardInput, actor: AuthenticatedAdmin): Promise<Scorecard> {
    return this.write(interviewId, input, actor, true);
  }

  /** For each interview, its panel's cards as HR reads them, by username (cards of members since removed too). */
  async hrCardsOf(interviews: readonly Pick<Interview, 'id'>[]): Promise<Map<number, Scorecard[]>> {
    const ids = interviews.map((interview) => interview.id);
    const byInterview = new Map<number, Scorecard[]>(ids.map((id) => [id, []]));
    if (ids.length === 0) return byInterview;
    const [members, cards] = await Promise.all([
      this.panel.find({ where: { interviewId: In(ids) } }),
      this.cards.find({ where: { interviewId: In(ids) } }),
    ]);
    const cardOf = (interviewId: number, adminUserId: number) =>
      cards.find((card) => card.interviewId === interviewId && card.adminUserId === adminUserId);
    for (const member of members)
      byInterview
        .get(member.interviewId)!
        .push(cardForHr(member.interviewId, member, cardOf(member.interviewId, member.adminUserId)));
    for (const card of cards)
      if (
        !members.some(
          (member) => member.interviewId === card.interviewId && member.adminUserId === card.adminUserId,
        )
      )
        byInterview.get(card.interviewId)!.push(cardForHr(card.interviewId, card, card));
    for (const list of byInterview.values()) list.sort((a, b) => a.username.localeCompare(b.username));
    return byInterview;
  }

  /** Every card of the application's interviews (latest interview first) and the summary of the submitted ones. */
  async ofApplication(applicationId: number): Promise<ApplicationScorecards> {
    const application = await this.applications.findOne(applicationId);
    const interviews = await this.interviews.find({
      select: { id: true },
      where: { applicationId },
      order: { startsAt: 'DESC', id: 'DESC' },
    });
    const [byInterview, criteria] = await Promise.all([
      this.hrCardsOf(interviews),
      this.criteria.criteriaOf(application.jobId),
    ]);
    const cards = interviews.flatMap((interview) => byInterview.get(interview.id) ?? []);
    return { criteria, cards, summary: summariseScorecards(cards) };
  }

  /** The account's own card of each interview it sits on (whole, drafts included). */
  async ownCardsOf(
    interviewIds: readonly number[],
    adminUserId: number,
  ): Promise<Map<number, InterviewScorecard>> {
    if (interviewIds.length === 0) return new Map();
    const cards = await this.cards.find({ where: { interviewId: In([...interviewIds]), adminUserId } });
    return new Map(cards.map((card) => [card.interviewId, card]));
  }

  private async write(
    interviewId: number,
    input: ScorecardInput,
    actor: AuthenticatedAdmin,
    submitting: boolean,
  ): Promise<Scorecard> {
    // Whoever is not on the panel (or names no interview) is refused alike: a card is its author's.
    const member = await this.panel.findOneBy({ interviewId, adminUserId: actor.id });
    if (!member) throw new AppError(HttpStatus.FORBIDDEN, MESSAGE_CODES.interview.notInterviewer);
    const interview = await this.interviews.findOneByOrFail({ id: interviewId });
    if (interview.status === 'cancelled') throw new ConflictError(MESSAGE_CODES.interview.cancelled);
    if (this.clock.now() < interview.startsAt) throw new ConflictError(MESSAGE_CODES.interview.notYetHeld);
    // A final card says so before anything is checked of the new one (the update below re-checks).
    if (await this.cards.existsBy({ interviewId, adminUserId: actor.id, submittedAt: Not(IsNull()) }))
      throw new ConflictError(MESSAGE_CODES.scorecard.alreadySubmitted);
    const application = await this.applications.findOne(interview.applicationId);
    const criteria = await this.criteria.criteriaOf(application.jobId);
    this.check(criteria, input, submitting);
    const ratings = ratingsOf(criteria, input);
    const company = submitting ? await this.sender.company() : null;
    // In the language of the team member who reads the careers address (English if none does).
    const hrLanguage = company ? await this.adminUsers.languageOfAddress(hrNoticeRecipient(company)) : 'en';
    // Two saves of a new card at once: the second finds the first's row on its second try.
    for (let attempt = 1; ; attempt += 1) {
      try {
        const card = await this.dataSource.transaction(async (manager) => {
          const now = this.clock.now();
          const fields = {
            username: actor.username,
            ratings,
            recommendation: input.recommendation ?? null,
            comment: input.comment ?? null,
            submittedAt: submitting ? now : null,
            updatedAt: now,
          };
          const existing = await manager.findOneBy(InterviewScorecard, {
            interviewId,
            adminUserId: actor.id,
          });
          if (!existing) {
            await manager.insert(InterviewScorecard, {
              interviewId,
              adminUserId: actor.id,
              ...fields,
              createdAt: now,
            });
          } else {
            const changed = await manager.update(
              InterviewScorecard,
              { id: existing.id, submittedAt: IsNull() },
              fields,
            );
            if (!changed.affected) throw new ConflictError(MESSAGE_CODES.scorecard.alreadySubmitted);
          }
          if (submitting && company && input.recommendation) {
            await manager.insert(InterviewEvent, {
              interviewId,
              kind: 'scorecard-submitted',
              actor: actor.username,
              at: now,
              slotStartsAt: interview.startsAt,
              slotTimeZone: interview.timeZone,
              slotDate: interview.localDate,
              slotTime: interview.localTime,
              slotDurationMinutes: interview.durationMinutes,
            });
            await this.outbox.enqueue(manager, [
              interviewHrNotice(
                { kind: 'scorecard', interviewer: actor.username, recommendation: input.recommendation },
                {
                  company,
                  interview,
                  application,
                  adminUrl: `${this.app.publicUrl}/admin/careers?tab=applications&application=${application.id}`,
                  language: hrLanguage,
                },
              ),
            ]);
          }
          return manager.findOneByOrFail(InterviewScorecard, { interviewId, adminUserId: actor.id });
        });
        return ownCard(interviewId, member, card);
      } catch (error) {
        if (attempt === 1 && isUniqueViolation(error)) continue;
        throw error;
      }
    }
  }

  /** 400 naming each field the contract's rules find wrong. */
  private check(criteria: ScorecardCriterion[], input: ScorecardInput, submitting: boolean): void {
    const fields: Record<string, FieldErrors[string]> = {};
    for (const [field, key] of Object.entries(scorecardProblems(criteria, input, submitting)))
      fields[field] = MESSAGE_CODES.scorecard[key];
    const first = Object.values(fields)[0];
    if (first) throw new InvalidInputError(first, fields);
  }
}

/** The card's ratings in the criteria's order, each with the criterion's names as they are now. */
function ratingsOf(criteria: ScorecardCriterion[], input: ScorecardInput): CriterionRating[] {
  return criteria.flatMap((criterion) => {
    const given = (input.ratings ?? []).find((rating) => rating.criterionId === criterion.id);
    return given
      ? [{ criterionId: criterion.id, name: criterion.name, nameAr: criterion.nameAr, rating: given.rating }]
      : [];
  });
}
