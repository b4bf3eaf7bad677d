import { INITIAL_SITE_CONSTANTS, type SiteConstants } from '@uaq/contract';
import { ARABIC_SITE_CONSTANTS } from '@uaq/contract/arabic-site-constants';
import type { MailLanguage } from './mail-texts';

/**
 * The company as the site constants describe it: the sender's name, address and contact details, in
 * English and (null where HR left it blank) in Arabic. A message takes its language's with companyIn.
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

/** The company from the site constants; the Arabic name and address null where HR left them blank. */
export function companyDetailsOf(constants: SiteConstants): CompanyDetails {
  return {
    name: text(constants, 'companyName'),
    nameAr: arabicText(constants, 'companyNameAr'),
    address: text(constants, 'officeLocation'),
    addressAr: arabicText(constants, 'officeLocationAr'),
    phone: text(constants, 'contactPhone'),
    contactEmail: text(constants, 'contactEmail'),
    careersEmail: text(constants, 'careersEmail'),
  };
}

/** A constant as text; the seeded value when an admin removed it or made it something else. */
function text(constants: SiteConstants, name: keyof typeof INITIAL_SITE_CONSTANTS): string {
  const value = constants[name];
  return typeof value === 'string' && value.trim() ? value.trim() : String(INITIAL_SITE_CONSTANTS[name]);
}

/** An Arabic constant as text; null when HR left it blank (the English one is used instead). */
function arabicText(constants: SiteConstants, name: keyof typeof ARABIC_SITE_CONSTANTS): string | null {
  const value = constants[name];
  return typeof value === 'string' && value.trim() ? value.trim() : null;
}
