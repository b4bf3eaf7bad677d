import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';
import type { Plugin } from 'vite';
import { ARABIC_TYPEFACE_CHARACTERS, unicodeRange } from './arabic-characters';

/** The weights the Arabic pages use: 400 for text, 700 for headings and buttons (and for 600 and 800). */
const WEIGHTS = [400, 700] as const;
const FAMILY = 'IBM Plex Sans Arabic';
const fileName = (weight: number) => `ibm-plex-sans-arabic-${weight}.woff2`;

/**
 * IBM Plex Sans Arabic (from `@fontsource`, its Arabic subset) cut at build to
 * ARABIC_TYPEFACE_CHARACTERS with harfbuzz (through `subset-font`): about 17 kB a weight instead of
 * 43 kB, since the Arabic pages' first paint waits on these bytes. The cut files and their
 * `@font-face` rules (`faces.css`, whose unicode-range is the same list) are written to
 * `node_modules/.cache/arabic-typeface/`, which the stylesheet imports as `@arabic-typeface/faces.css`.
 * The OFL's copyright and licence entries stay in each file's name table.
 */
export function arabicTypeface(): Plugin {
  const folder = fileURLToPath(new URL('../node_modules/.cache/arabic-typeface/', import.meta.url));
  const fontsourcePackage = createRequire(import.meta.url).resolve(
    '@fontsource/ibm-plex-sans-arabic/package.json',
  );
  const characters = ARABIC_TYPEFACE_CHARACTERS.flatMap(([first, last]) =>
    Array.from({ length: last - first + 1 }, (_, offset) => String.fromCodePoint(first + offset)),
  ).join('');

  return {
    name: 'arabic-typeface',
    config: () => ({ resolve: { alias: { '@arabic-typeface': folder } } }),
    // Runs for the client and then the server build: the second finds the files already cut from the
    // same package version to the same list (faces.css names both) and leaves them.
    async buildStart() {
      const { version } = JSON.parse(await readFile(fontsourcePackage, 'utf8')) as { version: string };
      const faces = facesCss(version);
      const facesFile = join(folder, 'faces.css');
      if ((await readFile(facesFile, 'utf8').catch(() => '')) === faces) return;

      await mkdir(folder, { recursive: true });
      await Promise.all(
        WEIGHTS.map(async (weight) => {
          const source = await readFile(
            join(fontsourcePackage, '..', 'files', `ibm-plex-sans-arabic-arabic-${weight}-normal.woff2`),
          );
          const cut = await subsetFont(source, characters, {
            targetFormat: 'woff2',
            // Name ids 0, 13 and 14: copyright, licence and licence URL (hb-subset keeps only 1-6).
            preserveNameIds: [0, 13, 14],
          });
          await writeFile(join(folder, fileName(weight)), cut);
        }),
      );
      // Written last: its presence says the cut files are complete.
      await writeFile(facesFile, faces);
    },
  };
}

/** The `@font-face` rules of the cut files, headed by what they were cut from. */
function facesCss(fontsourceVersion: string): string {
  const faces = WEIGHTS.map((weight) =>
    [
      '@font-face {',
      `  font-family: '${FAMILY}';`,
      '  font-style: normal;',
      '  font-display: swap;',
      `  font-weight: ${weight};`,
      `  src: url('./${fileName(weight)}') format('woff2');`,
      `  unicode-range: ${unicodeRange()};`,
      '}',
    ].join('\n'),
  );
  return [
    `/* Written by frontend/build/arabic-typeface.ts: @fontsource/ibm-plex-sans-arabic ${fontsourceVersion}, cut. */`,
    ...faces,
    '',
  ].join('\n');
}
