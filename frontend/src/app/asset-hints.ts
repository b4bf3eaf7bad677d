import type { Language } from '@uaq/contract';
import { PAGE_SCRIPTS_TEMPLATE_ID } from './page-scripts';

/** One entry of Vite's client manifest (`dist/client/.vite/manifest.json`). */
export interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
}
export type ClientManifest = Record<string, ManifestChunk>;

/**
 * `<link>` hints for a server-rendered page.
 * - A preload of each font the first paint needs: the Latin cut of Inter, and on Arabic pages both
 *   weights of the Arabic typeface, which only they use. Preloaded, a font arrives with the stylesheet
 *   instead of being found by the first layout.
 * - A modulepreload of the page's client code (a public page's island runtime and islands, an admin
 *   page's screen: entry-server.tsx) and each chunk it imports, so that they are all fetched at
 *   once instead of one import after another; on Arabic pages also the Arabic of their texts (the
 *   `.ar.ts` modules those chunks import dynamically: lib/i18n/texts.ts), loaded before hydrating. The HTML already holds the page and the scripts only make it interactive, so
 *   the links wait in a `<template>` (inert) until entry-boot.ts, after the first paint, moves them
 *   into the document.
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
    if (language === 'ar') chunk.dynamicImports?.filter((key) => key.endsWith('.ar.ts')).forEach(visit);
  };
  pageSources.forEach(visit);
  const modulePreloads = [...files].map((file) => `<link rel="modulepreload" crossorigin href="/${file}" />`);
  const fontFiles = [/inter-latin-cut-[^/]*\.woff2$/];
  if (language === 'ar') {
    fontFiles.push(/ibm-plex-sans-arabic-400-[^/]*\.woff2$/, /ibm-plex-sans-arabic-700-[^/]*\.woff2$/);
  }
  const tags = fontFiles
    .map((pattern) => Object.values(manifest).find((chunk) => pattern.test(chunk.file)))
    .filter((font) => font !== undefined)
    .map((font) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="/${font.file}" />`);
  if (modulePreloads.length > 0) {
    tags.push(`<template id="${PAGE_SCRIPTS_TEMPLATE_ID}">${modulePreloads.join('')}</template>`);
  }
  return tags.join('\n    ');
}
