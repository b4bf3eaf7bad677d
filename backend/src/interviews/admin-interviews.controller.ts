import { Body, Controller, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import {
  MESSAGE_CODES,
  INTERVIEW_MESSAGES,
  SCORECARD_MESSAGES,
  type ApplicationScorecards,
  type Interview,
  type InterviewerOption,
  type Scorecard,
  APPLICANT_STATUS_MESSAGES,
} from '@uaq/contract';
import { Audited } from '../platform/common/decorators/audited.decorator';
import { CurrentAdmin, type AuthenticatedAdmin } from '../platform/common/decorators/current-admin.decorator';
import { OpenToInterviewers } from '../platform/common/decorators/roles.decorator';
import { SuccessMessage } from '../platform/common/http/http-reply.decorators';
import { IdParamPipe } from '../platform/common/pipes/id-param.pipe';
import { InterviewInputDto } from './dto/interview-input.dto';
import { ScorecardInputDto } from './dto/scorecard-input.dto';
import { InterviewsService } from './interviews.service';
import { ScorecardsService } from './scorecards.service';

const applicationId = new IdParamPipe(MESSAGE_CODES.applicantStatus.applicationNotFound);
const interviewId = new IdParamPipe(MESSAGE_CODES.interview.notFound);

/**
 * HR schedules, moves and cancels interviews from the applicant panel and reads the scorecards;
 * each interviewer (any role) writes their own card.
 */
@ApiTags('admin: interviews')
@ApiBearerAuth()
@Controller('admin')
export class AdminInterviewsController {
  constructor(
    private readonly interviews: InterviewsService,
    private readonly scorecards: ScorecardsService,
  ) {}

  @Get('interviews/interviewers')
  @ApiOkResponse({ description: '{ success: true, data: InterviewerOption[] }: enabled team accounts' })
  async interviewers(): Promise<InterviewerOption[]> {
    return await this.interviews.interviewerOptions();
  }

  @Get('job-applications/:id/interviews')
  @ApiOkResponse({
    description: '{ success: true, data: Interview[] } newest first, with scorecards and events',
  })
  @ApiNotFoundResponse({ description: APPLICANT_STATUS_MESSAGES.applicationNotFound })
  async list(@Param('id', applicationId) id: number): Promise<Interview[]> {
    return await this.interviews.listFor(id);
  }

  @Audited('interview.scheduled', 'application')
  @Post('job-applications/:id/interviews')
  @HttpCode(201)
  @ApiCreatedResponse({ description: '{ success: true, data: Interview }: invitations queued' })
  @ApiBadRequestResponse({ description: 'A past start, a bad time zone, no place, an unknown interviewer' })
  @ApiNotFoundResponse({ description: APPLICANT_STATUS_MESSAGES.applicationNotFound })
  async schedule(
    @Param('id', applicationId) id: number,
    @Body() input: InterviewInputDto,
    @CurrentAdmin() admin: AuthenticatedAdmin,
  ): Promise<Interview> {
    return await this.interviews.schedule(id, input, admin);
  }

  @Audited('interview.rescheduled', 'interview')
  @Put('interviews/:id')
  @ApiOkResponse({
    description: '{ success: true, data: Interview }: updated invitations queued (SEQUENCE + 1)',
  })
  @ApiConflictResponse({ description: INTERVIEW_MESSAGES.cancelled })
  async reschedule(
    @Param('id', interviewId) id: number,
    @Body() input: InterviewInputDto,
    @CurrentAdmin() admin: AuthenticatedAdmin,
  ): Promise<Interview> {
    return await this.interviews.reschedule(id, input, admin);
  }

  @Audited('interview.cancelled', 'interview')
  @Post('interviews/:id/cancel')
  @HttpCode(200)
  @ApiOkResponse({ description: '{ success: true, data: Interview }: cancellations queued (METHOD:CANCEL)' })
  @ApiConflictResponse({ description: INTERVIEW_MESSAGES.cancelled })
  async cancel(
    @Param('id', interviewId) id: number,
    @CurrentAdmin() admin: AuthenticatedAdmin,
  ): Promise<Interview> {
    return await this.interviews.cancel(id, admin);
  }

  @Get('job-applications/:id/scorecards')
  @ApiOkResponse({
    description:
      '{ success: true, data: ApplicationScorecards }: every interviewer’s card (drafts by state only) and the summary',
  })
  @ApiNotFoundResponse({ description: APPLICANT_STATUS_MESSAGES.applicationNotFound })
  async applicationScorecards(@Param('id', applicationId) id: number): Promise<ApplicationScorecards> {
    return await this.scorecards.ofApplication(id);
  }

  @OpenToInterviewers()
  @Audited('interview.scored', 'interview')
  @Put('interviews/:id/scorecard')
  @SuccessMessage(MESSAGE_CODES.scorecard.saved)
  @ApiOkResponse({ description: '{ success: true, data: Scorecard }: the caller’s card, a draft' })
  @ApiBadRequestResponse({
    description: 'A rating out of 1–5 or of a criterion the job lacks, a comment too long',
  })
  @ApiForbiddenResponse({ description: INTERVIEW_MESSAGES.notInterviewer })
  @ApiConflictResponse({
    description: `${INTERVIEW_MESSAGES.notYetHeld} / ${SCORECARD_MESSAGES.alreadySubmitted}`,
  })
  async saveScorecard(
    @Param('id', interviewId) id: number,
    @Body() input: ScorecardInputDto,
    @CurrentAdmin() admin: AuthenticatedAdmin,
  ): Promise<Scorecard> {
    return await this.scorecards.saveDraft(id, input, admin);
  }

  @OpenToInterviewers()
  @Audited('interview.scorecard-submitted', 'interview')
  @Post('interviews/:id/scorecard/submit')
  @HttpCode(200)
  @SuccessMessage(MESSAGE_CODES.scorecard.submitted)
  @ApiOkResponse({ description: '{ success: true, data: Scorecard }: final; HR is e-mailed' })
  @ApiBadRequestResponse({
    description: `${SCORECARD_MESSAGES.ratingsIncomplete} / ${SCORECARD_MESSAGES.recommendationRequired}`,
  })
  @ApiForbiddenResponse({ description: INTERVIEW_MESSAGES.notInterviewer })
  @ApiConflictResponse({
    description: `${INTERVIEW_MESSAGES.notYetHeld} / ${SCORECARD_MESSAGES.alreadySubmitted}`,
  })
  async submitScorecard(
    @Param('id', interviewId) id: number,
    @Body() input: ScorecardInputDto,
    @CurrentAdmin() admin: AuthenticatedAdmin,
  ): Promise<Scorecard> {
    return await this.scorecards.submit(id, input, admin);
  }
}
