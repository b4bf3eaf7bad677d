/**
 * A preview of a longer text (a page's meta description, an e-mail header), in either language.
 * Search engines and share cards show about 155 characters of a description.
 */
export const DESCRIPTION_PREVIEW_LENGTH = 155;

const ELLIPSIS = '…';
/** Punctuation that would dangle before the ellipsis ("word,…"), Arabic marks included. */
const TRAILING_PUNCTUATION = /[\s,;:.\-–—،؛]+$/u;

/**
 * `text` on one line, whitespace collapsed, at most `maxLength` characters: when longer, cut at the
 * last whole word that fits and ended with "…" (the same mark in English and Arabic), so a preview
 * never stops inside a word. A single word longer than `maxLength` is cut where it must be.
 */
export function textPreview(text: string, maxLength: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= maxLength) return flat;
  const room = maxLength - ELLIPSIS.length;
  // The character after the room tells whether the cut falls between two words.
  const endsAtWord = flat[room] === ' ';
  const lastSpace = flat.lastIndexOf(' ', room);
  let kept = endsAtWord || lastSpace <= 0 ? flat.slice(0, room) : flat.slice(0, lastSpace);
  // Never split a character written with two UTF-16 units (an emoji) in a single long word.
  if (/[\uD800-\uDBFF]$/.test(kept)) kept = kept.slice(0, -1);
  return kept.replace(TRAILING_PUNCTUATION, '') + ELLIPSIS;
}
