import { texts } from '@/lib/i18n/texts';

/** The job editor's scorecard criteria (translate here). */
export const scorecardCriteriaTexts = texts(
  {
    heading: 'Interview scorecard',
    intro:
      'What the interviewers rate from 1 to 5 (for example fire alarm panels, safety, communication), with an overall recommendation and a comment.',
    loading: 'Loading the criteria…',
    loadFailed: 'The criteria could not be loaded.',
    none: 'No criterion yet: interviewers then give only a recommendation and a comment.',
    name: (index: number) => `Criterion ${index + 1} in English`,
    nameAr: (index: number) => `Criterion ${index + 1} in Arabic`,
    remove: (index: number) => `Remove criterion ${index + 1}`,
    add: 'Add a criterion',
    save: 'Save the criteria',
    saving: 'Saving…',
    saved: 'Scorecard criteria saved.',
    saveFailed: 'The criteria could not be saved.',
    unsaved: 'the scorecard criteria',
  },
  () => import('./scorecard-criteria-texts.ar').then((arabic) => arabic.scorecardCriteriaTexts),
);
