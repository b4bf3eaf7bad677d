import type { Language, MailTemplatePurpose } from '@uaq/contract';
import { englishOnlyTexts } from '@/lib/i18n/texts';

/** Texts of the Mail templates tab (the admin area is English; the e-mails are in both languages). */
export const adminMailTemplatesTexts = englishOnlyTexts({
  heading: 'Mail templates',
  intro:
    'What the applicant receives, in the language they applied in. A blank line starts a new paragraph; placeholders are replaced by each applicant’s details.',
  purposeLabel: 'Template',
  purposes: {
    received: 'Application received (sent automatically after applying)',
    interview: 'Interview (when you move an applicant to Shortlisted and tick "Notify")',
    rejection: 'Rejection (when you move an applicant to Rejected and tick "Notify")',
    offer: 'Offer (when you move an applicant to Hired and tick "Notify")',
  } satisfies Record<MailTemplatePurpose, string>,
  languages: { en: 'English', ar: 'Arabic' } satisfies Record<Language, string>,
  editorLabel: (language: string) => `${language} version`,
  subject: (language: string) => `Subject (${language})`,
  body: (language: string) => `Message (${language})`,
  placeholder: (language: string) => `Placeholder to insert (${language})`,
  insert: 'Insert',
  insertHint: 'Goes where the cursor was in the subject or the message.',
  placeholderOption: (name: string, description: string) => `{{${name}}}: ${description}`,
  save: 'Save',
  saving: 'Saving…',
  saved: (language: string) => `The ${language} template is saved.`,
  saveFailed: 'The template could not be saved. Please check the fields.',
  restore: 'Restore default',
  restoreConfirm: (language: string) =>
    `Replace the ${language} text with the default? Your version is removed.`,
  restored: (language: string) => `The ${language} template is back to its default.`,
  restoreFailed: 'The default could not be restored. Please try again.',
  isDefault: 'Default text',
  editedBy: (who: string, when: string) => `Edited by ${who}, ${when}`,
  preview: (language: string) => `Preview (${language}, with sample values)`,
  previewSubject: 'Subject:',
  previewFailed: 'Fix the fields above to see the preview.',
  loading: 'Loading templates...',
  loadFailed: 'The templates could not be loaded. Please reload the page.',
  unsaved: 'Unsaved changes',
  unsavedSubject: 'this e-mail template',
} as const);
