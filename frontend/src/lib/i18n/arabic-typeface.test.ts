import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ARABIC_TYPEFACE_CHARACTERS } from '../../../build/arabic-characters';

/**
 * The Arabic typeface is cut at build to ARABIC_TYPEFACE_CHARACTERS: a character of the site's own
 * Arabic outside that list would show in the phone's fallback font, and break the joining of its word.
 */
const repository = join(__dirname, '..', '..', '..', '..');
const sourceFolders = ['frontend/src', 'packages/contract/src'];
/** Arabic script's blocks: Arabic, Supplement, Extended-A/B, Presentation Forms-A/B. */
const ARABIC_SCRIPT = /[\u0600-\u06FF\u0750-\u077F\u0870-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/gu;

function arabicCharactersOf(folder: string): Map<string, string> {
  const found = new Map<string, string>();
  const files = readdirSync(join(repository, folder), { recursive: true, encoding: 'utf8' }).filter(
    (file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file),
  );
  for (const file of files) {
    for (const [character] of readFileSync(join(repository, folder, file), 'utf8').matchAll(ARABIC_SCRIPT)) {
      if (!found.has(character)) found.set(character, `${folder}/${file}`);
    }
  }
  return found;
}

const inTypeface = (character: string) => {
  const codePoint = character.codePointAt(0) ?? 0;
  return ARABIC_TYPEFACE_CHARACTERS.some(([first, last]) => codePoint >= first && codePoint <= last);
};

describe('The Arabic typeface cut', () => {
  it('covers every Arabic character the site writes', () => {
    const characters = new Map(sourceFolders.flatMap((folder) => [...arabicCharactersOf(folder)]));
    // The site has Arabic to check (the home page's, the forms' messages...).
    expect(characters.size).toBeGreaterThan(30);
    const missing = [...characters]
      .filter(([character]) => !inTypeface(character))
      .map(
        ([character, file]) =>
          `U+${character.codePointAt(0)?.toString(16).toUpperCase()} "${character}" in ${file}`,
      );
    expect(missing).toEqual([]);
  });

  it('covers the whole Arabic alphabet, for what HR types into a job', () => {
    const alphabet = 'ابتثجحخدذرزسشصضطظعغفقكلمنهويءآأإؤئىة';
    expect([...alphabet].filter((letter) => !inTypeface(letter))).toEqual([]);
  });
});
