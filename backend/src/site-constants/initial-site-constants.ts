import type { SiteConstants } from '../contract/api-contract';

/**
 * What a fresh database starts with. Contact details are reserved example values (example.com,
 * a 000 number) until the company enters its real ones in the admin area.
 */
export const INITIAL_SITE_CONSTANTS: SiteConstants = {
  projectCount: 80,
  clientsCount: 50,
  yearsExperience: 10,
  expertEngineers: 15,
  companyName: 'Al Raas Fire & Safety Systems LLC',
  contactEmail: 'info@example.com',
  contactPhone: '+971 6 000 0000',
  careersEmail: 'careers@example.com',
  officeLocation: 'Al Raas, Umm Al Quwain, UAE',
};
