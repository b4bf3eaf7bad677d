import { Inject, Injectable } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import type { EntityManager } from 'typeorm';
import { appConfig } from '../../platform/config/app.config';
import {
  applicantStatusConfig,
  type ApplicantStatusConfig,
} from '../../platform/config/applicant-status.config';
import {
  APPLICANT_STATUS_FRAGMENT,
  APPLICANT_STATUS_PATH,
  NOTIFIABLE_APPLICATION_STATUSES,
  STATUS_MAIL_PURPOSES,
  type ApplicationStatus,
  type Language,
  type MailTemplateInput,
  type MailTemplatePreview,
  type MailTemplatePurpose,
  type NotifiableApplicationStatus,
  pathInLanguage,
} from '@uaq/contract';
import { SiteConstantsService } from '../../site/site-constants/site-constants.service';
import { applicantContext, recipientOf, templateMail } from './applicant-template-mail';
import { companyDetailsOf, type CompanyDetails } from './company-details';
import { MAIL_LANGUAGES, type MailLanguage, type StaffMailLanguage } from './mail-texts';
import { placeholderValues, sampleContext, type JobForMail } from './mail-placeholders';
import {
  newApplicationMail,
  newEnquiryMail,
  newQuoteRequestMail,
  type QuoteRequestForMail,
  type ComposedMail,
} from './mail-templates';
import { checkTemplate, MailTemplatesService } from './mail-templates.service';
import { OutboxService } from './outbox.service';
import { emailChangeMail, erasureDeferredMail, statusLinkMail } from './applicant-status-mails';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The job of an application as the job-applications module hands it over; null once deleted. */
export type ApplicationJobForMail = Pick<JobForMail, 'titleAr' | 'locationAr'> & { location: string };

