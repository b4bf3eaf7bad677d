import type { ServiceId } from '@/config/paths';
import { texts } from '@/lib/i18n/texts';

/** What cards and meta descriptions show of each service (translate here); the pages' texts are in service-details.ts. */
export interface ServiceSummary {
  id: ServiceId;
  title: string;
  /** One sentence for cards and meta descriptions. */
  summary: string;
}

export const SERVICE_SUMMARIES = texts<Record<ServiceId, ServiceSummary>>(
  {
    'fire-alarm': {
      id: 'fire-alarm',
      title: 'Fire Alarm Systems',
      summary:
        'Conventional and addressable fire detection and alarm systems, designed, installed and commissioned to UAE Civil Defence requirements.',
    },
    'fire-fighting': {
      id: 'fire-fighting',
      title: 'Fire Fighting Systems',
      summary:
        'Sprinklers, hydrants, hose reels, fire pumps and clean-agent suppression, engineered for the building and its risks.',
    },
    'smoke-extraction': {
      id: 'smoke-extraction',
      title: 'Smoke Extraction Systems',
      summary:
        'Smoke management, stair pressurisation and car park ventilation that keep escape routes clear and visible.',
    },
    'emergency-exit': {
      id: 'emergency-exit',
      title: 'Emergency & Exit Lighting',
      summary:
        'Emergency lighting and illuminated exit signs that guide people out safely when the power fails.',
    },
    'design-approvals': {
      id: 'design-approvals',
      title: 'Design & Civil Defence Approvals',
      summary:
        'Fire and life safety design, shop drawings and Civil Defence submissions through to the completion certificate.',
    },
    electrical: {
      id: 'electrical',
      title: 'Electrical Works',
      summary:
        'Low-voltage electrical installation, distribution boards, lighting and fire-rated power for life safety systems.',
    },
    plumbing: {
      id: 'plumbing',
      title: 'Plumbing Works',
      summary:
        'Water supply, drainage, pumps and fire water tanks, installed alongside the fire fighting systems they support.',
    },
    maintenance: {
      id: 'maintenance',
      title: 'Maintenance & AMC',
      summary:
        'Annual maintenance contracts, inspections and 24/7 emergency response that keep your systems compliant and ready.',
    },
  },
  () => import('./service-summaries.ar').then((arabic) => arabic.SERVICE_SUMMARIES),
);

/** The service cards' own text (here rather than in texts.ts so the cards on other pages stay light). */
export const serviceCardTexts = texts(
  {
    learnMore: 'Learn more',
  } as const,
  () => import('./service-summaries.ar').then((arabic) => arabic.serviceCardTexts),
);
