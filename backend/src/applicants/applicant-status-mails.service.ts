import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { Language } from '@uaq/contract';
import { MailSender } from '../mail/mail-sender.service';
import { companyIn, type CompanyDetails } from '../mail/company-details';
import { fullName, render, singleLine, type ComposedMail } from '../mail/mail-templates';
import { MAIL_TEXTS, visitorMailLanguage, type MailLanguage } from '../mail/mail-texts';
import type { ApplicantForMail } from '../mail/mail-templates.service';
import { OutboxService } from '../mail/outbox.service';
import type { StatusLinkForMail } from '../applications/application-mails.service';
import { APPLICANT_STATUS_MAIL_TEXTS } from './applicant-status-mail.texts';

/**
 * The status page's e-mails, each in the applicant's language; the first two are queued in the
 * caller's transaction, about `applicationIds` (the address's applications: erasing the last of
 * them erases the message).
 */
@Injectable()
export class ApplicantStatusMails {
  constructor(
    private readonly outbox: OutboxService,
    private readonly sender: MailSender,
  ) {}

  /** To an applicant who asked for their status link again (or confirmed a new address). */
  async statusLink(
    manager: EntityManager,
    recipient: string,
    language: Language,
    link: StatusLinkForMail,
    applicationIds: number[],
  ): Promise<void> {
    const company = await this.sender.company(manager);
    const mail = statusLinkMail(visitorMailLanguage(language), company, recipient, link);
    await this.outbox.enqueue(manager, [{ ...mail, applicationIds }]);
  }

  /** To the new address an applicant gave, with the link that confirms it. */
  async emailChange(
    manager: EntityManager,
    newAddress: string,
    language: Language,
    confirmUrl: string,
    applicationIds: number[],
  ): Promise<void> {
    const company = await this.sender.company(manager);
    const mail = emailChangeMail(visitorMailLanguage(language), company, newAddress, confirmUrl);
    await this.outbox.enqueue(manager, [{ ...mail, applicationIds }]);
  }

  /**
   * To an applicant whose erasure falls due while the application is on legal hold: it waits.
   * Composed before the caller's transaction, which queues it (OutboxService.enqueue) with its cause.
   */
  async erasureDeferred(application: ApplicantForMail): Promise<ComposedMail> {
    const company = await this.sender.company();
    const mail = erasureDeferredMail(visitorMailLanguage(application.language), company, application);
    return { ...mail, applicationIds: [application.id] };
  }
}

/** To an address that has applications: a fresh status link ("Lost your link?"). Nothing they typed but the address. */
function statusLinkMail(
  language: MailLanguage,
  company: CompanyDetails,
  recipient: string,
  link: { url: string; validDays: number },
): ComposedMail {
  const t = APPLICANT_STATUS_MAIL_TEXTS[language].statusLink;
  const companyName = companyIn(company, language).name;
  return {
    template: 'applicant-status-link',
    language,
    recipient,
    recipientName: null,
    ...render(
      {
        subject: t.subject(companyName),
        paragraphs: t.paragraphs(link.validDays),
        actions: [{ label: t.action, url: link.url }],
        signOff: MAIL_TEXTS[language].signOff(companyName),
      },
      company,
      MAIL_TEXTS[language],
    ),
  };
}

/** To the new address an applicant gave: the link that confirms it. */
function emailChangeMail(
  language: MailLanguage,
  company: CompanyDetails,
  recipient: string,
  url: string,
): ComposedMail {
  const t = APPLICANT_STATUS_MAIL_TEXTS[language].emailChange;
  const companyName = companyIn(company, language).name;
  return {
    template: 'applicant-email-change',
    language,
    recipient,
    recipientName: null,
    ...render(
      {
        subject: t.subject(companyName),
        paragraphs: t.paragraphs,
        actions: [{ label: t.action, url }],
        signOff: MAIL_TEXTS[language].signOff(companyName),
      },
      company,
      MAIL_TEXTS[language],
    ),
  };
}

/**
 * To an applicant whose erasure request fell due while a legal hold keeps the application: the
 * erasure waits until the hold is lifted. Sent once per application.
 */
function erasureDeferredMail(
  language: MailLanguage,
  company: CompanyDetails,
  applicant: { firstName: string; lastName: string; email: string; position: string },
): ComposedMail {
  const t = APPLICANT_STATUS_MAIL_TEXTS[language].erasureDeferred;
  const name = fullName(applicant);
  return {
    template: 'applicant-erasure-deferred',
    language,
    recipient: applicant.email,
    recipientName: name,
    ...render(
      {
        subject: t.subject(company.name),
        greeting: MAIL_TEXTS[language].greeting(name),
        paragraphs: t.paragraphs(singleLine(applicant.position)),
        signOff: MAIL_TEXTS[language].signOff(company.name),
      },
      company,
      MAIL_TEXTS[language],
    ),
  };
}
