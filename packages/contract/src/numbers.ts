/**
 * Numbers as the site writes them, without `Intl`: in a browser, a page's first `Intl` formatter or
 * plural rule loads ICU's data for it, a task of 15-40 ms here (60-160 ms on Lighthouse's phone), which
 * the careers pages paid while hydrating for their salaries and counted years. Unit tests check both
 * functions against `Intl`.
 */

/** A whole number with Western digits grouped by threes ("1,250"), in both languages (as UAE sites do). */
export function groupedNumber(value: number): string {
  return Math.round(value)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

export type ArabicPluralCategory = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';

/**
 * The form of a counted Arabic noun after a whole number, which follows its last two digits: one, two,
 * few (3–10: plural), many (11–99: singular, accusative), other (100, 1,000…: singular, genitive), and
 * zero. What `Intl.PluralRules('ar').select` reports for whole numbers.
 */
export function arabicPluralCategory(count: number): ArabicPluralCategory {
  const n = Math.abs(count);
  if (n === 0) return 'zero';
  if (n === 1) return 'one';
  if (n === 2) return 'two';
  const lastTwo = n % 100;
  if (lastTwo >= 3 && lastTwo <= 10) return 'few';
  if (lastTwo >= 11 && lastTwo <= 99) return 'many';
  return 'other';
}
