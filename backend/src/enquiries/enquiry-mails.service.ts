import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { EnquirySubject } from '@uaq/contract';
import { MailSender } from '../mail/mail-sender.service';
import type { CompanyDetails } from '../mail/company-details';
import { render, singleLine, type ComposedMail } from '../mail/mail-templates';
import { MAIL_TEXTS, type MailLanguage } from '../mail/mail-texts';
import { OutboxService } from '../mail/outbox.service';
import { AdminUsersService } from '../accounts/admin-users.service';
import { NEW_ENQUIRY_MAIL_TEXTS } from './enquiry-mail.texts';

/** What the enquiry e-mail shows. */
export interface EnquiryForMail {
  name: string;
  email: string;
  phone: string | null;
  subject: EnquirySubject;
  message: string;
}

/** The e-mail an enquiry causes, queued in the transaction that stores it. */
@Injectable()
export class EnquiryMails {
  constructor(
    private readonly outbox: OutboxService,
    private readonly sender: MailSender,
    private readonly team: AdminUsersService,
  ) {}

  /** To the company's contact address. */
  async received(manager: EntityManager, enquiry: EnquiryForMail): Promise<void> {
    const company = await this.sender.company(manager);
    // In the language of the team member who reads the contact address (English if none does).
    const language = await this.team.languageOfAddress(company.contactEmail, manager);
    await this.outbox.enqueue(manager, [newEnquiryMail(language, company, enquiry)]);
  }
}

/** To the company's contact address: the enquiry in full (it goes to the company, not to a stranger). */
export function newEnquiryMail(
  language: MailLanguage,
  company: CompanyDetails,
  enquiry: EnquiryForMail,
): ComposedMail {
  const t = NEW_ENQUIRY_MAIL_TEXTS[language];
  const sender = singleLine(enquiry.name);
  const topic = t.subjectNames[enquiry.subject];
  return {
    template: 'new-enquiry',
    language,
    recipient: company.contactEmail,
    recipientName: null,
    ...render(
      {
        subject: t.subject(sender, topic),
        paragraphs: [t.intro],
        facts: [
          [t.facts.name, sender],
          [t.facts.email, enquiry.email],
          [t.facts.phone, enquiry.phone ?? t.noPhone],
          [t.facts.topic, topic],
        ],
        quote: { heading: t.messageHeading, text: enquiry.message },
      },
      company,
      MAIL_TEXTS[language],
    ),
  };
}
