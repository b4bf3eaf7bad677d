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
