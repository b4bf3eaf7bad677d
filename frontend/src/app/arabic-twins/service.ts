// The Arabic texts of every service page (its own details: SERVICE_DETAILS_AR), one chunk: see
// arabicPage in ../router.tsx.
import '@/components/layout/texts.ar';
import '@/features/services/service-summaries.ar';
import '@/features/services/texts.ar';
import '@/features/services/service-highlights.ar';
import type { ServiceId } from '@/config/paths';

/** Loads one service's Arabic details (its own chunk), like SERVICE_DETAILS for the English. */
export const SERVICE_DETAILS_AR: Record<ServiceId, () => Promise<unknown>> = {
  'fire-alarm': () => import('@/features/services/details/fire-alarm.ar'),
  'fire-fighting': () => import('@/features/services/details/fire-fighting.ar'),
  'smoke-extraction': () => import('@/features/services/details/smoke-extraction.ar'),
  'emergency-exit': () => import('@/features/services/details/emergency-exit.ar'),
  'design-approvals': () => import('@/features/services/details/design-approvals.ar'),
  electrical: () => import('@/features/services/details/electrical.ar'),
  plumbing: () => import('@/features/services/details/plumbing.ar'),
  maintenance: () => import('@/features/services/details/maintenance.ar'),
};
