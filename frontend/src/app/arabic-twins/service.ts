// The Arabic texts of every service page (its own details: SERVICE_DETAILS_AR), one chunk: see
// arabicPage in ../router.tsx.
import '@/components/layout/texts.ar';
import '@/features/site/services/service-summaries.ar';
import '@/features/site/services/texts.ar';
import '@/features/site/services/service-highlights.ar';
import type { ServiceId } from '@/config/paths';

/** Loads one service's Arabic details (its own chunk), like SERVICE_DETAILS for the English. */
export const SERVICE_DETAILS_AR: Record<ServiceId, () => Promise<unknown>> = {
  'fire-alarm': () => import('@/features/site/services/details/fire-alarm.ar'),
  'fire-fighting': () => import('@/features/site/services/details/fire-fighting.ar'),
  'smoke-extraction': () => import('@/features/site/services/details/smoke-extraction.ar'),
  'emergency-exit': () => import('@/features/site/services/details/emergency-exit.ar'),
  'design-approvals': () => import('@/features/site/services/details/design-approvals.ar'),
  electrical: () => import('@/features/site/services/details/electrical.ar'),
  plumbing: () => import('@/features/site/services/details/plumbing.ar'),
  maintenance: () => import('@/features/site/services/details/maintenance.ar'),
};
