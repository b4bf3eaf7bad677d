import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';
import type { Plugin } from 'vite';
import {
  ARABIC_TYPEFACE_CHARACTERS,
  LATIN_CUT_CHARACTERS,
  charactersOf,
  unicodeRange,
  type CodePointRanges,
} from './typeface-characters';

interface FaceCut {
  /** The cut file's name. */
  file: string;
  /** The file it is cut from, in the `@fontsource` package's `files` folder. */
  source: string;
  /** The `@font-face` weight descriptor. */
  weight: string;
  format: 'woff2' | 'woff2-variations';
  /** Axes of a variable font narrowed to what the site uses (hb-subset's instancer). */
  variationAxes?: Record<string, { min: number; max: number }>;
}

interface TypefaceCut {
  /** Its stylesheet is `@typeface-cuts/<name>.css`. */
  name: string;
  family: string;
  fontPackage: string;
  characters: CodePointRanges;
  faces: FaceCut[];
}

/**
 * The typefaces a page's first paint waits for, cut at build with harfbuzz (through `subset-font`) to
 * the characters the site writes: on a phone these bytes come before the page's largest paint.
 * - IBM Plex Sans Arabic (its Arabic subset), for Arabic pages only: 400 for text, 700 for headings and
 *   buttons (and for 600 and 800, which it lacks). About 17 kB a weight instead of 43 kB.
 * - Inter's Latin subset narrowed to ASCII and a few signs, and to the weights the site uses (400-800):
 *   22 kB instead of 48 kB, on every page (Arabic pages draw their spaces, digits and addresses in
 *   Inter). Its face has the same family and descriptors as `@fontsource-variable/inter`'s and comes
 *   after them, so the browser takes it for its characters and downloads the whole Latin subset only
 *   for a page with a character outside the cut.
 */
const CUTS: TypefaceCut[] = [
  {
    name: 'arabic',
    family: 'IBM Plex Sans Arabic',
    fontPackage: '@fontsource/ibm-plex-sans-arabic',
    characters: ARABIC_TYPEFACE_CHARACTERS,
    faces: [400, 700].map((weight) => ({
      file: `ibm-plex-sans-arabic-${weight}.woff2`,
      source: `ibm-plex-sans-arabic-arabic-${weight}-normal.woff2`,
      weight: String(weight),
      format: 'woff2',
    })),
  },
  {
    name: 'latin',
    family: 'Inter Variable',
    fontPackage: '@fontsource-variable/inter',
    characters: LATIN_CUT_CHARACTERS,
    faces: [
      {
        file: 'inter-latin-cut.woff2',
        source: 'inter-latin-wght-normal.woff2',
        // The descriptors of the package's own faces (one segmented face with them); the font's axis
        // is 400-800, the weights the stylesheet's tokens name.
        weight: '100 900',
        format: 'woff2-variations',
        variationAxes: { wght: { min: 400, max: 800 } },
      },
    ],
  },
];

/**
 * Writes the cut files and their `@font-face` rules (`<name>.css`, whose unicode-range is the same
 * list) to `node_modules/.cache/typeface-cuts/`, imported by the stylesheets as `@typeface-cuts/…`.
 * The OFL's copyright and licence entries stay in each file's name table.
 */
export function typefaceCuts(): Plugin {
  const folder = fileURLToPath(new URL('../node_modules/.cache/typeface-cuts/', import.meta.url));
  const require = createRequire(import.meta.url);

  return {
    name: 'typeface-cuts',
    config: () => ({ resolve: { alias: { '@typeface-cuts': folder } } }),
    // Runs for the client and then the server build: the second finds the files already cut from the
    // same package version to the same list (the stylesheet names both) and leaves them.
    async buildStart() {
      await mkdir(folder, { recursive: true });
      await Promise.all(
        CUTS.map(async (cut) => {
          const fontPackage = require.resolve(`${cut.fontPackage}/package.json`);
          const { version } = JSON.parse(await readFile(fontPackage, 'utf8')) as { version: string };
          const css = facesCss(cut, version);
          const cssFile = join(folder, `${cut.name}.css`);
          if ((await readFile(cssFile, 'utf8').catch(() => '')) === css) return;
          await Promise.all(
            cut.faces.map(async (face) => {
              const source = await readFile(join(fontPackage, '..', 'files', face.source));
              const cutFile = await subsetFont(source, charactersOf(cut.characters), {
                targetFormat: 'woff2',
                // Name ids 0, 13 and 14: copyright, licence and licence URL (hb-subset keeps only 1-6).
                preserveNameIds: [0, 13, 14],
                ...(face.variationAxes && { variationAxes: face.variationAxes }),
              });
              await writeFile(join(folder, face.file), cutFile);
            }),
          );
          // Written last: its presence says the cut files are complete.
          await writeFile(cssFile, css);
        }),
      );
    },
  };
}

/** The `@font-face` rules of a cut's files, headed by what they were cut from. */
function facesCss(cut: TypefaceCut, fontsourceVersion: string): string {
  const faces = cut.faces.map((face) =>
    [
      '@font-face {',
      `  font-family: '${cut.family}';`,
      '  font-style: normal;',
      '  font-display: swap;',
      `  font-weight: ${face.weight};`,
      `  src: url('./${face.file}') format('${face.format}');`,
      `  unicode-range: ${unicodeRange(cut.characters)};`,
      '}',
    ].join('\n'),
  );
  const axes = cut.faces
    .flatMap((face) => Object.entries(face.variationAxes ?? {}))
    .map(([axis, { min, max }]) => `, ${axis} ${min}-${max}`)
    .join('');
  return [
    `/* Written by frontend/build/typeface-cuts.ts: ${cut.fontPackage} ${fontsourceVersion}, cut${axes}. */`,
    ...faces,
    '',
  ].join('\n');
}
