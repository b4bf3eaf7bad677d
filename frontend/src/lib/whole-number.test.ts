import { wholeNumber } from './whole-number';

it.each([0, 7, 64, 137, 999, 1000, 1250, 22_000, 999_999, 1_000_000, 123_456_789])(
  'writes %d as Intl does for en-AE and ar-AE',
  (value) => {
    expect(wholeNumber(value)).toBe(value.toLocaleString('en-AE'));
    expect(wholeNumber(value)).toBe(value.toLocaleString('ar-AE'));
  },
);
