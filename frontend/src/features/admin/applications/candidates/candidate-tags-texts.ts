import { texts } from '@/lib/i18n/texts';

/** Texts of the tags screen in the Candidates tab: rename and delete the tags HR defined. */
export const candidateTagsTexts = texts(
  {
    open: 'Manage tags',
    heading: 'Tags',
    intro:
      'Rename a tag and every candidate who has it shows the new name. Delete one and it is taken off every candidate. New tags are added on a candidate’s panel.',
    loading: 'Loading the tags...',
    loadFailed: 'The tags could not be loaded.',
    none: 'No tags yet. Add the first one on a candidate’s panel.',
    list: 'Tags',
    nameOf: (tag: string) => `New name for the tag ${tag}`,
    rename: 'Rename',
    renamed: (name: string) => `Tag renamed to ${name}.`,
    renameFailed: 'The tag could not be renamed. Please try again.',
    deleteOf: (tag: string) => `Delete the tag ${tag}`,
    delete: 'Delete',
    deleted: (name: string) => `Tag ${name} deleted.`,
    deleteDialog: {
      title: 'Delete this tag?',
      question: 'It will be taken off every candidate who has it. This cannot be undone.',
      confirm: 'Delete the tag',
      cancel: 'Keep it',
      failed: 'The tag could not be deleted. Please try again.',
    },
    close: 'Close',
  },
  () => import('./candidate-tags-texts.ar').then((m) => m.candidateTagsTexts),
);
