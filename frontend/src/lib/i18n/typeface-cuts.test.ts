import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  ARABIC_TYPEFACE_CHARACTERS,
  LATIN_CUT_CHARACTERS,
  type CodePointRanges,
} from '../../../build/typeface-characters';

/**
 * The typefaces are cut at build (frontend/build/typeface-cuts.ts). A character of the site's own
 * Arabic outside ARABIC_TYPEFACE_CHARACTERS would show in the phone's fallback font, and break the
 * joining of its word; one of its Latin text outside LATIN_CUT_CHARACTERS would make the page download
 * Inter's whole Latin subset (48 kB) besides the cut.
 */
const repository = join(__dirname, '..', '..', '..', '..');
const sourceFolders = ['frontend/src', 'packages/contract/src'];
/** Arabic script's blocks: Arabic, Supplement, Extended-A/B, Presentation Forms-A/B. */
const ARABIC_SCRIPT = /[\u0600-\u06FF\u0750-\u077F\u0870-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/gu;

/**
 * What Inter's Latin subset covers (its `unicode-range` in `@fontsource-variable/inter`), as a pattern,
 * from the space on (control characters are no text) and without its three combining marks.
 */
const INTER_LATIN =
  /[\u0020-\u00FF\u0131\u0152\u0153\u02BB\u02BC\u02C6\u02DA\u02DC\u2000-\u206F\u20AC\u2122\u2191\u2193\u2212\u2215\uFEFF\uFFFD]/gu;

function charactersOf(folder: string, pattern: RegExp): Map<string, string> {
  const found = new Map<string, string>();
  const files = readdirSync(join(repository, folder), { recursive: true, encoding: 'utf8' }).filter(
    (file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file),
  );
  for (const file of files) {
    for (const [character] of readFileSync(join(repository, folder, file), 'utf8').matchAll(pattern)) {
      if (!found.has(character)) found.set(character, `${folder}/${file}`);
    }
  }
  return found;
}

const inCut = (cut: CodePointRanges) => (character: string) => {
  const codePoint = character.codePointAt(0) ?? 0;
  return cut.some(([first, last]) => codePoint >= first && codePoint <= last);
};
const inTypeface = inCut(ARABIC_TYPEFACE_CHARACTERS);

/** The characters a folder's texts write that the cut lacks, each with the first file writing it. */
function missingFrom(cut: CodePointRanges, characters: Map<string, string>): string[] {
  return [...characters]
    .filter(([character]) => !inCut(cut)(character))
    .map(
      ([character, file]) =>
        `U+${character.codePointAt(0)?.toString(16).toUpperCase()} "${character}" in ${file}`,
    );
}

describe('The Latin cut of Inter', () => {
  it("covers every character of Inter's Latin subset that the site writes, in both languages", () => {
    const characters = new Map(sourceFolders.flatMap((folder) => [...charactersOf(folder, INTER_LATIN)]));
    expect(characters.size).toBeGreaterThan(90);
    expect(missingFrom(LATIN_CUT_CHARACTERS, characters)).toEqual([]);
  });
});

describe('The Arabic typeface cut', () => {
  it('covers every Arabic character the site writes', () => {
    const characters = new Map(sourceFolders.flatMap((folder) => [...charactersOf(folder, ARABIC_SCRIPT)]));
    // The site has Arabic to check (the home page's, the forms' messages...).
    expect(characters.size).toBeGreaterThan(30);
    expect(missingFrom(ARABIC_TYPEFACE_CHARACTERS, characters)).toEqual([]);
  });

  it('covers the whole Arabic alphabet, for what HR types into a job', () => {
    const alphabet = 'ابتثجحخدذرزسشصضطظعغفقكلمنهويءآأإؤئىة';
    expect([...alphabet].filter((letter) => !inTypeface(letter))).toEqual([]);
  });
});
