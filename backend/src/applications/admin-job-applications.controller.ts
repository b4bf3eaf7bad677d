import { Paged } from '../platform/common/http/paged';
import { Body, Controller, Get, HttpCode, Param, Patch, Post, Query, Res } from '@nestjs/common';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiProduces,
  ApiQuery,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { Response } from 'express';
import { CurrentAdmin, type AuthenticatedAdmin } from '../platform/common/decorators/current-admin.decorator';
import { AcceptsResumeLink } from '../platform/common/decorators/signed-link.decorator';
import { IdParamPipe } from '../platform/common/pipes/id-param.pipe';
import { RawResponse } from '../platform/common/http/http-reply.decorators';
import {
  MESSAGE_CODES,
  type AdminJobApplication,
  type AdminJobApplicationDetail,
  type ApplicationNote,
  type BulkMailResult,
  type ResumeToken,
  APPLICANT_STATUS_MESSAGES,
  STATUS_MOVE_MESSAGES,
} from '@uaq/contract';
import { applicationsCsvWriter } from './applications-csv';
import { ApplicationsExportService } from './applications-export.service';
import { ApplicationFiltersDto } from './dto/application-filters.dto';
import { ApplicationStatusDto } from './dto/application-status.dto';
import { BulkMailDto } from './dto/bulk-mail.dto';
import { BulkStatusDto } from './dto/bulk-status.dto';
import { NoteInputDto } from './dto/note-input.dto';
import { ApplicationResumes } from './application-resumes.service';
import { JobApplicationsService } from './job-applications.service';
import { Audited } from '../platform/common/decorators/audited.decorator';

const applicationId = new IdParamPipe(MESSAGE_CODES.applicantStatus.applicationNotFound);

@ApiTags('admin: job applications')
@ApiBearerAuth()
@Controller('admin/job-applications')
export class AdminJobApplicationsController {
  constructor(
    private readonly applications: JobApplicationsService,
    private readonly resumes: ApplicationResumes,
    private readonly exports: ApplicationsExportService,
  ) {}

  @Get()
  @ApiOkResponse({
    description: '{ success: true, data: AdminJobApplication[], meta: { page, pageSize, total } }',
  })
  @ApiBadRequestResponse({ description: 'A bad page, page size, sort or filter' })
  async list(@Query() filters: ApplicationFiltersDto): Promise<Paged<AdminJobApplication>> {
    const { rows, meta } = await this.applications.list(filters);
    return new Paged(rows, meta);
  }

  /** Streams every matching row (paging ignored), read from the database in batches. */
  @Audited('applications.exported')
  @Get('export.csv')
  @RawResponse()
  @ApiProduces('text/csv')
  @ApiOkResponse({ description: 'Every application matching the filters, as CSV (download)' })
  async exportCsv(@Query() filters: ApplicationFiltersDto, @Res() response: Response): Promise<void> {
    const day = new Date().toISOString().slice(0, 10);
    response.setHeader('Content-Type', 'text/csv; charset=utf-8');
    response.setHeader('Cache-Control', 'no-store');
    response.setHeader('Content-Disposition', `attachment; filename="job-applications-${day}.csv"`);
    const rows = Readable.from(this.exports.rows(filters));
    // Headers are gone once the first byte is; a failure later can only cut the download short.
    await pipeline(rows, applicationsCsvWriter(this.exports.columns()), response).catch(() =>
      response.destroy(),
    );
  }

  @Audited('applications.status-changed')
  @Patch('status')
  @ApiOkResponse({ description: '{ success: true, data: AdminJobApplication[] }: all changed, or none' })
  @ApiNotFoundResponse({ description: 'Some ids are unknown (named in the message); nothing changed' })
  @ApiConflictResponse({ description: STATUS_MOVE_MESSAGES.confirmRequired })
  async changeStatuses(
    @Body() input: BulkStatusDto,
    @CurrentAdmin() admin: AuthenticatedAdmin,
  ): Promise<AdminJobApplication[]> {
    return this.applications.changeStatuses(input.ids, input.status, admin.username, input.confirm);
  }

