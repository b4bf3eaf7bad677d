/**
 * A whole number with Western digits grouped by threes ("1,250"), as the site writes its figures in
 * both languages (what `Intl.NumberFormat` gives for en-AE and ar-AE). Not `Intl`: a page's first
 * `Intl` formatter loads ICU's number data, a 30-40 ms task here (over 100 ms on Lighthouse's
 * phone), which the home page paid in the middle of hydration for its counters.
 */
export function wholeNumber(value: number): string {
  return Math.round(value)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}
