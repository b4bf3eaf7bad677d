import { Inject, Injectable } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import type { EntityManager } from 'typeorm';
import {
  NOTIFIABLE_APPLICATION_STATUSES,
  STATUS_MAIL_PURPOSES,
  type ApplicationStatus,
  type MailTemplatePurpose,
  type NotifiableApplicationStatus,
} from '@uaq/contract';
import { appConfig } from '../platform/config/app.config';
import { MailSender } from '../mail/mail-sender.service';
import { fullName, render, type CompanyDetails, type ComposedMail } from '../mail/mail-templates';
import { MailTemplatesService, type ApplicantForMail } from '../mail/mail-templates.service';
import {
  MAIL_TEXTS,
  STAFF_MAIL_LANGUAGE,
  visitorMailLanguage,
  type MailLanguage,
  type StaffMailLanguage,
} from '../mail/mail-texts';
import { OutboxService } from '../mail/outbox.service';
import { NEW_APPLICATION_MAIL_TEXTS, STATUS_LINK_NOTE_TEXTS } from './application-mail.texts';

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
export class ApplicationMails {
  constructor(
    private readonly outbox: OutboxService,
    private readonly templates: MailTemplatesService,
    private readonly sender: MailSender,
    @Inject(appConfig.KEY) private readonly app: ConfigType<typeof appConfig>,
  ) {}

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
    const link = STATUS_LINK_NOTE_TEXTS[visitorMailLanguage(application.language)];
    const [confirmation] = await this.templates.applicantMails(manager, 'received', [application], {
      paragraphs: [link.note(statusLink.validDays)],
      action: { label: link.action, url: statusLink.url },
    });
    await this.outbox.enqueue(manager, [
      {
        ...newApplicationMail(STAFF_MAIL_LANGUAGE, company, application, adminUrl),
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

/** To HR: a new application, with a link to it in the admin area and no attachment. */
export function newApplicationMail(
  language: StaffMailLanguage,
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
        action: { label: t.action, url: adminUrl },
      },
      company,
      MAIL_TEXTS[language],
    ),
  };
}
