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
  type Interview,
  type InterviewerOption,
  APPLICANT_STATUS_MESSAGES,
} from '@uaq/contract';
import { Audited } from '../platform/common/decorators/audited.decorator';
import { CurrentAdmin, type AuthenticatedAdmin } from '../platform/common/decorators/current-admin.decorator';
import { IdParamPipe } from '../platform/common/pipes/id-param.pipe';
import { InterviewInputDto, ScorecardInputDto } from './dto/interview-input.dto';
import { InterviewsService } from './interviews.service';

const applicationId = new IdParamPipe(MESSAGE_CODES.applicantStatus.applicationNotFound);
const interviewId = new IdParamPipe(MESSAGE_CODES.interview.notFound);

/** HR schedules, moves and cancels interviews from the applicant panel; interviewers score them. */
@ApiTags('admin: interviews')
@ApiBearerAuth()
@Controller('admin')
export class AdminInterviewsController {
  constructor(private readonly interviews: InterviewsService) {}

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

  @Audited('interview.scored', 'interview')
  @Put('interviews/:id/scorecard')
  @ApiOkResponse({ description: '{ success: true, data: Interview } with the caller’s card recorded' })
  @ApiForbiddenResponse({ description: INTERVIEW_MESSAGES.notInterviewer })
  @ApiConflictResponse({ description: INTERVIEW_MESSAGES.notYetHeld })
  async scorecard(
    @Param('id', interviewId) id: number,
    @Body() input: ScorecardInputDto,
    @CurrentAdmin() admin: AuthenticatedAdmin,
  ): Promise<Interview> {
    return await this.interviews.recordScorecard(id, input, admin);
  }
}
