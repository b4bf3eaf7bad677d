import { texts } from '@/lib/i18n/texts';

/**
 * What HR reads around a status move (translate here): the question a move into Rejected or out of
 * Hired asks first, the Undo offered after a move, and the stage only the applicant sets. Stage names
 * come from the tracker's texts.
 */
export const statusMoveTexts = texts(
  {
    title: 'Confirm the move',
    question: (who: string, stage: string) => `Move ${who} to ${stage}?`,
    intoRejected: 'This rejects the application.',
    outOfHired: (hired: string) => `It is at ${hired}: the move takes back the decision to hire.`,
    confirm: (stage: string) => `Move to ${stage}`,
    cancel: 'Cancel',
    selection: (n: number) => (n === 1 ? 'the selected application' : `the ${n} selected applications`),
    undo: 'Undo',
    undoLabel: (move: string) => `Undo: ${move}`,
    undone: (who: string, stage: string) => `${who} is back at ${stage}.`,
    undoneSelection: 'The selected applications are back where they were.',
    undoFailed: 'The move could not be undone.',
    applicantOnly: (stage: string) => `${stage} (set by the applicant)`,
  },
  () => import('./status-move-texts.ar').then((arabic) => arabic.statusMoveTexts),
);
