import {
  Body,
  Controller,
  Delete,
  Get,
  Headers,
  HttpCode,
  HttpStatus,
  Param,
  Patch,
  Post,
  Query,
  Res,
} from '@nestjs/common';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiProduces,
  ApiQuery,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { Response } from 'express';
import { CurrentAdmin, type AuthenticatedAdmin } from '../auth/current-admin.decorator';
import { AuthTokensService } from '../auth/auth-tokens.service';
import { IdParamPipe } from '../common/pipes/id-param.pipe';
import { Public } from '../common/decorators/public.decorator';
import { AppError, NotFoundError } from '../common/errors/app-error';
import {
  AUTH_MESSAGES,
  type AdminJobApplication,
  type AdminJobApplicationDetail,
  type ApiPage,
  type ApiSuccess,
  type ApplicationNote,
  type ResumeToken,
} from '../contract/api-contract';
import { applicationsCsvWriter, csvRow } from './applications-csv';
import { ApplicationsExportService } from './applications-export.service';
import { ApplicationFiltersDto } from './dto/application-filters.dto';
import { ApplicationStatusDto } from './dto/application-status.dto';
import { BulkStatusDto } from './dto/bulk-status.dto';
import { NoteInputDto } from './dto/note-input.dto';
import { APPLICATION_NOT_FOUND, JobApplicationsService } from './job-applications.service';
import { sendResume } from './resume-download';
import { ResumeStorage } from './resume-storage';

const RESUME_NOT_FOUND = 'Resume not found';
const applicationId = new IdParamPipe(APPLICATION_NOT_FOUND);

@ApiTags('admin: job applications')
@ApiBearerAuth()
@Controller('admin/job-applications')
export class AdminJobApplicationsController {
  constructor(
    private readonly applications: JobApplicationsService,
    private readonly storage: ResumeStorage,
    private readonly tokens: AuthTokensService,
    private readonly exports: ApplicationsExportService,
  ) {}

  @Get()
  @ApiOkResponse({
    description: '{ success: true, data: AdminJobApplication[], meta: { page, pageSize, total } }',
  })
  @ApiBadRequestResponse({ description: 'A bad page, page size, sort or filter' })
  async list(@Query() filters: ApplicationFiltersDto): Promise<ApiPage<AdminJobApplication>> {
    const { rows, meta } = await this.applications.list(filters);
    return { success: true, data: rows, meta };
  }

  /** Streams every matching row (paging ignored), read from the database in batches. */
  @Get('export.csv')
  @ApiProduces('text/csv')
  @ApiOkResponse({ description: 'Every application matching the filters, as CSV (download)' })
  async exportCsv(@Query() filters: ApplicationFiltersDto, @Res() response: Response): Promise<void> {
    const day = new Date().toISOString().slice(0, 10);
    response.setHeader('Content-Type', 'text/csv; charset=utf-8');
    response.setHeader('Cache-Control', 'no-store');
    response.setHeader('Content-Disposition', `attachment; filename="job-applications-${day}.csv"`);
    const rows = Readable.from(this.exportRows(filters));
    // Headers are gone once the first byte is; a failure later can only cut the download short.
    await pipeline(rows, applicationsCsvWriter(), response).catch(() => response.destroy());
  }

  @Patch('status')
  @ApiOkResponse({ description: '{ success: true, data: AdminJobApplication[] }: all changed, or none' })
  @ApiNotFoundResponse({ description: 'Some ids are unknown (named in the message); nothing changed' })
  async changeStatuses(
    @Body() input: BulkStatusDto,
    @CurrentAdmin() admin: AuthenticatedAdmin,
  ): Promise<ApiSuccess<AdminJobApplication[]>> {
    const changed = await this.applications.changeStatuses(input.ids, input.status, admin.username);
    return { success: true, data: changed };
  }

  @Get(':id')
  @ApiOkResponse({ description: '{ success: true, data: AdminJobApplicationDetail } with history and notes' })
  @ApiNotFoundResponse({ description: APPLICATION_NOT_FOUND })
  async detail(@Param('id', applicationId) id: number): Promise<ApiSuccess<AdminJobApplicationDetail>> {
    return { success: true, data: await this.applications.detail(id) };
  }

