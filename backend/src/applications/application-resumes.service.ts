import { Injectable } from '@nestjs/common';
import type { Response } from 'express';
import { MESSAGE_CODES, type ResumeToken } from '@uaq/contract';
import { AuthTokensService } from '../accounts/auth-tokens.service';
import { AuditService } from '../audit/audit.service';
import type { AuthenticatedAdmin } from '../platform/common/decorators/current-admin.decorator';
import { NotFoundError } from '../platform/common/errors/app-error';
import { JobApplicationsService } from './job-applications.service';
import { sendResume } from './resume-download';
import { ResumeStorage } from './resume-storage';

/**
 * An application's resume as a download: the 5-minute link for a new tab, and the file itself
 * (audited). HR's routes and the interviewer's desk both come here, each after its own check of who
 * may see the application.
 */
@Injectable()
export class ApplicationResumes {
  constructor(
    private readonly applications: JobApplicationsService,
    private readonly storage: ResumeStorage,
    private readonly tokens: AuthTokensService,
    private readonly audit: AuditService,
  ) {}

  /** A download link for `admin` (404 when there is no resume); `path` is the route it opens. */
  async link(id: number, admin: AuthenticatedAdmin, path: string): Promise<ResumeToken> {
    const application = await this.applications.findOne(id);
    if (!application.resumeStorageName)
      throw new NotFoundError(MESSAGE_CODES.applicationAdmin.resumeNotFound);
    const { token, expiresIn } = await this.tokens.signResumeDownloadToken(id, admin);
    return { token, expiresIn, url: `${path}?token=${encodeURIComponent(token)}` };
  }

  /** Streams the file (a PDF inline when asked), recording who downloaded it. */
  async send(id: number, downloader: AuthenticatedAdmin, inline: boolean, response: Response): Promise<void> {
    const application = await this.applications.findOne(id);
    const file = application.resumeStorageName
      ? await this.storage.open(application.resumeStorageName)
      : null;
    if (!file || !application.resumeContentType)
      throw new NotFoundError(MESSAGE_CODES.applicationAdmin.resumeNotFound);
    await this.audit.record(
      'resume.downloaded',
      { type: 'application', id },
      { actor: { id: downloader.id, username: downloader.username } },
    );
    sendResume(response, file, application.resumeContentType, application.resumeFileName, inline);
  }
}