  @Audited('applications.mailed')
  @Post('mails')
  @HttpCode(200)
  @ApiOkResponse({
    description:
      '{ success: true, data: { queued, repeated } }: one templated e-mail per application through the outbox, each in its history',
  })
  @ApiNotFoundResponse({ description: 'Some ids are unknown (named in the message); nothing was sent' })
  async sendMails(
    @Body() input: BulkMailDto,
    @CurrentAdmin() admin: AuthenticatedAdmin,
  ): Promise<BulkMailResult> {
    return this.applications.sendMails(input, admin.username);
  }

  @Get(':id')
  @ApiOkResponse({ description: '{ success: true, data: AdminJobApplicationDetail } with history and notes' })
  @ApiNotFoundResponse({ description: APPLICANT_STATUS_MESSAGES.applicationNotFound })
  async detail(@Param('id', applicationId) id: number): Promise<AdminJobApplicationDetail> {
    return await this.applications.detail(id);
  }

  @Audited('application.note-added', 'application')
  @Post(':id/notes')
  @HttpCode(201)
  @ApiCreatedResponse({ description: '{ success: true, data: ApplicationNote }' })
  @ApiNotFoundResponse({ description: APPLICANT_STATUS_MESSAGES.applicationNotFound })
  async addNote(
    @Param('id', applicationId) id: number,
    @Body() input: NoteInputDto,
    @CurrentAdmin() admin: AuthenticatedAdmin,
  ): Promise<ApplicationNote> {
    return await this.applications.addNote(id, input.text, admin.username);
  }

  @Audited('application.status-changed', 'application')
  @Patch(':id/status')
  @ApiOkResponse({ description: '{ success: true, data: AdminJobApplication } (the change is recorded)' })
  @ApiNotFoundResponse({ description: APPLICANT_STATUS_MESSAGES.applicationNotFound })
  @ApiConflictResponse({ description: STATUS_MOVE_MESSAGES.confirmRequired })
  async changeStatus(
    @Param('id', applicationId) id: number,
    @Body() input: ApplicationStatusDto,
    @CurrentAdmin() admin: AuthenticatedAdmin,
  ): Promise<AdminJobApplication> {
    return this.applications.changeStatus(
      id,
      input.status,
      admin.username,
      input.notifyApplicant,
      input.confirm,
    );
  }

  @Post(':id/resume-token')
  @ApiOkResponse({ description: '{ success: true, data: { token, expiresIn, url } }: a 5-minute link' })
  @ApiNotFoundResponse({
    description: `${APPLICANT_STATUS_MESSAGES.applicationNotFound} / ${MESSAGE_CODES.applicationAdmin.resumeNotFound}`,
  })
  async resumeToken(
    @Param('id', applicationId) id: number,
    @CurrentAdmin() admin: AuthenticatedAdmin,
  ): Promise<ResumeToken> {
    return this.resumes.link(id, admin, `/api/admin/job-applications/${id}/resume`);
  }

  /** A `?token=` link opens in a new tab or a PDF frame, which cannot send the session. */
  @AcceptsResumeLink()
  @Get(':id/resume')
  @ApiQuery({ name: 'token', required: false, description: 'A download token from resume-token' })
  @ApiQuery({ name: 'inline', required: false, description: '1: a PDF is sent for display, not download' })
  @ApiOkResponse({ description: 'The resume file, as an attachment' })
  @ApiUnauthorizedResponse({
    description: 'No admin header and no valid download token for this application',
  })
  @ApiNotFoundResponse({ description: MESSAGE_CODES.applicationAdmin.resumeNotFound })
  async resume(
    @Param('id', applicationId) id: number,
    @CurrentAdmin() downloader: AuthenticatedAdmin,
    @Query('inline') inline: string | undefined,
    @Res() response: Response,
  ): Promise<void> {
    await this.resumes.send(id, downloader, inline === '1', response);
  }
}
