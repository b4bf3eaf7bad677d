// Where a job is: the emirate it names (as a quote request does), which search engines and job
// boards read as its region. Re-exported by index.ts.
import { EMIRATES, type Emirate } from './quote.ts';

/** The company's home: a job whose place names no emirate is in Umm Al Quwain. */
export const DEFAULT_JOB_EMIRATE: Emirate = 'umm-al-quwain';

/**
 * How each emirate is written in a job's place, in English (with the usual abbreviations and
 * spellings) and in Arabic (with the prefixes و/ب/ف joined to it, "وأم القيوين").
 */
const SPELLINGS: Readonly<Record<Emirate, readonly string[]>> = {
  'abu-dhabi': ['abu[\\s-]*dhabi', 'أبو\\s*ظبي'],
  dubai: ['dubai', 'دبي'],
  sharjah: ['sharjah', 'الشارقة'],
  ajman: ['ajman', 'عجمان'],
  'umm-al-quwain': ['umm[\\s-]*al[\\s-]*qu?wain', 'uaq', 'أم\\s*القيوين'],
  'ras-al-khaimah': ['ras[\\s-]*al[\\s-]*khaimah', 'rak', 'رأس\\s*الخيمة'],
  fujairah: ['fuj[ae]irah', 'الفجيرة'],
};

/** A whole word: not inside a longer one ("Dubai" in "Dubai Marina", never "rak" in "Barakah"). */
const PATTERNS = EMIRATES.map((emirate) => ({
  emirate,
  pattern: new RegExp(`(?<![\\p{L}\\p{N}])[وبف]?(?:${SPELLINGS[emirate].join('|')})(?![\\p{L}\\p{N}])`, 'iu'),
}));

/**
 * The emirate a place text names ("Ras Al Khaimah, UAE", «عجمان»), the first one when it names
 * several ("Ajman and Umm Al Quwain"); null when it names none ("Head office").
 */
export function emirateNamedIn(place: string | null | undefined): Emirate | null {
  if (!place) return null;
  let first: { emirate: Emirate; at: number } | null = null;
  for (const { emirate, pattern } of PATTERNS) {
    const at = pattern.exec(place)?.index;
    if (at !== undefined && (first === null || at < first.at)) first = { emirate, at };
  }
  return first?.emirate ?? null;
}

/**
 * A job's emirate when HR did not choose one: the one its place names (English first), else
 * `otherwise` (the job's emirate so far when it is edited, the company's home for a new job).
 */
export function jobEmirateOf(
  job: { location: string; locationAr?: string | null },
  otherwise: Emirate = DEFAULT_JOB_EMIRATE,
): Emirate {
  return emirateNamedIn(job.location) ?? emirateNamedIn(job.locationAr) ?? otherwise;
}
