import type { Language, SiteConstants } from '@uaq/contract';
import { useLanguage } from '@/lib/i18n/language';
import type { CompanyContact } from '@/components/layout/company-contact';
import { usePublicData } from '@/lib/public-data';
import { DEFAULT_SITE_CONSTANTS, textOr } from './site-constants-defaults';

/** GET /api/constants (public); the server renders every page with it. */
export const SITE_CONSTANTS_PATH = '/constants';

export interface SiteConstantsView {
  /** Server values merged over the defaults. */
  constants: SiteConstants;
  /** The company's name and contact details, always filled. */
  company: CompanyContact;
  /** True once GET /api/constants has answered successfully (counters wait for this). */
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

const readConstants = (data: unknown): SiteConstants | null =>
  data && typeof data === 'object' && !Array.isArray(data) ? (data as SiteConstants) : null;

export function useSiteConstants(): SiteConstantsView {
  const language = useLanguage();
  const query = usePublicData(SITE_CONSTANTS_PATH, readConstants);
  const constants: SiteConstants = { ...DEFAULT_SITE_CONSTANTS, ...(query.data ?? {}) };
  return {
    constants,
    company: companyFrom(constants, language),
    isSuccess: query.isSuccess,
  };
}
