import { Inject, Injectable } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import type { EntityManager } from 'typeorm';
import { appConfig } from '../../platform/config/app.config';
import {
  INITIAL_SITE_CONSTANTS,
  MAIL_TEMPLATE_OUTBOX_NAMES,
  NOTIFIABLE_APPLICATION_STATUSES,
  STATUS_MAIL_PURPOSES,
  type ApplicationStatus,
  type Language,
  type MailTemplateInput,
  type MailTemplatePreview,
  type MailTemplatePurpose,
  type NotifiableApplicationStatus,
  type SiteConstants,
} from '@uaq/contract';
import { SiteConstantsService } from '../../site/site-constants/site-constants.service';
import { AdminUsersService } from '../auth/admin-users.service';
import { MAIL_LANGUAGES, MAIL_TEXTS, type MailLanguage } from './mail-texts';
import { placeholderValues, sampleContext, type ApplicantMailContext } from './mail-placeholders';
import {
  applicantTemplateMail,
  newApplicationMail,
  newEnquiryMail,
  newQuoteRequestMail,
  type QuoteRequestForMail,
  type CompanyDetails,
} from './mail-templates';
import { checkTemplate, MailTemplatesService } from './mail-templates.service';
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

/** What a templated e-mail needs of an application. */
export type ApplicantForMail = Pick<
  ApplicationForMail,
  'firstName' | 'lastName' | 'email' | 'position' | 'language'
>;

/** A templated e-mail queued for an applicant: the application's history records it. */
export interface ApplicantMailQueued {
  purpose: MailTemplatePurpose;
  language: MailLanguage;
}

export interface EnquiryForMail {
  name: string;
  email: string;
  phone: string | null;
  subject: string;
  message: string;
}

