import { closingInstant } from '@uaq/contract';
import { formatClosingDay } from './closing-day';
import { INTL_LOCALES } from './language';

const DAYS = [
  '2026-01-01',
  '2026-02-28',
  '2026-03-09',
  '2026-04-30',
  '2026-05-15',
  '2026-06-01',
  '2026-07-04',
  '2026-08-31',
  '2026-09-10',
  '2026-10-22',
  '2026-11-11',
  '2026-12-31',
  '2028-02-29',
];

describe.each(['en', 'ar'] as const)('formatClosingDay in %s', (language) => {
  const intl = new Intl.DateTimeFormat(INTL_LOCALES[language], {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Asia/Dubai',
    numberingSystem: 'latn',
  });

  it.each(DAYS)('writes %s as Intl does for the closing instant in Dubai', (closesOn) => {
    expect(formatClosingDay(closesOn, language)).toBe(intl.format(new Date(closingInstant(closesOn))));
  });
});
