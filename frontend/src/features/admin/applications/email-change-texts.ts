import { texts } from '@/lib/i18n/texts';

/** What the panel says about an applicant's change of e-mail address (translate here). */
export const emailChangeTexts = texts(
  {
    changed: 'Changed by the applicant',
    /** Followed by the previous address. */
    changedFrom: (date: string) => `On ${date}, from`,
  },
  () => import('./email-change-texts.ar').then((arabic) => arabic.emailChangeTexts),
);
