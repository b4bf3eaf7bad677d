/**
 * The characters the Arabic typeface is cut to, as inclusive code point ranges: the Arabic the site
 * is written in (Modern Standard Arabic: its letters, marks, punctuation and digits) plus the few
 * letters Gulf names and loanwords use, so Arabic that HR types into a job reads in the same face.
 * Anything else in Arabic script falls back to the system font.
 */
export const ARABIC_TYPEFACE_CHARACTERS: readonly (readonly [number, number])[] = [
  [0x060c, 0x060c], // comma
  [0x061b, 0x061b], // semicolon
  [0x061f, 0x061f], // question mark
  [0x0621, 0x0655], // letters, tatweel, short vowels, shadda, sukun, maddah and hamza marks
  [0x0660, 0x066d], // Arabic-Indic digits, percent sign, decimal and thousands separators
  [0x0670, 0x0671], // dagger alef, alef wasla
  [0x067e, 0x067e], // peh (پ)
  [0x0686, 0x0686], // tcheh (چ)
  [0x06a4, 0x06a4], // veh (ڤ)
  [0x06a9, 0x06a9], // keheh (ک)
  [0x06af, 0x06af], // gaf (گ)
  [0x06cc, 0x06cc], // farsi yeh (ی)
  [0x200c, 0x200f], // zero-width non-joiner and joiner, left-to-right and right-to-left marks
];

/** The ranges as a CSS `unicode-range` value. */
export function unicodeRange(): string {
  const hex = (codePoint: number) => codePoint.toString(16).toUpperCase().padStart(4, '0');
  return ARABIC_TYPEFACE_CHARACTERS.map(([first, last]) =>
    first === last ? `U+${hex(first)}` : `U+${hex(first)}-${hex(last)}`,
  ).join(', ');
}
