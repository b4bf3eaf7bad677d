import {
  Body,
  Controller,
  Get,
  Header,
  Headers,
  HttpStatus,
  Param,
  Patch,
  Post,
  Query,
  Res,
} from '@nestjs/common';
import {
  ApiBearerAuth,
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
import { RawResponse } from '../common/http/http-reply.decorators';
import { AppError, NotFoundError } from '../common/errors/app-error';
import { AUTH_MESSAGES, type AdminJobApplication, type ResumeToken } from '@uaq/contract';
import { applicationsCsv } from './applications-csv';
import { ApplicationFiltersDto } from './dto/application-filters.dto';
import { ApplicationStatusDto } from './dto/application-status.dto';
import { APPLICATION_NOT_FOUND, JobApplicationsService } from './job-applications.service';
import { sendResume } from './resume-download';
import { ResumeStorage } from './resume-storage';
import type { AuditActor } from '../audit/audit-context';
import { AuditService } from '../audit/audit.service';
import { Audited } from '../audit/audited.decorator';

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
    private readonly audit: AuditService,
  ) {}

  @Get()
  @ApiOkResponse({ description: '{ success: true, data: AdminJobApplication[] }, newest first, filtered' })
  list(@Query() filters: ApplicationFiltersDto): Promise<AdminJobApplication[]> {
    return this.applications.list(filters);
  }

  @Audited('applications.exported')
  @Get('export.csv')
  @RawResponse()
  @ApiProduces('text/csv')
  @ApiOkResponse({ description: 'The same filtered list as CSV (download)' })
  @Header('Content-Type', 'text/csv; charset=utf-8')
  @Header('Cache-Control', 'no-store')
  async exportCsv(@Query() filters: ApplicationFiltersDto, @Res({ passthrough: true }) response: Response) {
    const day = new Date().toISOString().slice(0, 10);
    response.setHeader('Content-Disposition', `attachment; filename="job-applications-${day}.csv"`);
    return applicationsCsv(await this.applications.list(filters));
  }

  @Audited('application.status-changed', 'application')
  @Patch(':id/status')
  @ApiOkResponse({ description: '{ success: true, data: AdminJobApplication } (the change is recorded)' })
  @ApiNotFoundResponse({ description: APPLICATION_NOT_FOUND })
  async changeStatus(
    @Param('id', applicationId) id: number,
    @Body() input: ApplicationStatusDto,
    @CurrentAdmin() admin: AuthenticatedAdmin,
  ): Promise<AdminJobApplication> {
    return this.applications.changeStatus(id, input.status, admin.username, input.notifyApplicant);
  }

  @Post(':id/resume-token')
  @ApiOkResponse({ description: '{ success: true, data: { token, expiresIn, url } }: a 5-minute link' })
  @ApiNotFoundResponse({ description: `${APPLICATION_NOT_FOUND} / ${RESUME_NOT_FOUND}` })
  async resumeToken(
    @Param('id', applicationId) id: number,
    @CurrentAdmin() admin: AuthenticatedAdmin,
  ): Promise<ResumeToken> {
    const application = await this.applications.findOne(id);
    if (!application.resumeStorageName) throw new NotFoundError(RESUME_NOT_FOUND);
    const { token, expiresIn } = await this.tokens.signResumeDownloadToken(id, admin);
    const url = `/api/admin/job-applications/${id}/resume?token=${encodeURIComponent(token)}`;
    return { token, expiresIn, url };
  }

  /** Public to the guard so a `?token=` link opens in a new tab; it checks the caller itself. */
  @Public()
  @Get(':id/resume')
  @ApiQuery({ name: 'token', required: false, description: 'A download token from resume-token' })
  @ApiOkResponse({ description: 'The resume file, as an attachment' })
  @ApiUnauthorizedResponse({
    description: 'No admin header and no valid download token for this application',
  })
  @ApiNotFoundResponse({ description: RESUME_NOT_FOUND })
  async resume(
    @Param('id', applicationId) id: number,
    @Headers('authorization') authorization: string | undefined,
    @Query('token') token: string | undefined,
    @Res() response: Response,
  ): Promise<void> {
    const downloader = await this.assertMayDownload(id, authorization, token);
    const application = await this.applications.findOne(id);
    const file = application.resumeStorageName
      ? await this.storage.open(application.resumeStorageName)
      : null;
    if (!file || !application.resumeContentType) throw new NotFoundError(RESUME_NOT_FOUND);
    await this.audit.record('resume.downloaded', { type: 'application', id }, { actor: downloader });
    sendResume(response, file, application.resumeContentType, application.resumeFileName);
  }

  /** The admin downloading: by session header, or by a download link they asked for. */
  private async assertMayDownload(id: number, authorization?: string, token?: string): Promise<AuditActor> {
    const bearer = /^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1];
    // An account with a step to take first (new password, second factor) cannot download yet.
    const admin = bearer ? await this.tokens.verifySessionToken(bearer) : null;
    if (admin && !admin.pending) return { id: admin.id, username: admin.username };
    const linkHolder = typeof token === 'string' ? await this.tokens.resumeDownloadAdmin(token, id) : null;
    if (linkHolder) return { id: linkHolder.id, username: linkHolder.username };
    throw new AppError(HttpStatus.UNAUTHORIZED, AUTH_MESSAGES.authenticationRequired);
  }
}
