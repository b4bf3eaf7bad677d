import type { ServiceId } from '@/config/paths';
import type { Texts } from '@/lib/i18n/texts';

/**
 * A service page's own texts, one file per service in details/ so a page loads only its own (title and
 * summary: service-summaries.ts; the first features: service-highlights.ts; icons: service-icon.tsx).
 */
export interface ServiceDetails {
  /** Opening paragraphs of the service page. */
  intro: string[];
  /** What the service covers, after its highlights. */
  features: string[];
  /** Second block: how the work is done / compliance notes. */
  detailsHeading: string;
  details: string[];
  /** Short benefit list for the page's side panel. */
  benefits: string[];
}

/** Loads one service's details (its own chunk, its Arabic in another beside it). */
export const SERVICE_DETAILS: Record<ServiceId, () => Promise<{ default: Texts<ServiceDetails> }>> = {
  'fire-alarm': () => import('./details/fire-alarm'),
  'fire-fighting': () => import('./details/fire-fighting'),
  'smoke-extraction': () => import('./details/smoke-extraction'),
  'emergency-exit': () => import('./details/emergency-exit'),
  'design-approvals': () => import('./details/design-approvals'),
  electrical: () => import('./details/electrical'),
  plumbing: () => import('./details/plumbing'),
  maintenance: () => import('./details/maintenance'),
};
