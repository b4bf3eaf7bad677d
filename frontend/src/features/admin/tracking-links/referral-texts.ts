import { texts } from '@/lib/i18n/texts';

/** Texts of the referral links (Tracking links tab); the Arabic is in referral-texts.ar.ts. */
export const referralTexts = texts(
  {
    heading: 'Referral links',
    intro:
      'A personal link for a team member, or for an employee without an account, to pass on to friends: applications through it name the referrer in the tracker and in the referrals report. It is a tracking link like the others below, deleted the same way.',
    referrer: 'Who refers',
    referrerHint: 'Leave empty for your own link; type an employee’s name for theirs',
    job: 'Referral for',
    allJobs: 'All jobs',
    language: 'Referral page language',
    create: 'Create referral link',
    created: 'Referral link created: copy it from the list below.',
    createFailed: 'The referral link could not be created. Please try again.',
    unsavedSubject: 'the new referral link',
    /** The channel column of a referral link. */
    referralBy: (referrer: string) => `Referral: ${referrer}`,
  },
  () => import('./referral-texts.ar').then((arabic) => arabic.referralTexts),
);
