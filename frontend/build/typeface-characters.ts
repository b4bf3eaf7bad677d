/** Inclusive code point ranges. */
export type CodePointRanges = readonly (readonly [number, number])[];

/**
 * The characters the Arabic typeface is cut to: the Arabic the site is written in (Modern Standard
 * Arabic: its letters, marks, punctuation and digits) plus the few letters Gulf names and loanwords
 * use, so Arabic that HR types into a job reads in the same face. Anything else in Arabic script falls
 * back to the system font.
 */
export const ARABIC_TYPEFACE_CHARACTERS: CodePointRanges = [
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

/**
 * The characters of the Latin cut of Inter: the ASCII the site is written in (and the space between
 * Arabic words, which Inter draws on Arabic pages too) and the few other characters its texts use in
 * both languages. Any other Latin character (an accented name HR types) comes from the whole Latin
 * subset, which the browser then downloads.
 */
export const LATIN_CUT_CHARACTERS: CodePointRanges = [
  [0x0020, 0x007e], // ASCII
  [0x00a0, 0x00a0], // no-break space
  [0x00a9, 0x00a9], // ©
  [0x00ab, 0x00ab], // «
  [0x00b2, 0x00b2], // ² (m²)
  [0x00b7, 0x00b7], // ·
  [0x00bb, 0x00bb], // »
  [0x00d7, 0x00d7], // ×
  [0x2013, 0x2014], // en and em dashes
  [0x2018, 0x2019], // single quotes
  [0x201c, 0x201d], // double quotes
  [0x2022, 0x2022], // bullet
  [0x2026, 0x2026], // ellipsis
];

/** The ranges as a CSS `unicode-range` value. */
export function unicodeRange(ranges: CodePointRanges): string {
  const hex = (codePoint: number) => codePoint.toString(16).toUpperCase().padStart(4, '0');
  return ranges
    .map(([first, last]) => (first === last ? `U+${hex(first)}` : `U+${hex(first)}-${hex(last)}`))
    .join(', ');
}

/** Every character of the ranges, as one string (what harfbuzz keeps). */
export function charactersOf(ranges: CodePointRanges): string {
  return ranges
    .flatMap(([first, last]) =>
      Array.from({ length: last - first + 1 }, (_, offset) => String.fromCodePoint(first + offset)),
    )
    .join('');
}
