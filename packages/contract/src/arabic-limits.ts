import { arabicPluralCategory, groupedNumber } from './numbers.ts';
/**
 * «حرف» after a number, as Arabic counts: the form follows the number's last two digits, which is
 * (3–10 «أحرف», 11–99 «حرفًا», 100, 1,000, 5,000… «حرف»).
 */
function characters(max: number): string {
  switch (arabicPluralCategory(max)) {
    case 'one':
      return 'حرفًا واحدًا';
    case 'two':
      return 'حرفين';
    case 'few':
      return `${groupedNumber(max)} أحرف`;
    case 'many':
      return `${groupedNumber(max)} حرفًا`;
    default:
      return `${groupedNumber(max)} حرف`;
  }
}

/** "<field> must be at most <max> characters", in Arabic. */
export const atMost = (field: string, max: number) => `يجب ألا يتجاوز ${field} ${characters(max)}`;
