import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { arabicTwin } from './arabic';

/**
 * Every Arabic twin file (`foo.ar.ts` next to `foo.ts`) holds the Arabic of its English texts key for
 * key, and really is Arabic: a string may stay as in English only when it is a name or a number.
 */
const srcDir = join(__dirname, '..', '..');
const twinFiles = readdirSync(srcDir, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.ar.ts'))
  .sort();

const ARABIC_SCRIPT = /[\u0600-\u06FF]/;
/** Punctuation alone (the full stop after a link) needs no translation. */
const ANY_LETTER = /\p{L}/u;
/**
 * What the texts' functions are called with: it reads as "Sample" where a name, title or year is
 * expected, and every property of it (the company's name, address...) reads "Sample" too.
 */
const SAMPLE_ARGUMENT: unknown = new Proxy(
  {},
  { get: (_target, key) => (key === Symbol.toPrimitive ? () => 'Sample' : 'Sample') },
);

type Module = Record<string, unknown>;

/** Where `twin` differs in shape from `english`, or is a string left untranslated, as readable lines. */
function differences(english: unknown, twin: unknown, at: string): string[] {
  if (typeof english === 'string') {
    if (typeof twin !== 'string') return [`${at}: expected a string`];
    return twin === english || ARABIC_SCRIPT.test(twin) || !ANY_LETTER.test(twin)
      ? []
      : [`${at}: not Arabic: "${twin}"`];
  }
  if (typeof english === 'function') {
    if (typeof twin !== 'function') return [`${at}: expected a function`];
    if (twin.length !== english.length)
      return [`${at}: takes ${twin.length} parameters, not ${english.length}`];
    const args = Array.from({ length: english.length }, () => SAMPLE_ARGUMENT);
    return differences(english(...args), twin(...args), `${at}(…)`);
  }
  if (Array.isArray(english)) {
    if (!Array.isArray(twin)) return [`${at}: expected a list`];
    if (twin.length !== english.length) return [`${at}: ${twin.length} items, not ${english.length}`];
    return english.flatMap((item, index) => differences(item, twin[index], `${at}[${index}]`));
  }
  if (typeof english === 'object' && english !== null) {
    if (typeof twin !== 'object' || twin === null) return [`${at}: expected an object`];
    const englishKeys = Object.keys(english);
    const twinKeys = Object.keys(twin);
    return [
      ...englishKeys.filter((key) => !(key in twin)).map((key) => `${at}.${key}: missing`),
      ...twinKeys.filter((key) => !(key in english)).map((key) => `${at}.${key}: not in English`),
      ...englishKeys
        .filter((key) => key in twin)
        .flatMap((key) => differences((english as Module)[key], (twin as Module)[key], `${at}.${key}`)),
    ];
  }
  return Object.is(english, twin) ? [] : [`${at}: ${String(twin)}, not ${String(english)}`];
}

describe('Arabic twins of the public texts', () => {
  it('exist for the public site', () => {
    expect(twinFiles).toEqual(expect.arrayContaining(['components/layout/texts.ar.ts']));
  });

  it.each(twinFiles)('%s matches its English file key for key, in Arabic', async (twinFile) => {
    const englishModule = (await import(join(srcDir, twinFile.replace(/\.ar\.ts$/, '.ts')))) as Module;
    const twinModule = (await import(join(srcDir, twinFile))) as Module;

    const pairs = Object.entries(englishModule).flatMap(([name, english]) => {
      const isTexts = (typeof english === 'object' && english !== null) || typeof english === 'function';
      const twin = isTexts ? arabicTwin(english) : undefined;
      return twin === undefined ? [] : [{ name, english, twin }];
    });
    // Each export of the twin file is a registered twin of one of the English file's texts.
    expect(Object.values(twinModule).filter((value) => !pairs.some(({ twin }) => twin === value))).toEqual(
      [],
    );
    expect(pairs.length).toBeGreaterThan(0);
    expect(pairs.flatMap(({ name, english, twin }) => differences(english, twin, name))).toEqual([]);
  });
});
