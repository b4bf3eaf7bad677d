import { texts } from '@/lib/i18n/texts';

/** The admin frames' own words (the lists and editors bring theirs). */
export const adminFrameTexts = texts(
  {
    retry: 'Try again',
    cancel: 'Cancel',
    /** The question every admin editor asks before unsaved edits are left behind (UnsavedChangesGuard). */
    unsaved: {
      title: 'Unsaved changes',
      message: (what: string) => `You have unsaved changes to ${what}. Leave without saving?`,
      leave: 'Leave without saving',
      stay: 'Stay and keep editing',
    },
  },
  () => import('./texts.ar').then((arabic) => arabic.adminFrameTexts),
);
