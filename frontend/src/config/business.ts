import { texts } from '@/lib/i18n/texts';
/** Facts about the business that are not site constants (spec section 9). */

/** Opening hours, used for the contact page and the LocalBusiness JSON-LD. Times are local (UAE). */
export const BUSINESS_HOURS = [
  { days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '08:00', closes: '18:30' },
  { days: ['Saturday'], opens: '08:30', closes: '14:00' },
] as const;

/** Display lines of the same hours ("Sunday: Closed" included). */
export const BUSINESS_HOURS_LINES = texts(
  [
    { label: 'Monday - Friday', value: '8:00 AM - 6:30 PM' },
    { label: 'Saturday', value: '8:30 AM - 2:00 PM' },
    { label: 'Sunday', value: 'Closed' },
  ] as const,
  () => import('./business.ar').then((arabic) => arabic.BUSINESS_HOURS_LINES),
);

/** The five areas of Umm Al Quwain the local page lists. */
export const SERVICE_AREAS = texts(
  ['Umm Al Quwain City', 'Al Rashidiya', 'Al Salamah', 'Falaj Al Mualla', 'Al Humrah'] as const,
  () => import('./business.ar').then((arabic) => arabic.SERVICE_AREAS),
);