  @Post(':id/notes')
  @HttpCode(201)
  @ApiCreatedResponse({ description: '{ success: true, data: ApplicationNote }' })
  @ApiNotFoundResponse({ description: APPLICATION_NOT_FOUND })
  async addNote(
    @Param('id', applicationId) id: number,
    @Body() input: NoteInputDto,
    @CurrentAdmin() admin: AuthenticatedAdmin,
  ): Promise<ApiSuccess<ApplicationNote>> {
    return { success: true, data: await this.applications.addNote(id, input.text, admin.username) };
  }

  @Delete(':id')
  @ApiOkResponse({
    description: '{ success: true }: the application, its history, notes and resume are erased',
  })
  @ApiNotFoundResponse({ description: APPLICATION_NOT_FOUND })
  async remove(@Param('id', applicationId) id: number): Promise<{ success: true; message: string }> {
    await this.applications.remove(id);
    return { success: true, message: 'Application deleted' };
  }

  @Patch(':id/status')
  @ApiOkResponse({ description: '{ success: true, data: AdminJobApplication } (the change is recorded)' })
  @ApiNotFoundResponse({ description: APPLICATION_NOT_FOUND })
  async changeStatus(
    @Param('id', applicationId) id: number,
    @Body() input: ApplicationStatusDto,
    @CurrentAdmin() admin: AuthenticatedAdmin,
  ): Promise<ApiSuccess<AdminJobApplication>> {
    return { success: true, data: await this.applications.changeStatus(id, input.status, admin.username) };
  }

  @Post(':id/resume-token')
  @ApiOkResponse({ description: '{ success: true, data: { token, expiresIn, url } }: a 5-minute link' })
  @ApiNotFoundResponse({ description: `${APPLICATION_NOT_FOUND} / ${RESUME_NOT_FOUND}` })
  async resumeToken(@Param('id', applicationId) id: number): Promise<ApiSuccess<ResumeToken>> {
    const application = await this.applications.findOne(id);
    if (!application.resumeStorageName) throw new NotFoundError(RESUME_NOT_FOUND);
    const { token, expiresIn } = await this.tokens.signResumeDownloadToken(id);
    const url = `/api/admin/job-applications/${id}/resume?token=${encodeURIComponent(token)}`;
    return { success: true, data: { token, expiresIn, url } };
  }

  /** Public to the guard so a `?token=` link opens in a new tab; it checks the caller itself. */
  @Public()
  @Get(':id/resume')
  @ApiQuery({ name: 'token', required: false, description: 'A download token from resume-token' })
  @ApiQuery({ name: 'inline', required: false, description: '1: a PDF is sent for display, not download' })
  @ApiOkResponse({ description: 'The resume file, as an attachment' })
  @ApiUnauthorizedResponse({
    description: 'No admin header and no valid download token for this application',
  })
  @ApiNotFoundResponse({ description: RESUME_NOT_FOUND })
  async resume(
    @Param('id', applicationId) id: number,
    @Headers('authorization') authorization: string | undefined,
    @Query('token') token: string | undefined,
    @Query('inline') inline: string | undefined,
    @Res() response: Response,
  ): Promise<void> {
    await this.assertMayDownload(id, authorization, token);
    const application = await this.applications.findOne(id);
    const file = application.resumeStorageName
      ? await this.storage.open(application.resumeStorageName)
      : null;
    if (!file || !application.resumeContentType) throw new NotFoundError(RESUME_NOT_FOUND);
    sendResume(response, file, application.resumeContentType, application.resumeFileName, inline === '1');
  }

  private async *exportRows(filters: ApplicationFiltersDto): AsyncGenerator<string[]> {
    for await (const application of this.exports.rows(filters)) yield csvRow(application);
  }

  private async assertMayDownload(id: number, authorization?: string, token?: string): Promise<void> {
    const bearer = /^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1];
    if (bearer && (await this.tokens.verifySessionToken(bearer))) return;
    if (typeof token === 'string' && (await this.tokens.verifyResumeDownloadToken(token, id))) return;
    throw new AppError(HttpStatus.UNAUTHORIZED, AUTH_MESSAGES.authenticationRequired);
  }
}
