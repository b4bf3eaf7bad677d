import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import type { EntityManager } from 'typeorm';
import {
  APPLICANT_STATUS_FRAGMENT,
  APPLICANT_STATUS_PATH,
  NOTIFIABLE_APPLICATION_STATUSES,
  pathInLanguage,
  STATUS_MAIL_PURPOSES,
  type ApplicationStatus,
  type Language,
  type MailTemplatePurpose,
  type NotifiableApplicationStatus,
} from '@uaq/contract';
import { appConfig } from '../platform/config/app.config';
import {
  applicantStatusConfig,
  type ApplicantStatusConfig,
} from '../platform/config/applicant-status.config';
import { MailSender } from '../mail/mail-sender.service';
import type { CompanyDetails } from '../mail/company-details';
import { fullName, render, type ComposedMail } from '../mail/mail-templates';
import {
  MailTemplatesService,
  type AfterTemplateText,
  type ApplicantForMail,
} from '../mail/mail-templates.service';
import { MAIL_TEXTS, visitorMailLanguage, type MailLanguage } from '../mail/mail-texts';
import { OutboxService } from '../mail/outbox.service';
import { AdminUsersService } from '../accounts/admin-users.service';
import { NEW_APPLICATION_MAIL_TEXTS, STATUS_LINK_NOTE_TEXTS } from './application-mail.texts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** What the e-mails about a new application need to know of it. */
export interface ApplicationForMail extends ApplicantForMail {
  phone: string;
  hasResume: boolean;
}

/** An applicant's status link as the confirmation shows it. */
export interface StatusLinkForMail {
  url: string;
  validDays: number;
}

/** A templated e-mail queued for an applicant: the application's history records it. */
export interface ApplicantMailQueued {
  purpose: MailTemplatePurpose;
  language: MailLanguage;
}

export function isNotifiableStatus(status: ApplicationStatus): status is NotifiableApplicationStatus {
  return (NOTIFIABLE_APPLICATION_STATUSES as readonly string[]).includes(status);
}

/**
 * The e-mails an application causes, queued in the caller's transaction (the outbox worker sends
 * them): HR's notice of a new one, and HR's templates to the applicant (the confirmation, a status
 * change, a bulk e-mail). Each method takes the EntityManager of the transaction that writes the
 * event itself.
 */
@Injectable()
export class ApplicationMails implements OnModuleInit {
  constructor(
    private readonly outbox: OutboxService,
    private readonly templates: MailTemplatesService,
    private readonly sender: MailSender,
    private readonly team: AdminUsersService,
    @Inject(appConfig.KEY) private readonly app: ConfigType<typeof appConfig>,
    @Inject(applicantStatusConfig.KEY) private readonly statusLinks: ApplicantStatusConfig,
  ) {}

  /** HR's preview of the confirmation shows the status link under it, as sent (a sample link). */
  onModuleInit(): void {
    this.templates.addToPreview('received', (language) =>
      statusLinkNote(language, {
        url: `${this.app.publicUrl}${pathInLanguage(APPLICANT_STATUS_PATH, language)}#${APPLICANT_STATUS_FRAGMENT.token}=sample`,
        validDays: Math.round(this.statusLinks.linkValidityMs / DAY_MS),
      }),
    );
  }

  /**
   * To HR (careersEmail) with a link to the admin area, and the applicant's confirmation from HR's
   * "received" template with, under it whatever the template says, the personal status link (the
   * applicant's way to their rights is not HR's to edit out).
   */
  async received(
    manager: EntityManager,
    application: ApplicationForMail,
    statusLink: StatusLinkForMail,
  ): Promise<void> {
    const company = await this.sender.company(manager);
    const adminUrl = `${this.app.publicUrl}/admin/careers?tab=applications&application=${application.id}`;
    const [confirmation] = await this.templates.applicantMails(
      manager,
      'received',
      [application],
      statusLinkNote(application.language, statusLink),
    );
    // In the language of the team member who reads the careers address (English if none does).
    const hrLanguage = await this.team.languageOfAddress(company.careersEmail, manager);
    await this.outbox.enqueue(manager, [
      {
        ...newApplicationMail(hrLanguage, company, application, adminUrl),
        applicationIds: [application.id],
      },
      confirmation,
    ]);
  }

  /** The template for the new status (STATUS_MAIL_PURPOSES); other statuses send nothing (null). */
  async statusChanged(
    manager: EntityManager,
    application: ApplicantForMail,
    status: ApplicationStatus,
  ): Promise<ApplicantMailQueued | null> {
    if (!isNotifiableStatus(status)) return null;
    const [queued] = await this.templated(manager, [application], STATUS_MAIL_PURPOSES[status]);
    return queued;
  }

  /** One of HR's templates to each applicant, in the language they applied in (one outbox row each). */
  async templated(
    manager: EntityManager,
    applications: ApplicantForMail[],
    purpose: MailTemplatePurpose,
  ): Promise<ApplicantMailQueued[]> {
    const mails = await this.templates.applicantMails(manager, purpose, applications);
    await this.outbox.enqueue(manager, mails);
    return mails.map((mail) => ({ purpose, language: mail.language }));
  }
}

/** Under the confirmation, whatever HR's template says: what the status link offers, and the button. */
function statusLinkNote(language: Language, statusLink: StatusLinkForMail): AfterTemplateText {
  const link = STATUS_LINK_NOTE_TEXTS[visitorMailLanguage(language)];
  return {
    paragraphs: [link.note(statusLink.validDays)],
    action: { label: link.action, url: statusLink.url },
  };
}

/** To HR: a new application, with a link to it in the admin area and no attachment. */
export function newApplicationMail(
  language: MailLanguage,
  company: CompanyDetails,
  application: {
    firstName: string;
    lastName: string;
    email: string;
    phone: string;
    position: string;
    hasResume: boolean;
  },
  adminUrl: string,
): ComposedMail {
  const t = NEW_APPLICATION_MAIL_TEXTS[language];
  const name = fullName(application);
  return {
    template: 'new-application',
    language,
    recipient: company.careersEmail,
    recipientName: null,
    ...render(
      {
        subject: t.subject(name, application.position),
        paragraphs: [t.intro(application.position)],
        facts: [
          [t.facts.name, name],
          [t.facts.email, application.email],
          [t.facts.phone, application.phone],
          [t.facts.position, application.position],
          [t.facts.resume, application.hasResume ? t.withResume : t.withoutResume],
        ],
        actions: [{ label: t.action, url: adminUrl }],
      },
      company,
      MAIL_TEXTS[language],
    ),
  };
}
