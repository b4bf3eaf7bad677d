import { arabic } from '@/lib/i18n/arabic';
import { BUSINESS_HOURS_LINES, SERVICE_AREAS } from './business';

/** Arabic of the opening hours and the served areas, as the contact and local pages show them. */
export const BUSINESS_HOURS_LINES_AR = arabic(BUSINESS_HOURS_LINES, [
  { label: 'الاثنين - الجمعة', value: '8:00 صباحًا - 6:30 مساءً' },
  { label: 'السبت', value: '8:30 صباحًا - 2:00 ظهرًا' },
  { label: 'الأحد', value: 'مغلق' },
]);

export const SERVICE_AREAS_AR = arabic(SERVICE_AREAS, [
  'مدينة أم القيوين',
  'الراشدية',
  'السلمة',
  'فلج المعلا',
  'الحمرة',
]);
