import { texts } from '@/lib/i18n/texts';

/** What an outbox message says about its text (translate here). */
export const outboxMessageTexts = texts(
  {
    show: 'Show the text',
    hide: 'Hide the text',
    showFor: (subject: string) => `Show the text of "${subject}"`,
    hideFor: (subject: string) => `Hide the text of "${subject}"`,
    loading: 'Loading the text...',
    loadFailed: 'The text could not be loaded.',
    label: (subject: string) => `Text of "${subject}"`,
  },
  () => import('./outbox-message-texts.ar').then((arabic) => arabic.outboxMessageTexts),
);
