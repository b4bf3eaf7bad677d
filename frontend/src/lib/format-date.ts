import type { Language } from '@uaq/contract/language';
import { INTL_LOCALES, useLanguage } from './i18n/language';

/**
 * Dates as the admin area shows them, in the screen's language. The API sends ISO 8601 in UTC; we
 * show them in the company's time zone (UAE, UTC+4, no daylight saving), so what HR reads does not
 * depend on the viewer's machine; Arabic with Western digits, as UAE sites write them.
 */
export interface DateWriter {
  /** "2 Mar 2026" («2 مارس 2026»), or `fallback` when the value is missing or not a date. */
  date(value: string | null | undefined, fallback?: string): string;
  /** "2 Mar 2026, 02:30 am" (UAE time), or `fallback`. */
  dateTime(value: string | null | undefined, fallback?: string): string;
}

function parse(value: string | null | undefined): Date | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

function writer(language: Language): DateWriter {
  const options = { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Dubai' } as const;
  const locale = `${INTL_LOCALES[language]}-u-nu-latn`;
  const date = new Intl.DateTimeFormat(locale, options);
  const dateTime = new Intl.DateTimeFormat(locale, { ...options, hour: '2-digit', minute: '2-digit' });
  return {
    date: (value, fallback = '') => {
      const parsed = parse(value);
      return parsed ? date.format(parsed) : fallback;
    },
    dateTime: (value, fallback = '') => {
      const parsed = parse(value);
      return parsed ? dateTime.format(parsed) : fallback;
    },
  };
}

const WRITERS: Record<Language, DateWriter> = { en: writer('en'), ar: writer('ar') };

/** The dates' writer in `language`. */
export function datesIn(language: Language): DateWriter {
  return WRITERS[language];
}

/** The dates' writer in the screen's language. */
export function useDates(): DateWriter {
  return WRITERS[useLanguage()];
}
