/**
 * Every route of the site in one place.
 * `pattern` is what the router matches; `to(...)` builds a link.
 */

import { SERVICE_IDS, type ServiceId } from '@uaq/contract/site';
import { APPLICANT_STATUS_PATH } from '@uaq/contract';

export { SERVICE_IDS, type ServiceId };

/** The six services of the header submenu and the home/services grids (not electrical or plumbing). */
export const MENU_SERVICE_IDS = [
  'fire-alarm',
  'fire-fighting',
  'smoke-extraction',
  'emergency-exit',
  'design-approvals',
  'maintenance',
] as const satisfies readonly ServiceId[];

/** The five service pages the footer links to. */
export const FOOTER_SERVICE_IDS = [
  'fire-alarm',
  'fire-fighting',
  'smoke-extraction',
  'emergency-exit',
  'maintenance',
] as const satisfies readonly ServiceId[];

export const paths = {
  home: { pattern: '/', to: () => '/' },
  about: { pattern: '/about', aliases: ['/about/history', '/about/team'], to: () => '/about' },
  services: { pattern: '/services', to: () => '/services' },
  service: { pattern: '/services/:serviceId', to: (id: ServiceId) => `/services/${id}` },
  localArea: {
    pattern: '/umm-al-quwain',
    aliases: ['/umm-al-quwain-fire-safety', '/fire-safety-umm-al-quwain'],
    to: () => '/umm-al-quwain',
  },
  projects: { pattern: '/projects', aliases: ['/projects/grid', '/gallery'], to: () => '/projects' },
  project: { pattern: '/projects/:projectId', to: (id: number | string) => `/projects/${id}` },
  /** Quote request form; a service id ticks that service. */
  quote: {
    pattern: '/quote',
    to: (service?: ServiceId) => (service ? `/quote?service=${service}` : '/quote'),
  },
  careers: { pattern: '/careers', to: () => '/careers' },
  apply: { pattern: '/careers/apply/:jobId', to: (jobId: number | string) => `/careers/apply/${jobId}` },
  /** The applicant's status page; its personal token rides in the fragment, never in the path. */
  applicantStatus: { pattern: APPLICANT_STATUS_PATH, to: () => APPLICANT_STATUS_PATH },
  contact: { pattern: '/contact', to: () => '/contact' },
  shop: { pattern: '/shop', to: () => '/shop' },
  privacy: { pattern: '/privacy', to: () => '/privacy' },
  terms: { pattern: '/terms', to: () => '/terms' },
  adminCareers: { pattern: '/admin/careers', to: () => '/admin/careers' },
  adminConstantsTest: { pattern: '/admin/constants-test', to: () => '/admin/constants-test' },
  notFound: { pattern: '*', to: () => '/404' },
} as const;
