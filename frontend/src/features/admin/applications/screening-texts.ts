import { YES_NO_LABELS } from '@uaq/contract';
import { texts } from '@/lib/i18n/texts';

/** What the tracker says about screening answers: panel, board card, list filter (translate here). */
export const screeningTexts = texts(
  {
    heading: 'Screening answers',
    knockedOut: 'Knocked out',
    /** Beside the flag: nothing was sent; HR decides. */
    knockedOutNote: 'An answer does not qualify. Nothing was sent to the applicant: you decide.',
    doesNotQualify: 'Does not qualify',
    yes: YES_NO_LABELS.en.yes,
    no: YES_NO_LABELS.en.no,
    /** An answer to a question HR has since removed from the job. */
    removedQuestion: 'question since removed',
    filter: {
      label: 'Screening',
      all: 'All applications',
      knockedOut: 'Knocked out',
      qualifies: 'Qualifies',
      question: 'Screening question',
      anyQuestion: 'Any question',
      answer: 'Answer',
      anyAnswer: 'Any answer',
    },
  },
  () => import('./screening-texts.ar').then((arabic) => arabic.screeningTexts),
);