/** A visitor's e-mails in the language they used on the site, when the e-mails have it (else English). */
export function visitorMailLanguage(language: string): MailLanguage {
  return (MAIL_LANGUAGES as readonly string[]).includes(language) ? (language as MailLanguage) : 'en';
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
    private readonly templates: MailTemplatesService,
    private readonly team: AdminUsersService,
    @Inject(appConfig.KEY) private readonly app: ConfigType<typeof appConfig>,
  ) {}

  /**
   * The language of an e-mail to the company's staff: the language kept on the account of the team
   * member who reads `address` (HR's careers address, the office's contact address), else English.
   */
  private staffLanguage(manager: EntityManager, address: string): Promise<MailLanguage> {
    return this.team.languageOfAddress(address, manager);
  }

  /** To HR (careersEmail) with a link to the admin area, and a confirmation to the applicant. */
  async applicationReceived(
    manager: EntityManager,
    application: ApplicationForMail,
    statusLink: ApplicantLinkForMail,
  ): Promise<void> {
    const company = await this.company();
    const adminUrl = `${this.app.publicUrl}/admin/careers?tab=applications&application=${application.id}`;
    await this.outbox.enqueue(manager, [
      newApplicationMail(
        await this.staffLanguage(manager, company.careersEmail),
        company,
        application,
        adminUrl,
      ),
      await this.applicationReceivedMail(manager, company, application, statusLink),
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

  /**
   * The applicant's confirmation, from HR's "received" template, and under it, whatever the template
   * says, the personal status link (the applicant's way to their rights is not HR's to edit out).
   */
  private async applicationReceivedMail(
    manager: EntityManager,
    company: CompanyDetails,
    application: ApplicationForMail,
    statusLink: ApplicantLinkForMail,
  ) {
    const language = visitorMailLanguage(application.language);
    const text = await this.templates.textFor(manager, 'received', language);
    const context = applicantContext(application, company);
    const link = MAIL_TEXTS[language].statusLink;
    return this.templateMail('received', language, text, application, context, {
      paragraphs: [link.note(statusLink.validDays)],
      action: { label: link.action, url: statusLink.url },
    });
  }

  /** The template for the new status (STATUS_MAIL_PURPOSES); other statuses send nothing (null). */
  async applicationStatusChanged(
    manager: EntityManager,
    application: ApplicantForMail,
    status: ApplicationStatus,
  ): Promise<ApplicantMailQueued | null> {
    if (!isNotifiableStatus(status)) return null;
    const [queued] = await this.applicantMails(manager, [application], STATUS_MAIL_PURPOSES[status]);
    return queued;
  }

  /** One of HR's templates to each applicant, in the language they applied in (one outbox row each). */
  async applicantMails(
    manager: EntityManager,
    applications: ApplicantForMail[],
    purpose: MailTemplatePurpose,
  ): Promise<ApplicantMailQueued[]> {
    const company = await this.company();
    const texts = new Map<MailLanguage, MailTemplateInput>();
    const mails = [];
    for (const application of applications) {
      const language = visitorMailLanguage(application.language);
      if (!texts.has(language)) texts.set(language, await this.templates.textFor(manager, purpose, language));
      const context = applicantContext(application, company);
      mails.push(this.templateMail(purpose, language, texts.get(language)!, application, context));
    }
    await this.outbox.enqueue(manager, mails);
    return mails.map((mail) => ({ purpose, language: mail.language }));
  }

  /** Unsaved template text as the applicant would read it, with an invented applicant (400 if invalid). */
  async preview(language: Language, template: MailTemplateInput): Promise<MailTemplatePreview> {
    checkTemplate(template);
    const company = await this.company();
    const mail = applicantTemplateMail(
      'preview',
      visitorMailLanguage(language),
      company,
      { email: company.careersEmail, name: 'Aisha Rahman' },
      template,
      placeholderValues(sampleContext(company)),
    );
    return { subject: mail.subject, text: mail.text, html: mail.html };
  }

  /** The placeholders with the values the preview shows for them. */
  async placeholderSamples(): Promise<Record<string, string>> {
    return placeholderValues(sampleContext(await this.company()));
  }

  /** To the company's contact address. */
  async enquiryReceived(manager: EntityManager, enquiry: EnquiryForMail): Promise<void> {
    const company = await this.company();
    const language = await this.staffLanguage(manager, company.contactEmail);
    await this.outbox.enqueue(manager, [newEnquiryMail(language, company, enquiry)]);
  }

  /** To the company's contact address, with a link to the admin area's Quote requests tab. */
  async quoteRequestReceived(manager: EntityManager, quote: QuoteRequestForMail): Promise<void> {
    const company = await this.company();
    const adminUrl = `${this.app.publicUrl}/admin/careers?tab=quotes`;
    const language = await this.staffLanguage(manager, company.contactEmail);
    await this.outbox.enqueue(manager, [newQuoteRequestMail(language, company, quote, adminUrl)]);
  }

  private templateMail(
    purpose: MailTemplatePurpose,
    language: MailLanguage,
    text: MailTemplateInput,
    application: ApplicantForMail,
    context: ApplicantMailContext,
    after?: Parameters<typeof applicantTemplateMail>[6],
  ) {
    return applicantTemplateMail(
      MAIL_TEMPLATE_OUTBOX_NAMES[purpose],
      language,
      context.company,
      { email: application.email, name: `${application.firstName} ${application.lastName}` },
      text,
      placeholderValues(context),
      after,
    );
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

function applicantContext(application: ApplicantForMail, company: CompanyDetails): ApplicantMailContext {
  return {
    firstName: application.firstName,
    lastName: application.lastName,
    jobTitle: application.position,
    company,
  };
}

/** A constant as text; the seeded value when an admin removed it or made it something else. */
function text(constants: SiteConstants, name: keyof typeof INITIAL_SITE_CONSTANTS): string {
  const value = constants[name];
  return typeof value === 'string' && value.trim() ? value.trim() : String(INITIAL_SITE_CONSTANTS[name]);
}
