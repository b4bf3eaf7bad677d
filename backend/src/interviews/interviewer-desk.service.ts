import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Repository } from 'typeorm';
import {
  MESSAGE_CODES,
  type AssignedInterview,
  type AssignedInterviewPeriod,
  type InterviewerApplicationView,
} from '@uaq/contract';
import { JobApplicationsService } from '../applications/job-applications.service';
import { ScorecardCriteriaService } from '../careers/scorecard-criteria.service';
import type { AuthenticatedAdmin } from '../platform/common/decorators/current-admin.decorator';
import { Clock } from '../platform/common/clock/clock';
import { AppError } from '../platform/common/errors/app-error';
import { pageWindow, type Page, type PageDto } from '../platform/common/paging/page-query.dto';
import { InterviewInterviewer } from './interview-interviewer.entity';
import { endsAt, Interview } from './interview.entity';
import { ownCard, ScorecardsService } from './scorecards.service';

/**
 * The interviewer's desk: each account sees the applications it sits on an interview panel of (an
 * interview not cancelled), and of them only what interviewing needs. The one place that decides
 * whether an account is assigned to an application.
 */
@Injectable()
export class InterviewerDesk {
  constructor(
    @InjectRepository(Interview) private readonly interviews: Repository<Interview>,
    @InjectRepository(InterviewInterviewer) private readonly panel: Repository<InterviewInterviewer>,
    private readonly applications: JobApplicationsService,
    private readonly criteria: ScorecardCriteriaService,
    private readonly scorecards: ScorecardsService,
    private readonly clock: Clock,
  ) {}

  /** 403 unless `adminId` sits on the panel of one of the application's interviews that is not cancelled. */
  async assertAssigned(applicationId: number, adminId: number): Promise<void> {
    const assigned = await this.panel
      .createQueryBuilder('member')
      .innerJoin(Interview, 'interview', 'interview.id = member.interviewId')
      .where('member.adminUserId = :adminId', { adminId })
      .andWhere('interview.applicationId = :applicationId', { applicationId })
      .andWhere('interview.status = :scheduled', { scheduled: 'scheduled' })
      .getExists();
    if (!assigned) throw new AppError(HttpStatus.FORBIDDEN, MESSAGE_CODES.interviewer.notAssigned);
  }

  /**
   * The account's interviews, a page at a time: `upcoming` those still to start (soonest first),
   * `past` those begun (latest first), where cards are written. Read through the panel's index by account.
   */
  async assigned(
    adminId: number,
    period: AssignedInterviewPeriod,
    paging: PageDto,
  ): Promise<Page<AssignedInterview>> {
    const { page, pageSize, offset } = pageWindow(paging);
    const upcoming = period === 'upcoming';
    const matching = () =>
      this.panel
        .createQueryBuilder('member')
        .innerJoin(Interview, 'interview', 'interview.id = member.interviewId')
        .where('member.adminUserId = :adminId', { adminId })
        .andWhere('interview.status = :scheduled', { scheduled: 'scheduled' })
        .andWhere(upcoming ? 'interview.startsAt >= :now' : 'interview.startsAt < :now', {
          now: this.clock.now(),
        });
    const total = await matching().getCount();
    const rows = await matching()
      .select('interview.id', 'id')
      .orderBy('interview.startsAt', upcoming ? 'ASC' : 'DESC')
      .addOrderBy('interview.id', upcoming ? 'ASC' : 'DESC')
      .offset(offset)
      .limit(pageSize)
      .getRawMany<{ id: number | string }>();
    const ids = rows.map((row) => Number(row.id));
    const interviews = ids.length > 0 ? await this.interviews.findBy({ id: In(ids) }) : [];
    // The applications' names and jobs come from their own domain, a page at a time.
    const applications = await this.applications.withJobs(
      interviews.map((interview) => interview.applicationId),
    );
    const cards = await this.scorecards.ownCardsOf(ids, adminId);
    const items = ids.flatMap((id) => {
      const interview = interviews.find((each) => each.id === id);
      const application = interview && applications.get(interview.applicationId);
      if (!interview || !application) return [];
      const card = cards.get(interview.id);
      return [
        {
          ...whenAndWhere(interview),
          interviewId: interview.id,
          applicationId: interview.applicationId,
          applicantName: `${application.firstName} ${application.lastName}`.trim(),
          jobTitle: application.job?.title ?? application.position,
          jobTitleAr: application.job?.titleAr ?? null,
          scorecard: !card
            ? ('not-started' as const)
            : card.submittedAt
              ? ('submitted' as const)
              : ('draft' as const),
        },
      ];
    });
    return { rows: items, meta: { page, pageSize, total } };
  }

  /** What the account may see of an application it interviews (403 otherwise). */
  async application(applicationId: number, actor: AuthenticatedAdmin): Promise<InterviewerApplicationView> {
    await this.assertAssigned(applicationId, actor.id);
    const application = await this.applications.findOne(applicationId);
    const memberships = await this.panel
      .createQueryBuilder('member')
      .innerJoin(Interview, 'interview', 'interview.id = member.interviewId')
      .where('member.adminUserId = :adminId', { adminId: actor.id })
      .andWhere('interview.applicationId = :applicationId', { applicationId })
      .andWhere('interview.status = :scheduled', { scheduled: 'scheduled' })
      .getMany();
    const interviewIds = memberships.map((member) => member.interviewId);
    const [interviews, cards, criteria] = await Promise.all([
      this.interviews.find({
        where: { id: In(interviewIds) },
        relations: { interviewers: true },
        order: { startsAt: 'DESC', id: 'DESC' },
      }),
      this.scorecards.ownCardsOf(interviewIds, actor.id),
      this.criteria.criteriaOf(application.jobId),
    ]);
    return {
      id: application.id,
      firstName: application.firstName,
      lastName: application.lastName,
      fullName: `${application.firstName} ${application.lastName}`.trim(),
      job: {
        id: application.jobId,
        title: application.job?.title ?? application.position,
        titleAr: application.job?.titleAr ?? null,
      },
      hasResume: Boolean(application.resumeStorageName),
      resumeFileName: application.resumeFileName,
      criteria,
      interviews: interviews.map((interview) => ({
        ...whenAndWhere(interview),
        id: interview.id,
        panel: interview.interviewers.map((member) => member.username).sort(),
        myScorecard: ownCard(
          interview.id,
          memberships.find((member) => member.interviewId === interview.id)!,
          cards.get(interview.id),
        ),
      })),
    };
  }
}

function whenAndWhere(interview: Interview) {
  return {
    status: interview.status,
    response: interview.response,
    startsAt: interview.startsAt.toISOString(),
    endsAt: endsAt(interview).toISOString(),
    timeZone: interview.timeZone,
    date: interview.localDate,
    time: interview.localTime,
    durationMinutes: interview.durationMinutes,
    location: interview.location,
    meetingUrl: interview.meetingUrl,
  };
}
