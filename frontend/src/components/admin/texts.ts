/** The admin frames' own words (the admin area is in English; the lists bring theirs). */
export const adminListTexts = {
  retry: 'Try again',
};

/** The question every admin editor asks before unsaved edits are left behind (UnsavedChangesGuard). */
export function unsavedEditsTexts(what: string) {
  return {
    title: 'Unsaved changes',
    message: `You have unsaved changes to ${what}. Leave without saving?`,
    leave: 'Leave without saving',
    stay: 'Stay and keep editing',
  };
}
