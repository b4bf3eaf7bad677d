import type { Language } from '@uaq/contract';

const MONTHS: Record<Language, readonly string[]> = {
  en: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
  ar: [
    'يناير',
    'فبراير',
    'مارس',
    'أبريل',
    'مايو',
    'يونيو',
    'يوليو',
    'أغسطس',
    'سبتمبر',
    'أكتوبر',
    'نوفمبر',
    'ديسمبر',
  ],
};

/**
 * A job's closing day (`2026-12-31`, a day in Dubai) as the page's language writes it ("31 December
 * 2026", «31 ديسمبر 2026»): what `Intl.DateTimeFormat` gives for en-AE and ar-AE with Western digits,
 * as UAE sites write dates. Not `Intl`: a page's first date formatter loads ICU's date data, a task of
 * about 100 ms on Lighthouse's phone in the middle of the careers page's hydration.
 */
export function formatClosingDay(closesOn: string, language: Language): string {
  const [year, month, day] = closesOn.split('-').map(Number);
  return `${day} ${MONTHS[language][month - 1]} ${year}`;
}
