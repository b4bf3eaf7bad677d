import { join } from 'node:path';
import { twinSources } from '@/lib/i18n/twin-files';

// Every `arabic(english, twin)` call the twin files make, recorded per file as it loads.
const registered: Array<[english: unknown, twin: unknown]> = [];
jest.mock('@/lib/i18n/arabic', () => {
  const actual = jest.requireActual<typeof import('@/lib/i18n/arabic')>('@/lib/i18n/arabic');
  return {
    ...actual,
    arabic: (english: object, twin: never) => {
      registered.push([english, twin]);
      return actual.arabic(english, twin);
    },
  };
});

/**
 * Where `twin` differs in shape from `english`: a key missing in either language, a list of another
 * length, a text that is not a text, a function that is not one. Runs on what was built, so it also
 * catches what the types let through (a cast, an `any`, a twin left half written).
 */
function shapeProblems(english: unknown, twin: unknown, at = ''): string[] {
  const where = at || '(root)';
  if (typeof english === 'string') {
    return typeof twin === 'string' && twin.trim() ? [] : [`${where}: no Arabic text`];
  }
  if (typeof english === 'function') {
    return typeof twin === 'function' ? [] : [`${where}: not a function in Arabic`];
  }
  if (Array.isArray(english)) {
    if (!Array.isArray(twin) || twin.length !== english.length) {
      return [
        `${where}: ${english.length} items in English, ${Array.isArray(twin) ? twin.length : 'none'} in Arabic`,
      ];
    }
    return english.flatMap((item, index) => shapeProblems(item, twin[index], `${at}[${index}]`));
  }
  if (english && typeof english === 'object') {
    if (!twin || typeof twin !== 'object') return [`${where}: missing in Arabic`];
    const englishKeys = Object.keys(english);
    const twinKeys = Object.keys(twin);
    return [
      ...englishKeys
        .filter((key) => !(key in twin))
        .map((key) => `${at ? `${at}.` : ''}${key}: missing in Arabic`),
      ...twinKeys
        .filter((key) => !(key in english))
        .map((key) => `${at ? `${at}.` : ''}${key}: missing in English`),
      ...englishKeys
        .filter((key) => key in twin)
        .flatMap((key) =>
          shapeProblems(
            (english as Record<string, unknown>)[key],
            (twin as Record<string, unknown>)[key],
            at ? `${at}.${key}` : key,
          ),
        ),
    ];
  }
  return [];
}

describe('the shape check', () => {
  it('reports a key missing in either language, a wrong list length and an empty text', () => {
    expect(
      shapeProblems(
        { title: 'Title', nav: { home: 'Home', about: 'About' }, list: ['a', 'b'], note: 'Note' },
        { title: 'عنوان', nav: { home: 'الرئيسية', extra: 'زائد' }, list: ['أ'], note: ' ' },
      ),
    ).toEqual([
      'nav.about: missing in Arabic',
      'nav.extra: missing in English',
      'list: 2 items in English, 1 in Arabic',
      'note: no Arabic text',
    ]);
  });

  it('finds nothing wrong with a complete twin', () => {
    expect(
      shapeProblems(
        { a: 'A', f: (n: number) => `${n}`, l: [{ x: 'X' }] },
        { a: 'أ', f: () => '', l: [{ x: 'س' }] },
      ),
    ).toEqual([]);
  });
});

describe('every Arabic twin file (*.ar.ts, found on disk)', () => {
  const sources = twinSources();

  it('finds the twin files', () => {
    expect(sources).toEqual(expect.arrayContaining(['src/components/layout/texts.ar.ts']));
  });

  it.each(sources)('%s has every key of its English texts and no other', (source) => {
    const before = registered.length;
    jest.isolateModules(() => {
      require(join(__dirname, '../../..', source));
    });
    const pairs = registered.slice(before);
    expect(pairs.length).toBeGreaterThan(0);
    expect(pairs.flatMap(([english, twin]) => shapeProblems(english, twin))).toEqual([]);
  });
});
