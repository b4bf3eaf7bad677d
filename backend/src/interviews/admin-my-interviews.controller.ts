import { Controller, Get, Param, Post, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiForbiddenResponse, ApiOkResponse, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import {
  INTERVIEWER_MESSAGES,
  MESSAGE_CODES,
  type AssignedInterview,
  type InterviewerApplicationView,
  type ResumeToken,
} from '@uaq/contract';
import { ApplicationResumes } from '../applications/application-resumes.service';
import { CurrentAdmin, type AuthenticatedAdmin } from '../platform/common/decorators/current-admin.decorator';
import { OpenToInterviewers } from '../platform/common/decorators/roles.decorator';
import { AcceptsResumeLink } from '../platform/common/decorators/signed-link.decorator';
import { Paged } from '../platform/common/http/paged';
import { IdParamPipe } from '../platform/common/pipes/id-param.pipe';
import { AssignedInterviewsQueryDto } from './dto/assigned-interviews-query.dto';
import { InterviewerDesk } from './interviewer-desk.service';

const applicationId = new IdParamPipe(MESSAGE_CODES.applicantStatus.applicationNotFound);

/**
 * The interviewer's desk: every team account, the `interviewer` role included, sees here the
 * interviews it sits on and, of their applications, what interviewing needs; anything else is 403.
 */
@ApiTags('admin: my interviews')
@ApiBearerAuth()
@OpenToInterviewers()
@Controller('admin/my-interviews')
export class AdminMyInterviewsController {
  constructor(
    private readonly desk: InterviewerDesk,
    private readonly resumes: ApplicationResumes,
  ) {}

  @Get()
  @ApiOkResponse({
    description: '{ success: true, data: AssignedInterview[], meta: { page, pageSize, total } }',
  })
  async list(
    @Query() query: AssignedInterviewsQueryDto,
    @CurrentAdmin() admin: AuthenticatedAdmin,
  ): Promise<Paged<AssignedInterview>> {
    const { rows, meta } = await this.desk.assigned(admin.id, query.period ?? 'upcoming', query);
    return new Paged(rows, meta);
  }

  @Get('applications/:id')
  @ApiOkResponse({ description: '{ success: true, data: InterviewerApplicationView }' })
  @ApiForbiddenResponse({ description: INTERVIEWER_MESSAGES.notAssigned })
  application(
    @Param('id', applicationId) id: number,
    @CurrentAdmin() admin: AuthenticatedAdmin,
  ): Promise<InterviewerApplicationView> {
    return this.desk.application(id, admin);
  }

  @Post('applications/:id/resume-token')
  @ApiOkResponse({ description: '{ success: true, data: { token, expiresIn, url } }: a 5-minute link' })
  @ApiForbiddenResponse({ description: INTERVIEWER_MESSAGES.notAssigned })
  async resumeToken(
    @Param('id', applicationId) id: number,
    @CurrentAdmin() admin: AuthenticatedAdmin,
  ): Promise<ResumeToken> {
    await this.desk.assertAssigned(id, admin.id);
    return this.resumes.link(id, admin, `/api/admin/my-interviews/applications/${id}/resume`);
  }

  /** Opened in a new tab or a PDF frame with `?token=` from resume-token, or with the session. */
  @AcceptsResumeLink()
  @Get('applications/:id/resume')
  @ApiQuery({ name: 'token', required: false, description: 'A download token from resume-token' })
  @ApiQuery({ name: 'inline', required: false, description: '1: a PDF is sent for display, not download' })
  @ApiOkResponse({ description: 'The resume file' })
  @ApiForbiddenResponse({ description: INTERVIEWER_MESSAGES.notAssigned })
  async resume(
    @Param('id', applicationId) id: number,
    @CurrentAdmin() admin: AuthenticatedAdmin,
    @Query('inline') inline: string | undefined,
    @Res() response: Response,
  ): Promise<void> {
    await this.desk.assertAssigned(id, admin.id);
    await this.resumes.send(id, admin, inline === '1', response);
  }
}
