import { Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { LanguageContext } from './language';
import { loadArabicTexts, texts, textsIn, Texts, useTexts } from './texts';

/**
 * Every Arabic file (`foo.ar.ts` next to `foo.ts`) holds the Arabic of the texts `foo.ts` defines,
 * key for key, and really is Arabic: a string may stay as in English only when it is a name or a
 * number.
 */
const srcDir = join(__dirname, '..', '..');
const arabicFiles = readdirSync(srcDir, { recursive: true, encoding: 'utf8' })
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

describe('the Arabic of the texts', () => {
  it('exists for the public site', () => {
    expect(arabicFiles).toEqual(expect.arrayContaining(['components/layout/texts.ar.ts']));
  });

  it.each(arabicFiles)(
    '%s matches the texts defined beside it key for key, in Arabic',
    async (arabicFile) => {
      const englishModule = (await import(join(srcDir, arabicFile.replace(/\.ar\.ts$/, '.ts')))) as Module;
      const arabicModule = (await import(join(srcDir, arabicFile))) as Module;

      const definitions = Object.entries(englishModule).filter(
        (entry): entry is [string, Texts<unknown>] => entry[1] instanceof Texts,
      );
      const pairs = await Promise.all(
        definitions.map(async ([name, definition]) => {
          await definition.load();
          return { name, english: definition.english, arabic: definition.in('ar') };
        }),
      );
      // Each export of the Arabic file is the Arabic of one of the texts defined beside it.
      const loaded = pairs.map(({ arabic }) => arabic);
      expect(Object.keys(arabicModule).filter((name) => !loaded.includes(arabicModule[name]))).toEqual([]);
      expect(pairs.length).toBeGreaterThan(0);
      expect(pairs.flatMap(({ name, english, arabic }) => differences(english, arabic, name))).toEqual([]);
    },
  );
});

describe('useTexts', () => {
  function Heading({ definition }: { definition: Texts<{ heading: string }> }) {
    return <h1>{useTexts(definition).heading}</h1>;
  }

  // Awaited: a component that suspends must be rendered in an awaited act() to be retried.
  async function renderIn(language: 'en' | 'ar', definition: Texts<{ heading: string }>) {
    await act(async () => {
      render(
        <LanguageContext.Provider value={language}>
          <Suspense fallback={<p>waiting</p>}>
            <Heading definition={definition} />
          </Suspense>
        </LanguageContext.Provider>,
      );
    });
  }

  it('shows the English on English screens, without loading the Arabic', async () => {
    const loadArabic = jest.fn(() => Promise.resolve({ heading: 'العنوان' }));
    await renderIn('en', texts({ heading: 'Heading' }, loadArabic));
    expect(screen.getByRole('heading', { name: 'Heading' })).toBeInTheDocument();
    expect(loadArabic).not.toHaveBeenCalled();
  });

  it('waits for Arabic it does not have yet rather than showing the English', async () => {
    let arrive: (arabic: { heading: string }) => void = () => undefined;
    const definition = texts({ heading: 'Heading' }, () => new Promise((resolve) => (arrive = resolve)));
    await renderIn('ar', definition);
    expect(screen.getByText('waiting')).toBeInTheDocument();
    expect(screen.queryByText('Heading')).not.toBeInTheDocument();
    await act(async () => arrive({ heading: 'العنوان' }));
    expect(await screen.findByRole('heading', { name: 'العنوان' })).toBeInTheDocument();
  });

  it('renders Arabic at once once an Arabic route has loaded the texts its code defines', async () => {
    const definition = texts({ heading: 'Heading' }, () => Promise.resolve({ heading: 'العنوان' }));
    expect(() => textsIn(definition, 'ar')).toThrow();
    await loadArabicTexts();
    expect(textsIn(definition, 'ar')).toEqual({ heading: 'العنوان' });
    await renderIn('ar', definition);
    expect(screen.getByRole('heading', { name: 'العنوان' })).toBeInTheDocument();
  });
});