/** What the mails need to know of an application (the job-applications module hands it over). */
export interface ApplicationForMail {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  /** The job's title when the application was sent. */
  position: string;
  /** The job as it is now (its Arabic title and place name it in Arabic e-mails). */
  job: ApplicationJobForMail | null;
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
  'id' | 'firstName' | 'lastName' | 'email' | 'position' | 'job' | 'language'
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
    private readonly templates: MailTemplatesService,
    @Inject(appConfig.KEY) private readonly app: ConfigType<typeof appConfig>,
    @Inject(applicantStatusConfig.KEY) private readonly statusLinks: ApplicantStatusConfig,
  ) {}

  /** To HR (careersEmail) with a link to the admin area, and a confirmation to the applicant. */
  async applicationReceived(
    manager: EntityManager,
    application: ApplicationForMail,
    statusLink: ApplicantLinkForMail,
  ): Promise<void> {
    const company = await this.company(manager);
    const adminUrl = `${this.app.publicUrl}/admin/careers?tab=applications&application=${application.id}`;
    await this.outbox.enqueue(manager, [
      {
        ...newApplicationMail(STAFF_LANGUAGE, company, application, adminUrl),
        applicationIds: [application.id],
      },
      await this.applicationReceivedMail(manager, company, application, statusLink),
    ]);
  }

  /**
   * To an applicant who asked for their status link again; `applicationIds`, the address's
   * applications, are what the mail is about (erasing the last of them erases it).
   */
  async applicantStatusLink(
    manager: EntityManager,
    recipient: string,
    language: Language,
    statusLink: ApplicantLinkForMail,
    applicationIds: number[],
  ): Promise<void> {
    const company = await this.company(manager);
    await this.outbox.enqueue(manager, [
      { ...statusLinkMail(visitorMailLanguage(language), company, recipient, statusLink), applicationIds },
    ]);
  }

  /** To the new address an applicant gave, with the link that confirms it (about the same applications). */
  async applicantEmailChange(
    manager: EntityManager,
    newAddress: string,
    language: Language,
    confirmUrl: string,
    applicationIds: number[],
  ): Promise<void> {
    const company = await this.company(manager);
    await this.outbox.enqueue(manager, [
      { ...emailChangeMail(visitorMailLanguage(language), company, newAddress, confirmUrl), applicationIds },
    ]);
  }

  /**
   * To an applicant whose erasure falls due while the application is on legal hold: it waits.
   * Composed before the caller's transaction, which queues it (OutboxService.enqueue) with its cause.
   */
  async applicantErasureDeferred(application: ApplicantForMail): Promise<ComposedMail> {
    const company = await this.company();
    const mail = erasureDeferredMail(visitorMailLanguage(application.language), company, application);
    return { ...mail, applicationIds: [application.id] };
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
    const mail = templateMail(
      'received',
      text,
      recipientOf(application),
      applicantContext(application, company, language),
      statusLink,
    );
    return { ...mail, applicationIds: [application.id] };
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
    const company = await this.company(manager);
    const texts = new Map<MailLanguage, MailTemplateInput>();
    const mails = [];
    for (const application of applications) {
      const language = visitorMailLanguage(application.language);
      if (!texts.has(language)) texts.set(language, await this.templates.textFor(manager, purpose, language));
      const context = applicantContext(application, company, language);
      const mail = templateMail(purpose, texts.get(language)!, recipientOf(application), context);
      // The application's erasure erases the message too.
      mails.push({ ...mail, applicationIds: [application.id] });
    }
    await this.outbox.enqueue(manager, mails);
    return mails.map((mail) => ({ purpose, language: mail.language }));
  }

  /**
   * Unsaved template text as the applicant would read it, written by the code that sends it, with
   * an invented applicant and job (400 if invalid); the confirmation shows its status link too.
   */
  async preview(
    language: Language,
    template: MailTemplateInput,
    purpose?: MailTemplatePurpose,
  ): Promise<MailTemplatePreview> {
    checkTemplate(template);
    const mailLanguage = visitorMailLanguage(language);
    const context = sampleContext(await this.company(), mailLanguage);
    const statusLink =
      purpose === 'received'
        ? {
            url: `${this.app.publicUrl}${pathInLanguage(APPLICANT_STATUS_PATH, language)}#${APPLICANT_STATUS_FRAGMENT.token}=sample`,
            validDays: Math.round(this.statusLinks.linkValidityMs / DAY_MS),
          }
        : undefined;
    const recipient = {
      email: context.company.careersEmail,
      name: `${context.firstName} ${context.lastName}`,
    };
    const mail = templateMail(purpose ?? 'received', template, recipient, context, statusLink);
    return { subject: mail.subject, text: mail.text, html: mail.html };
  }

  /** The placeholders with the values the preview shows for them, per language. */
  async placeholderSamples(): Promise<Record<MailLanguage, Record<string, string>>> {
    const company = await this.company();
    return {
      en: placeholderValues(sampleContext(company, 'en')),
      ar: placeholderValues(sampleContext(company, 'ar')),
    };
  }

  /** To the company's contact address. */
  async enquiryReceived(manager: EntityManager, enquiry: EnquiryForMail): Promise<void> {
    const company = await this.company(manager);
    await this.outbox.enqueue(manager, [newEnquiryMail(STAFF_LANGUAGE, company, enquiry)]);
  }

  /** To the company's contact address, with a link to the admin area's Quote requests tab. */
  async quoteRequestReceived(manager: EntityManager, quote: QuoteRequestForMail): Promise<void> {
    const company = await this.company(manager);
    const adminUrl = `${this.app.publicUrl}/admin/careers?tab=quotes`;
    await this.outbox.enqueue(manager, [newQuoteRequestMail(STAFF_LANGUAGE, company, quote, adminUrl)]);
  }

  /**
   * The sender as the site constants describe it, in both languages (interviews compose their own
   * e-mails with it); an Arabic constant left blank is null, and Arabic e-mails then use the English.
   * Read through `manager` when composing inside a transaction.
   */
  async company(manager?: EntityManager): Promise<CompanyDetails> {
    return companyDetailsOf(await this.siteConstants.read(manager));
  }
}
