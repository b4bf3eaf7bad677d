/** A limit as UAE sites write it: Western digits with thousands separators. */
export const count = (value: number) => value.toLocaleString('en-US');
/**
 * «حرف» after a number, as Arabic counts: the form follows the number's last two digits, which is
 * what `Intl.PluralRules('ar')` reports (3–10 «أحرف», 11–99 «حرفًا», 100, 1,000, 5,000… «حرف»).
 */
function characters(max: number): string {
  switch (new Intl.PluralRules('ar').select(max)) {
    case 'one':
      return 'حرفًا واحدًا';
    case 'two':
      return 'حرفين';
    case 'few':
      return `${count(max)} أحرف`;
    case 'many':
      return `${count(max)} حرفًا`;
    default:
      return `${count(max)} حرف`;
  }
}

/** "<field> must be at most <max> characters", in Arabic. */
export const atMost = (field: string, max: number) => `يجب ألا يتجاوز ${field} ${characters(max)}`;
