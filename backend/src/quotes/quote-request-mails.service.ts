import { Inject, Injectable } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import type { EntityManager } from 'typeorm';
import type { BuildingType, Emirate, PreferredContact, ServiceId } from '@uaq/contract';
import { appConfig } from '../platform/config/app.config';
import { MailSender } from '../mail/mail-sender.service';
import type { CompanyDetails } from '../mail/company-details';
import { render, singleLine, type ComposedMail } from '../mail/mail-templates';
import { MAIL_TEXTS, type MailLanguage } from '../mail/mail-texts';
import { OutboxService } from '../mail/outbox.service';
import { AdminUsersService } from '../accounts/admin-users.service';
import { NEW_QUOTE_REQUEST_MAIL_TEXTS } from './quote-request-mail.texts';

/** What the quote request e-mail shows. */
export interface QuoteRequestForMail {
  name: string;
  company: string | null;
  phone: string;
  email: string;
  emirate: Emirate;
  buildingType: BuildingType;
  services: ServiceId[];
  amc: boolean;
  preferredContact: PreferredContact;
}

/** The e-mail a quote request causes, queued in the transaction that stores it. */
@Injectable()
export class QuoteRequestMails {
  constructor(
    private readonly outbox: OutboxService,
    private readonly sender: MailSender,
    private readonly team: AdminUsersService,
    @Inject(appConfig.KEY) private readonly app: ConfigType<typeof appConfig>,
  ) {}

  /** To the company's contact address, with a link to the admin area's Quote requests tab. */
  async received(manager: EntityManager, quote: QuoteRequestForMail): Promise<void> {
    const company = await this.sender.company(manager);
    const adminUrl = `${this.app.publicUrl}/admin/careers?tab=quotes`;
    // In the language of the team member who reads the contact address (English if none does).
    const language = await this.team.languageOfAddress(company.contactEmail, manager);
    const mail = newQuoteRequestMail(language, company, quote, adminUrl);
    await this.outbox.enqueue(manager, [mail]);
  }
}

/** To the company's contact address: who asks for a quote for what, and a link to the admin tab. */
export function newQuoteRequestMail(
  language: MailLanguage,
  company: CompanyDetails,
  quote: QuoteRequestForMail,
  adminUrl: string,
): ComposedMail {
  const t = NEW_QUOTE_REQUEST_MAIL_TEXTS[language];
  const sender = singleLine(quote.name);
  return {
    template: 'new-quote-request',
    language,
    recipient: company.contactEmail,
    recipientName: null,
    ...render(
      {
        subject: t.subject(sender),
        paragraphs: [t.intro],
        facts: [
          [t.facts.name, sender],
          [t.facts.company, quote.company ? singleLine(quote.company) : t.notGiven],
          [t.facts.phone, quote.phone],
          [t.facts.email, quote.email],
          [t.facts.emirate, t.emirateNames[quote.emirate]],
          [t.facts.buildingType, t.buildingTypeNames[quote.buildingType]],
          [t.facts.services, quote.services.map((id) => t.serviceNames[id]).join(', ')],
          [t.facts.amc, quote.amc ? t.yes : t.no],
          [t.facts.preferredContact, t.preferredContactNames[quote.preferredContact]],
        ],
        actions: [{ label: t.action, url: adminUrl }],
      },
      company,
      MAIL_TEXTS[language],
    ),
  };
}
