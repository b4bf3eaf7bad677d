import { SERVICE_IDS, type ServiceId } from '@uaq/contract/site';
import { APPLICANT_STATUS_PATH } from '@uaq/contract/site';

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

/**
 * Links to every page: `to(...)` builds one. The routes themselves (paths, aliases, the data each
 * page reads) are declared once in app/router.tsx.
 */
export const paths = {
  home: { to: () => '/' },
  about: { to: () => '/about' },
  services: { to: () => '/services' },
  /** `pattern` also tells which service a path is about (components/layout/page-subject.ts). */
  service: { pattern: '/services/:serviceId', to: (id: ServiceId) => `/services/${id}` },
  localArea: { to: () => '/umm-al-quwain' },
  projects: { to: () => '/projects' },
  project: { to: (id: number | string) => `/projects/${id}` },
  /** Quote request form; a service id ticks that service. */
  quote: { to: (service?: ServiceId) => (service ? `/quote?service=${service}` : '/quote') },
  careers: { to: () => '/careers' },
  apply: { to: (jobId: number | string) => `/careers/apply/${jobId}` },
  /** The applicant's status page; its personal token rides in the fragment, never in the path. */
  applicantStatus: { to: () => APPLICANT_STATUS_PATH },
  contact: { to: () => '/contact' },
  shop: { to: () => '/shop' },
  privacy: { to: () => '/privacy' },
  terms: { to: () => '/terms' },
} as const;
