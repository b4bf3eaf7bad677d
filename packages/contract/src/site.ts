/**
 * What every public page needs from the contract: the services, the site constants' shape and
 * defaults. A module of its own (re-exported by index.ts) that the frontend's shell imports as
 * `@uaq/contract/site`, so the code every page downloads does not carry the forms' and the admin
 * area's lists and messages.
 */

/** Where the applicant's status page lives (its Arabic twin under /ar); the token travels in the fragment. */
export const APPLICANT_STATUS_PATH = '/careers/status';

/** The eight services the company offers; each has a page at /services/{id}. */
export const SERVICE_IDS = [
  'fire-alarm',
  'fire-fighting',
  'smoke-extraction',
  'emergency-exit',
  'design-approvals',
  'electrical',
  'plumbing',
  'maintenance',
] as const;
export type ServiceId = (typeof SERVICE_IDS)[number];

/** The services' short names (menus, forms, the office's e-mails); Arabic in the site's twins. */
export const SERVICE_NAMES: Readonly<Record<ServiceId, string>> = {
  'fire-alarm': 'Fire Alarm Systems',
  'fire-fighting': 'Fire Fighting Systems',
  'smoke-extraction': 'Smoke Extraction Systems',
  'emergency-exit': 'Emergency & Exit Lighting',
  'design-approvals': 'Design & Civil Defence Approvals',
  electrical: 'Electrical Works',
  plumbing: 'Plumbing Works',
  maintenance: 'Maintenance & AMC',
};

export type ConstantValue =
  string | number | boolean | null | ConstantValue[] | { [key: string]: ConstantValue };
export type SiteConstants = Record<string, ConstantValue>;

/**
 * What a fresh database starts with (seeded once by a migration), and what the pages show until the
 * constants call answers. Contact details are reserved example values (example.com, a 000 number)
 * until the company enters its real ones in the admin area.
 */
export const INITIAL_SITE_CONSTANTS = {
  projectCount: 80,
  clientsCount: 50,
  yearsExperience: 10,
  expertEngineers: 15,
  companyName: 'Al Raas Fire & Safety Systems LLC',
  contactEmail: 'info@example.com',
  contactPhone: '+971 6 000 0000',
  careersEmail: 'careers@example.com',
  officeLocation: 'Al Raas, Umm Al Quwain, UAE',
} as const satisfies SiteConstants;

// ---- Reaching the company, UAE style: call, WhatsApp, credentials ----

/**
 * Seeded once by their own migration (a database seeded before them gets them too) and editable in
 * the admin area. Reserved example values: obvious placeholders until the company enters its own.
 */
export const REACH_SITE_CONSTANTS = {
  whatsappNumber: '+971 50 000 0000',
  emergencyPhone: '+971 6 000 0009',
  civilDefenceApprovalNo: 'EXAMPLE-CD-0000',
  tradeLicenceNo: 'EXAMPLE-TL-000000',
} as const satisfies SiteConstants;

/** The quote page's query naming a service to tick (`/quote?service=fire-alarm`): the services' links. */
export const QUOTE_SERVICE_PARAMETER = 'service';

const QUOTE_PATHS = new Set(['/quote', '/ar/quote']);

/**
 * The address a public page is rendered (and cached) for: its path, and on the quote page the
 * service its link names, when it is one of the services (the server ticks it, so the form has it
 * before any script runs and without JavaScript). Any other query (utm_source, fbclid…) is left to
 * the browser: one rendering per path.
 */
export function renderedPageUrl(path: string, search: string): string {
  if (!QUOTE_PATHS.has(path)) return path;
  // Service ids are plain words: compared as written, no decoding needed.
  const service = new RegExp(`(?:^|[?&])${QUOTE_SERVICE_PARAMETER}=([^&#]*)`).exec(search)?.[1];
  const known = (SERVICE_IDS as readonly (string | undefined)[]).includes(service);
  return known ? `${path}?${QUOTE_SERVICE_PARAMETER}=${service}` : path;
}
