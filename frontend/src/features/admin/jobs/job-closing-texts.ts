import { englishOnlyTexts } from '@/lib/i18n/texts';
/** Texts of a job's closing day and walk-in flag in the admin area (translate here). */
export const jobClosingTexts = englishOnlyTexts({
  fields: {
    closesOn: 'Closing date',
    closesOnHint: 'Optional. The job closes itself at the end of this day (UAE time).',
    resumeOptional: 'Resume optional (walk-in)',
    resumeOptionalHint:
      'Applicants may apply without a CV, e.g. technicians applying from a phone. Untick to require one.',
  },
  closesToday: 'Closes today',
  closesIn: (days: number) => (days === 1 ? 'Closes in 1 day' : `Closes in ${days} days`),
  closedOn: (day: string) => `Closed on ${day}`,
  resumeOptional: 'Resume optional',
  resumeRequired: 'Resume required',
  reopen: 'Reopen',
  reopenLabel: (title: string) => `Reopen ${title}`,
  reopenDialog: {
    unsavedSubject: 'the new closing day',
    title: 'Reopen job',
    intro: 'The job takes applications again until the end of the new closing date (UAE time).',
    closesOn: 'New closing date',
    closesOnHint: 'Leave empty to keep it open until you close it.',
    confirm: 'Reopen job',
    cancel: 'Cancel',
    failed: 'The job could not be reopened. Please try again.',
  },
  reopened: (title: string) => `The job "${title}" is open again.`,
} as const);
