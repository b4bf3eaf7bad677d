import {
  MESSAGE_CATALOGUE,
  messageText,
  type AnyCatalogue,
  type Language,
  type MessageParameters,
} from '@uaq/contract';
import { MESSAGE_CATALOGUE_AR } from '@uaq/contract/message-catalogue.ar';

const CATALOGUES: Record<Language, AnyCatalogue> = { en: MESSAGE_CATALOGUE, ar: MESSAGE_CATALOGUE_AR };

/** The text of a catalogue code in `language`, its parameters put in: the one place the server turns a code into words. */
export function textIn(language: Language, code: string, params?: MessageParameters): string {
  return (
    messageText(CATALOGUES[language], code, params, MESSAGE_CATALOGUE) ??
    messageText(MESSAGE_CATALOGUE, code, params) ??
    code
  );
}
