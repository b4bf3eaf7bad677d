import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { REPO_ROOT } from './built-server';

/**
 * The JavaScript budgets of the public pages (issue 38), gzipped, everything a page loads before it
 * is interactive: 100 KB on a page with a form (apply, quote, contact, the applicant's status page),
 * 30 KB on any other. KB = 1,000 bytes.
 */
export const PAGE_BUDGET_BYTES = { form: 100_000, other: 30_000 } as const;

/** English paths of the pages whose islands are forms (the Arabic ones are `/ar` + them). */
const FORM_PAGE = /^(?:\/ar)?\/(?:quote|contact|careers\/status|careers\/apply\/[^/]+)\/?$/;

export const isFormPage = (path: string): boolean => FORM_PAGE.test(path);

const CLIENT_DIST = join(REPO_ROOT, 'frontend', 'dist', 'client');

interface ManifestChunk {
  file: string;
  imports?: string[];
}

/**
 * The scripts a page runs before it is interactive, as its HTML names them: the boot script, the
 * client entry it imports (`data-entry`), every chunk the page's modulepreload hints name (its
 * islands and what they import, on Arabic pages their Arabic texts), and the static imports of
 * each of those (from Vite's manifest), as paths under the site's root (`/assets/...`).
 */
export function startScripts(html: string): string[] {
  const named = [
    ...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g),
    ...html.matchAll(/\sdata-entry="([^"]+)"/g),
    ...html.matchAll(/<link rel="modulepreload"[^>]*\shref="([^"]+)"/g),
  ].map((match) => match[1]);
  const manifest = JSON.parse(readFileSync(join(CLIENT_DIST, '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const byFile = new Map(Object.values(manifest).map((chunk) => [`/${chunk.file}`, chunk]));
  const scripts = new Set<string>();
  const visit = (path: string) => {
    if (scripts.has(path)) return;
    scripts.add(path);
    for (const key of byFile.get(path)?.imports ?? []) {
      const imported = manifest[key];
      if (imported?.file.endsWith('.js')) visit(`/${imported.file}`);
    }
  };
  named.filter((path) => path.endsWith('.js')).forEach(visit);
  return [...scripts];
}

/** A client file's gzipped size as the server sends it: its precompressed .gz copy, else zlib's. */
export function gzippedBytes(path: string): number {
  const file = join(CLIENT_DIST, path);
  return existsSync(`${file}.gz`) ? readFileSync(`${file}.gz`).length : gzipSync(readFileSync(file)).length;
}

export interface PageWeight {
  path: string;
  bytes: number;
}

/** The pages over their budget, each with its weight and budget in words (empty when every page fits). */
export function pagesOverBudget(pages: readonly PageWeight[]): string[] {
  return pages
    .map(({ path, bytes }) => ({
      path,
      bytes,
      budget: PAGE_BUDGET_BYTES[isFormPage(path) ? 'form' : 'other'],
    }))
    .filter(({ bytes, budget }) => bytes > budget)
    .map(({ path, bytes, budget }) => `${path}: ${bytes} bytes of gzipped JavaScript, budget ${budget}`);
}
