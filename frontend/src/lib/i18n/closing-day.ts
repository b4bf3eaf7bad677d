import { closingInstant, type Language } from '@uaq/contract';
import { INTL_LOCALES } from './language';

/**
 * A job's closing day as the page's language writes it ("31 December 2026"), with Western digits as
 * UAE sites use; the same on the server and in the browser (fixed time zone), so hydration matches.
 */
export function formatClosingDay(closesOn: string, language: Language): string {
  return new Intl.DateTimeFormat(INTL_LOCALES[language], {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Asia/Dubai',
    numberingSystem: 'latn',
  }).format(new Date(closingInstant(closesOn)));
}
