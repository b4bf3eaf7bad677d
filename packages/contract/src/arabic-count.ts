import { arabicPluralCategory, groupedNumber } from './numbers.ts';

/** How Arabic writes a noun after a number: the words for one and two, the nouns after 3–10, 11–99 and 100. */
export interface ArabicCountedNoun {
  /** «طلب واحد» */
  one: string;
  /** «طلبان» */
  two: string;
  /** After 3–10: «طلبات» */
  few: string;
  /** After 11–99: «طلبًا» */
  many: string;
  /** After 0, 100, 1,000…: «طلب» */
  other: string;
}

/**
 * A number with its noun as Arabic counts (the form follows the number's last two digits):
 * «طلب واحد، طلبان، 3 طلبات، 11 طلبًا، 100 طلب». Its own module: only Arabic texts load it.
 */
export function arabicCount(count: number, noun: ArabicCountedNoun): string {
  const category = arabicPluralCategory(count);
  if (category === 'one' || category === 'two') return noun[category];
  const form = category === 'few' ? noun.few : category === 'many' ? noun.many : noun.other;
  return `${groupedNumber(count)} ${form}`;
}
