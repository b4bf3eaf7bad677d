import { texts } from '@/lib/i18n/texts';

/** Names of the admin's areas and what their counts mean (translate here). */
export const adminAreasTexts = texts(
  {
    areas: {
      hiring: 'Hiring',
      website: 'Website',
      settings: 'Settings',
    },
    /** Read out after an area's name; the badge shows only the number. */
    counts: {
      hiring: (n: number) => (n === 1 ? '1 new application' : `${n} new applications`),
      website: (n: number) =>
        n === 1 ? '1 new enquiry or quote request' : `${n} new enquiries and quote requests`,
    },
  },
  () => import('./admin-areas-texts.ar').then((m) => m.adminAreasTexts),
);
