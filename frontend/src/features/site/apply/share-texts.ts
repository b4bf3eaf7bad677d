import { jobShareTextInEnglish } from '@uaq/contract/job-share';
import { texts } from '@/lib/i18n/texts';

/** Texts of a job page's share actions (translate in share-texts.ar.ts). */
export const shareTexts = texts(
  {
    heading: 'Share this job',
    intro: 'Know someone who fits? Send them the job.',
    whatsapp: 'WhatsApp',
    whatsappLabel: 'Share this job on WhatsApp (opens WhatsApp)',
    linkedin: 'LinkedIn',
    linkedinLabel: 'Share this job on LinkedIn (opens LinkedIn)',
    copy: 'Copy link',
    copied: 'Link copied',
    copyFailed: 'Could not copy the link: select it below and copy it.',
    linkLabel: 'Link to this job',
    more: 'More…',
    moreLabel: 'Share this job with another app',
    /** The WhatsApp message: the job's title, place, salary and link, in the page's language. */
    whatsappText: jobShareTextInEnglish,
  },
  () => import('./share-texts.ar').then((arabic) => arabic.shareTexts),
);
