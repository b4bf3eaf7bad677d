import { Inject, Injectable } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import type { EntityManager } from 'typeorm';
import { appConfig } from '../config/app.config';
import {
  INITIAL_SITE_CONSTANTS,
  NOTIFIABLE_APPLICATION_STATUSES,
  type ApplicationStatus,
  type Language,
  type NotifiableApplicationStatus,
  type SiteConstants,
} from '@uaq/contract';
import { SiteConstantsService } from '../site-constants/site-constants.service';
import { MAIL_LANGUAGES, type MailLanguage, type StaffMailLanguage } from './mail-texts';
import {
  applicationReceivedMail,
  newApplicationMail,
  newEnquiryMail,
  newQuoteRequestMail,
  statusChangeMail,
  type QuoteRequestForMail,
  type CompanyDetails,
} from './mail-templates';
import { OutboxService } from './outbox.service';
import { emailChangeMail, statusLinkMail } from './applicant-status-mails';

/** What the mails need to know of an application (the job-applications module hands it over). */
export interface ApplicationForMail {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  position: string;
  hasResume: boolean;
  /** The language the applicant applied in: their e-mails follow it. */
  language: Language;
}

/** An applicant's status link as the e-mails show it. */
export interface ApplicantLinkForMail {
  url: string;
  validDays: number;
}

export interface EnquiryForMail {
  name: string;
  email: string;
  phone: string | null;
  subject: string;
  message: string;
}

/** E-mails to the company's staff (HR, the office) are in English; the admin area is English too. */
const STAFF_LANGUAGE: StaffMailLanguage = 'en';

/** A visitor's e-mails in the language they used on the site, when the e-mails have it. */
export function visitorMailLanguage(language: string): MailLanguage {
  return (MAIL_LANGUAGES as readonly string[]).includes(language)
    ? (language as MailLanguage)
    : STAFF_LANGUAGE;
}

export function isNotifiableStatus(status: ApplicationStatus): status is NotifiableApplicationStatus {
  return (NOTIFIABLE_APPLICATION_STATUSES as readonly string[]).includes(status);
}

/**
 * The e-mails that events cause, queued in the caller's transaction (the outbox worker sends them).
 * Each method takes the EntityManager of the transaction that writes the event itself.
 */
@Injectable()
export class MailNotificationsService {
  constructor(
    private readonly outbox: OutboxService,
    private readonly siteConstants: SiteConstantsService,
    @Inject(appConfig.KEY) private readonly app: ConfigType<typeof appConfig>,
  ) {}

  /**
   * To HR (careersEmail) with a link to the admin area, and a confirmation to the applicant with
   * their personal status link.
   */
  async applicationReceived(
    manager: EntityManager,
    application: ApplicationForMail,
    statusLink: ApplicantLinkForMail,
  ): Promise<void> {
    const company = await this.company();
    const adminUrl = `${this.app.publicUrl}/admin/careers?tab=applications&application=${application.id}`;
    await this.outbox.enqueue(manager, [
      newApplicationMail(STAFF_LANGUAGE, company, application, adminUrl),
      applicationReceivedMail(visitorMailLanguage(application.language), company, application, statusLink),
    ]);
  }

  /** To an applicant who asked for their status link again. */
  async applicantStatusLink(
    manager: EntityManager,
    recipient: string,
    language: Language,
    statusLink: ApplicantLinkForMail,
  ): Promise<void> {
    const company = await this.company();
    await this.outbox.enqueue(manager, [
      statusLinkMail(visitorMailLanguage(language), company, recipient, statusLink),
    ]);
  }

  /** To the new address an applicant gave, with the link that confirms it. */
  async applicantEmailChange(
    manager: EntityManager,
    newAddress: string,
    language: Language,
    confirmUrl: string,
  ): Promise<void> {
    const company = await this.company();
    await this.outbox.enqueue(manager, [
      emailChangeMail(visitorMailLanguage(language), company, newAddress, confirmUrl),
    ]);
  }

  /** To the applicant, for the statuses that have a message; other statuses send nothing. */
  async applicationStatusChanged(
    manager: EntityManager,
    application: Omit<ApplicationForMail, 'hasResume' | 'phone' | 'id'>,
    status: ApplicationStatus,
  ): Promise<void> {
    if (!isNotifiableStatus(status)) return;
    const company = await this.company();
    await this.outbox.enqueue(manager, [
      statusChangeMail(visitorMailLanguage(application.language), company, application, status),
    ]);
  }

  /** To the company's contact address. */
  async enquiryReceived(manager: EntityManager, enquiry: EnquiryForMail): Promise<void> {
    const company = await this.company();
    await this.outbox.enqueue(manager, [newEnquiryMail(STAFF_LANGUAGE, company, enquiry)]);
  }

  /** To the company's contact address, with a link to the admin area's Quote requests tab. */
  async quoteRequestReceived(manager: EntityManager, quote: QuoteRequestForMail): Promise<void> {
    const company = await this.company();
    const adminUrl = `${this.app.publicUrl}/admin/careers?tab=quotes`;
    await this.outbox.enqueue(manager, [newQuoteRequestMail(STAFF_LANGUAGE, company, quote, adminUrl)]);
  }

  /** The sender as the site constants describe it (interviews compose their own e-mails with it). */
  async company(): Promise<CompanyDetails> {
    const constants = await this.siteConstants.read();
    return {
      name: text(constants, 'companyName'),
      phone: text(constants, 'contactPhone'),
      contactEmail: text(constants, 'contactEmail'),
      careersEmail: text(constants, 'careersEmail'),
    };
  }
}

/** A constant as text; the seeded value when an admin removed it or made it something else. */
function text(constants: SiteConstants, name: keyof typeof INITIAL_SITE_CONSTANTS): string {
  const value = constants[name];
  return typeof value === 'string' && value.trim() ? value.trim() : String(INITIAL_SITE_CONSTANTS[name]);
}
