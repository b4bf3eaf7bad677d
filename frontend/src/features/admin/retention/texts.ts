import type { RetentionItemState, RetentionStage, RetentionSubject } from '@uaq/contract';
import { englishOnlyTexts } from '@/lib/i18n/texts';

/** Texts of the Data retention tab (translate here). */
export const adminRetentionTexts = englishOnlyTexts({
  heading: 'Data retention',
  intro:
    'Records past their retention period are marked for deletion and purged once their quarantine is over, by a daily job. A record on legal hold is never marked or purged.',
  settings: {
    unsavedSubject: 'the retention periods',
    heading: 'Retention periods',
    applicationMonths: 'Applications: months after the last activity',
    applicationHint: 'Last activity: the submission, a status change, a note, or “Keep”.',
    enquiryMonths: 'Enquiries: months after they were sent',
    quoteRequestMonths: 'Quote requests: months after the last activity',
    quoteHint: 'Last activity: the request, or a status change.',
    quarantineDays: 'Quarantine: days between marking and purge',
    save: 'Save periods',
    saved: 'Retention periods saved.',
    saveFailed: 'The periods could not be saved.',
    loadFailed: 'The retention periods could not be loaded.',
  },
  dryRun: {
    heading: 'Dry run',
    intro: 'Shows what a run now would mark for deletion and purge. Nothing is changed.',
    run: 'Run a dry run',
    failed: 'The dry run could not be done.',
    at: (when: string) => `As of ${when}`,
    table: 'What a run now would do',
    columns: { subject: 'Records', mark: 'Would be marked', purge: 'Would be purged' },
    listLabel: 'Records of the dry run',
    empty: 'Nothing for this choice.',
  },
  records: {
    heading: 'Marked and held records',
    empty: { marked: 'No record is marked for deletion.', held: 'No record is on legal hold.' },
    loadFailed: 'The records could not be loaded.',
    table: (state: RetentionItemState) =>
      state === 'marked' ? 'Records marked for deletion' : 'Records on legal hold',
    columns: {
      record: 'Record',
      lastActivity: 'Last activity',
      purgeOn: 'Purged on',
      hold: 'Legal hold',
      actions: 'Actions',
    },
    heldBy: (by: string | null, when: string) => `by ${by ?? 'unknown'}, ${when}`,
  },
  hold: {
    unsavedSubject: 'this legal hold',
    heading: 'Put a record on legal hold',
    recordId: 'Record number',
    reason: 'Reason for the legal hold',
    reasonHint: 'Required; kept with the hold (e.g. a court case or a dispute).',
    place: 'Place hold',
    placeFor: (label: string) => `Place a legal hold on ${label}`,
    open: 'Hold',
    // Each button's name starts with its visible text (WCAG 2.5.3, axe's label-content-name-mismatch).
    openFor: (label: string) => `Hold ${label}`,
    cancel: 'Cancel',
    placed: 'The record is on legal hold.',
    failed: 'The hold could not be placed.',
    lift: 'Lift hold',
    liftFor: (label: string) => `Lift hold on ${label}`,
    lifted: 'The legal hold is lifted.',
    liftFailed: 'The hold could not be lifted.',
  },
  keep: 'Keep',
  keepFor: (label: string) => `Keep ${label}`,
  kept: 'Kept: the record is no longer marked for deletion.',
  keepFailed: 'The record could not be kept.',
  subject: 'Records',
  state: 'Show',
  stage: 'Show',
  subjects: {
    application: 'Applications',
    enquiry: 'Enquiries',
    'quote-request': 'Quote requests',
  } satisfies Record<RetentionSubject, string>,
  states: { marked: 'Marked for deletion', held: 'On legal hold' } satisfies Record<
    RetentionItemState,
    string
  >,
  stages: { mark: 'Would be marked', purge: 'Would be purged' } satisfies Record<RetentionStage, string>,
  previous: 'Previous',
  next: 'Next',
  pageOf: (page: number, pages: number, total: number) => `Page ${page} of ${pages} (${total} records)`,
  loading: 'Loading...',
} as const);
