import { texts } from '@/lib/i18n/texts';

/** Texts of the referrals report (Reports tab); the Arabic is in referrals-texts.ar.ts. */
export const referralsReportTexts = texts(
  {
    heading: 'Referrals',
    intro: 'Applications that came through each person’s referral links, and how far they got.',
    referrer: 'Referrer',
    applications: 'Applications',
    shortlisted: 'Shortlisted',
    hired: 'Hired',
    empty: 'No applications came through a referral link in this period.',
  },
  () => import('./referrals-texts.ar').then((arabic) => arabic.referralsReportTexts),
);
