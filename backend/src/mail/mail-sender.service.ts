import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { CompanyDetails } from './company-details';

/** Reads the company's details, through the caller's transaction when it passes its manager. */
export type CompanyDetailsSource = (manager?: EntityManager) => Promise<CompanyDetails>;

/**
 * The sender every e-mail names: the company as the site constants describe it (the header's name,
 * the footer's phone and address, the placeholders' values). Mail depends on no feature, so
 * site-constants hands its reader in when the app starts (SiteConstantsModule.onModuleInit).
 */
@Injectable()
export class MailSender {
  private source: CompanyDetailsSource | null = null;

  connect(source: CompanyDetailsSource): void {
    this.source = source;
  }

  /** Read through `manager` when composing inside a transaction. */
  company(manager?: EntityManager): Promise<CompanyDetails> {
    if (!this.source) throw new Error('SiteConstantsModule is not loaded: no sender for the e-mails.');
    return this.source(manager);
  }
}
