import type { Recommendation } from '@uaq/contract';
import { texts } from '@/lib/i18n/texts';

/** The panel's scorecards: every interviewer's card and the summary (translate here). */
export const scorecardTexts = texts(
  {
    heading: 'Scorecards',
    loadFailed: 'The scorecards could not be loaded.',
    none: 'No scorecard submitted yet.',
    summary: (submitted: number) =>
      submitted === 1 ? 'Summary of 1 scorecard' : `Summary of ${submitted} scorecards`,
    criterion: 'Criterion',
    average: 'Average (1–5)',
    ratings: 'Ratings',
    recommendations: 'Recommendations',
    recommendation: {
      'strong-no': 'Strong no',
      no: 'No',
      yes: 'Yes',
      'strong-yes': 'Strong yes',
    } satisfies Record<Recommendation, string>,
    waiting: (username: string) => `${username}: not submitted yet`,
    by: (username: string, at: string) => `${username}, ${at}`,
    outOf: (rating: number) => `${rating} of 5`,
  },
  () => import('./scorecard-texts.ar').then((arabic) => arabic.scorecardTexts),
);
