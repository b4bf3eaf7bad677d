import { texts } from '@/lib/i18n/texts';

/** Texts of WhatsApp from the tracker (panel, board card, selection); the Arabic is in whatsapp-texts.ar.ts. */
export const whatsappTexts = texts(
  {
    open: 'WhatsApp',
    openFor: (name: string) => `Open a WhatsApp chat with ${name} (recorded in the history)`,
    opened: (name: string) => `WhatsApp chat with ${name} opened and recorded.`,
    failed: 'The WhatsApp chat could not be prepared. Please try again.',
    /** Where the browser kept the new tab from opening. */
    blocked: 'The browser blocked the new tab: allow pop-ups for this site, or open the chat here:',
    openHere: 'Open the chat',
    history: 'WhatsApp chats',
    historyEntry: (language: string, by: string, at: string) => `${language} message, by ${by} on ${at}`,
    templateDefault: 'default text',
    templateSaved: (at: string) => `template saved ${at}`,
    showText: 'Message',
    languages: { en: 'English', ar: 'Arabic' },
    // Stepping through a selection
    selection: 'WhatsApp one by one',
    selectionTitle: 'WhatsApp the selected applicants',
    selectionIntro: (count: number) =>
      `WhatsApp opens one chat at a time: each click opens the next applicant's chat with the message written, and records it in their history. ${count} selected.`,
    next: (left: number) => `Open the next chat (${left} left)`,
    contacted: 'Chats opened',
    skipped: 'Not reachable by WhatsApp',
    finished: 'Every selected applicant has been stepped through.',
    close: 'Close',
  },
  () => import('./whatsapp-texts.ar').then((arabic) => arabic.whatsappTexts),
);
