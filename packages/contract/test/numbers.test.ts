import { arabicPluralCategory, groupedNumber } from '../src/numbers.ts';

describe('groupedNumber', () => {
  it.each([0, 7, 64, 137, 999, 1000, 1250, 22_000, 999_999, 1_000_000, 123_456_789])(
    'writes %d as Intl does for en-US, en-AE and ar-AE',
    (value) => {
      expect(groupedNumber(value)).toBe(value.toLocaleString('en-US'));
      expect(groupedNumber(value)).toBe(value.toLocaleString('en-AE'));
      expect(groupedNumber(value)).toBe(value.toLocaleString('ar-AE'));
    },
  );

  it('rounds a value between whole numbers (a counter on its way up)', () => {
    expect(groupedNumber(1249.6)).toBe('1,250');
    expect(groupedNumber(0.4)).toBe('0');
  });
});

describe('arabicPluralCategory', () => {
  const intl = new Intl.PluralRules('ar');

  it('gives the category Intl gives for every whole number up to 10,000 and some beyond', () => {
    const counts = [...Array.from({ length: 10_001 }, (_, n) => n), 100_000, 100_003, 1_000_011, 1_000_000];
    const differing = counts.filter((n) => arabicPluralCategory(n) !== intl.select(n));
    expect(differing).toEqual([]);
  });
});
