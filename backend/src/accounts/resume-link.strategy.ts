import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import type { Request } from 'express';
import { Strategy } from 'passport-custom';
import { AuthTokensService } from './auth-tokens.service';
import type { AuthenticatedAdmin } from '../platform/common/decorators/current-admin.decorator';

export const RESUME_LINK_STRATEGY = 'resume-link';

/**
 * The short-lived download link (`?token=` from resume-token) a new tab or a PDF frame opens: it
 * admits its holder to the one application (`:id`) it was issued for, and nothing else.
 */
@Injectable()
export class ResumeLinkStrategy extends PassportStrategy(Strategy, RESUME_LINK_STRATEGY) {
  constructor(private readonly tokens: AuthTokensService) {
    super();
  }

  async validate(request: Request): Promise<AuthenticatedAdmin | null> {
    const token = request.query.token;
    const applicationId = Number(request.params.id);
    if (typeof token !== 'string' || !Number.isSafeInteger(applicationId)) return null;
    const holder = await this.tokens.resumeDownloadAdmin(token, applicationId);
    return holder ? this.tokens.signedInAdmin(holder) : null;
  }
}
