import type { Language, SiteConstants } from '@uaq/contract';
import { useLanguage } from '@/lib/i18n/language';
import type { CompanyContact } from '@/components/layout/company-contact';
import { useRouteLoaderData } from 'react-router';
import { SITE_ROUTE_ID, type SiteRouteData } from '@/lib/route-data';
import { DEFAULT_SITE_CONSTANTS, textOr } from './site-constants-defaults';

export interface SiteConstantsView {
  /** Server values merged over the defaults. */
  constants: SiteConstants;
  /** The company's name and contact details, always filled. */
  company: CompanyContact;
  /** True when the constants were read (counters wait for this rather than show the defaults). */
  isSuccess: boolean;
}

/** An Arabic setting on Arabic pages, else the English one (then marked `lang="en"`). */
function inLanguage(arabic: unknown, english: string, language: Language): [string, 'en' | undefined] {
  const value = language === 'ar' ? textOr(arabic, '') : '';
  return value ? [value, undefined] : [english, language === 'ar' ? 'en' : undefined];
}

export function companyFrom(constants: SiteConstants, language: Language = 'en'): CompanyContact {
  const d = DEFAULT_SITE_CONSTANTS;
  const [name, nameLang] = inLanguage(
    constants.companyNameAr,
    textOr(constants.companyName, d.companyName),
    language,
  );
  const [address, addressLang] = inLanguage(
    constants.officeLocationAr,
    textOr(constants.officeLocation, d.officeLocation),
    language,
  );
  return {
    name,
    nameLang,
    address,
    addressLang,
    phone: textOr(constants.contactPhone, d.contactPhone),
    email: textOr(constants.contactEmail, d.contactEmail),
    careersEmail: textOr(constants.careersEmail, textOr(constants.contactEmail, d.careersEmail)),
    professionalNetworkUrl: textOr(constants.linkedinUrl, d.linkedinUrl),
    whatsappNumber: textOr(constants.whatsappNumber, d.whatsappNumber),
    emergencyPhone: textOr(constants.emergencyPhone, d.emergencyPhone),
    civilDefenceApprovalNo: textOr(constants.civilDefenceApprovalNo, d.civilDefenceApprovalNo),
    tradeLicenceNo: textOr(constants.tradeLicenceNo, d.tradeLicenceNo),
  };
}

/** The site constants the root route's loader read, over the defaults. */
export function useSiteConstants(): SiteConstantsView {
  const language = useLanguage();
  const read = (useRouteLoaderData(SITE_ROUTE_ID) as SiteRouteData | undefined)?.constants;
  const constants: SiteConstants = { ...DEFAULT_SITE_CONSTANTS, ...(read ?? {}) };
  return {
    constants,
    company: companyFrom(constants, language),
    isSuccess: !!read,
  };
}
