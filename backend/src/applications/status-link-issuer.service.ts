import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { Language } from '@uaq/contract';
import type { StatusLinkForMail } from './application-mails.service';

/** Issues the status link of an address in the caller's transaction (a new one replaces the last). */
export type IssueStatusLink = (
  manager: EntityManager,
  email: string,
  language: Language,
) => Promise<StatusLinkForMail>;

/**
 * A new application's confirmation carries the applicant's status link. Applicants owns those links
 * and depends on applications; so that applications never depends back, applicants hands its issuer
 * in here when the app starts (ApplicantLinksModule.onModuleInit).
 */
@Injectable()
export class StatusLinkIssuer {
  private issuer: IssueStatusLink | null = null;

  connect(issuer: IssueStatusLink): void {
    this.issuer = issuer;
  }

  issue(manager: EntityManager, email: string, language: Language): Promise<StatusLinkForMail> {
    if (!this.issuer) throw new Error('ApplicantLinksModule is not loaded: no status link to send.');
    return this.issuer(manager, email, language);
  }
}
