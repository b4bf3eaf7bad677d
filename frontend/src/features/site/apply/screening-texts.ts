import { YES_NO_LABELS } from '@uaq/contract';
import { texts } from '@/lib/i18n/texts';

/** Texts of the apply form's screening questions (translate here); the questions are HR's own words. */
export const screeningTexts = texts(
  {
    legend: 'A few questions about you',
    intro: 'Answer as things are today: every answer is read by our HR team.',
    yes: YES_NO_LABELS.en.yes,
    no: YES_NO_LABELS.en.no,
    chooseAny: 'Tick every option that applies.',
    wholeNumber: (min: string, max: string) => `A whole number from ${min} to ${max}.`,
  } as const,
  () => import('./screening-texts.ar').then((arabic) => arabic.screeningTexts),
);
