import { EMIRATE_NAMES } from '@uaq/contract';
import { texts } from '@/lib/i18n/texts';

/** The job form's emirate field; the Arabic is in emirate-texts.ar.ts. */
export const jobEmirateTexts = texts(
  {
    label: 'Emirate',
    fromLocation: 'As the location names it',
    hint: 'The job’s region for search engines and job boards',
    names: EMIRATE_NAMES,
  },
  () => import('./emirate-texts.ar').then((arabic) => arabic.jobEmirateTexts),
);
