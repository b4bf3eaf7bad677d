import {
  APPLICATION_MESSAGES,
  CONTACT_MESSAGES,
  ENQUIRY_MESSAGES,
  PROJECT_MESSAGES,
  QUOTE_MESSAGES,
  REQUEST_MESSAGES,
} from '../src/index.ts';
import {
  APPLICATION_MESSAGES_AR,
  CONTACT_MESSAGES_AR,
  ENQUIRY_MESSAGES_AR,
  PROJECT_MESSAGES_AR,
  QUOTE_MESSAGES_AR,
  REQUEST_MESSAGES_AR,
} from '../src/messages.ar.ts';

const ARABIC_LETTER = /[\u0600-\u06ff]/;

describe.each([
  ['APPLICATION_MESSAGES', APPLICATION_MESSAGES, APPLICATION_MESSAGES_AR],
  ['CONTACT_MESSAGES', CONTACT_MESSAGES, CONTACT_MESSAGES_AR],
  ['ENQUIRY_MESSAGES', ENQUIRY_MESSAGES, ENQUIRY_MESSAGES_AR],
  ['QUOTE_MESSAGES', QUOTE_MESSAGES, QUOTE_MESSAGES_AR],
  ['PROJECT_MESSAGES', PROJECT_MESSAGES, PROJECT_MESSAGES_AR],
  ['REQUEST_MESSAGES', REQUEST_MESSAGES, REQUEST_MESSAGES_AR],
] as const)('%s in Arabic', (_name, english, arabic) => {
  it('has exactly the English keys', () => {
    expect(Object.keys(arabic).sort()).toEqual(Object.keys(english).sort());
  });

  it('is written in Arabic', () => {
    for (const [key, message] of Object.entries(arabic)) {
      const text = typeof message === 'function' ? (message as (field: string) => string)('field') : message;
      expect([key, ARABIC_LETTER.test(text)]).toEqual([key, true]);
    }
  });

  it('keeps the English limits (Western digits) in the Arabic sentences', () => {
    for (const [key, message] of Object.entries(english)) {
      if (typeof message !== 'string') continue;
      const digits = (text: string) => (text.replace(/,/g, '').match(/\d+/g) ?? []).sort();
      const twin = (arabic as Record<string, unknown>)[key] as string;
      expect([key, digits(twin)]).toEqual([key, digits(message)]);
    }
  });
});
