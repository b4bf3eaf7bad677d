import type { MailLanguage } from './mail-texts';

/**
 * The company as the site constants describe it: the sender's name, address and contact details, in
 * English and (null where HR left it blank) in Arabic. A message takes its language's with companyIn.
 * Site-constants reads it (SiteConstantsService.company) and hands it to every e-mail through MailSender.
 */
export interface CompanyDetails {
  name: string;
  /** The registered Arabic trade name (`companyNameAr`). */
  nameAr: string | null;
  address: string;
  /** `officeLocationAr`. */
  addressAr: string | null;
  phone: string;
  contactEmail: string;
  careersEmail: string;
}

/** The company's name and address as a message in `language` writes them: the Arabic where given. */
export function companyIn(
  company: CompanyDetails,
  language: MailLanguage,
): { name: string; address: string } {
  return language === 'ar'
    ? { name: company.nameAr ?? company.name, address: company.addressAr ?? company.address }
    : { name: company.name, address: company.address };
}
