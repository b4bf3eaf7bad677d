import type { Language } from '@uaq/contract';

/** One entry of Vite's client manifest (`dist/client/.vite/manifest.json`). */
export interface ManifestChunk {
  file: string;
  imports?: string[];
}
export type ClientManifest = Record<string, ManifestChunk>;

/**
 * `<link>` hints for a server-rendered page.
 * - A preload of each font the first paint needs: the Latin subset of Inter, and on Arabic pages both
 *   weights of the Arabic typeface, which only they use. Preloaded, a font arrives with the stylesheet
 *   instead of being found by the first layout.
 * - A low-priority modulepreload of the page's chunk and the chunks it imports, so the browser fetches
 *   them with the entry instead of after it. The HTML already holds the page, the scripts only make it
 *   interactive: at low priority they wait for the stylesheet and the fonts, which the first paint needs.
 */
export function assetHints(
  manifest: ClientManifest,
  pageSources: readonly string[],
  language: Language = 'en',
): string {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file) || !chunk.file.endsWith('.js')) return;
    files.add(chunk.file);
    chunk.imports?.forEach(visit);
  };
  pageSources.forEach(visit);
  const tags = [...files].map(
    (file) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="/${file}" />`,
  );
  const fontFiles = [/inter-latin-wght-normal[^/]*\.woff2$/];
  if (language === 'ar') {
    fontFiles.push(/ibm-plex-sans-arabic-400-[^/]*\.woff2$/, /ibm-plex-sans-arabic-700-[^/]*\.woff2$/);
  }
  const fonts = fontFiles
    .map((pattern) => Object.values(manifest).find((chunk) => pattern.test(chunk.file)))
    .filter((font) => font !== undefined);
  tags.unshift(
    ...fonts.map(
      (font) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="/${font.file}" />`,
    ),
  );
  return tags.join('\n    ');
}
