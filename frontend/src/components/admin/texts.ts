import { englishOnlyTexts } from '@/lib/i18n/texts';

/** The admin frames' own words (the lists and editors bring theirs). */
export const adminFrameTexts = englishOnlyTexts({
  retry: 'Try again',
  /** The question every admin editor asks before unsaved edits are left behind (UnsavedChangesGuard). */
  unsaved: {
    title: 'Unsaved changes',
    message: (what: string) => `You have unsaved changes to ${what}. Leave without saving?`,
    leave: 'Leave without saving',
    stay: 'Stay and keep editing',
  },
});

/** The flag on a job or project HR wrote in English only, and the question before it goes live so. */
export const arabicContentTexts = englishOnlyTexts({
  englishOnly: 'English only',
  incomplete: 'Arabic incomplete',
  missing: (fields: string) => `Not yet in Arabic: ${fields}.`,
  fields: {
    title: 'title',
    description: 'description',
    location: 'location',
    requirements: 'requirements',
    client: 'client',
  } as Record<string, string>,
  publishDialog: {
    title: 'Publish in English only?',
    question: (what: string) =>
      `This ${what} has no Arabic title or description. Its Arabic page will say, in Arabic, that it is available in English only, and search engines will not list that page until you add the Arabic.`,
    confirm: 'Publish in English only',
    cancel: 'Go back',
  },
});
