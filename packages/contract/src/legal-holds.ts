/**
 * A legal hold's refusal. Holds are placed by HR in the Data retention tab (retention.ts); what one
 * refuses is said in both languages, like every refusal a visitor can meet, so an applicant-facing
 * answer and the admin area (on its way to Arabic) share one sentence per language.
 */
export const LEGAL_HOLD_MESSAGES = {
  held: 'This record is on legal hold: it cannot be deleted or erased until the hold is lifted.',
} as const;
