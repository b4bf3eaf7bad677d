import type { Language } from '@uaq/contract/language';
import { INTL_LOCALES } from '@/lib/i18n/language';

/** A date as the applicant reads it: their language, the company's time zone (UAE). */
export function formatApplicantDate(value: string, language: Language): string {
  return new Intl.DateTimeFormat(INTL_LOCALES[language], {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Asia/Dubai',
  }).format(new Date(value));
}

/** An interview's start as the applicant reads it: day and time in the zone HR scheduled it in. */
export function formatInterviewTime(value: string, timeZone: string, language: Language): string {
  return new Intl.DateTimeFormat(INTL_LOCALES[language], {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
    timeZoneName: 'short',
  }).format(new Date(value));
}
