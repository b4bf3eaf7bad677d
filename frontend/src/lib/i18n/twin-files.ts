/**
 * Every Arabic twin file of the site (`*.ar.ts`), found by Vite at build time, for the server: it
 * renders Arabic pages from any of them. A twin not written yet is simply absent (its page shows the
 * English text). The browser never loads this list: each Arabic page loads its own twins
 * (app/arabic-twins).
 */
const TWIN_FILES = import.meta.glob<unknown>('/src/**/*.ar.ts');

/** Loads every twin file: the server renders Arabic pages from any of them. */
export function loadAllTwinFiles(): Promise<unknown> {
  return Promise.all(Object.values(TWIN_FILES).map((load) => load()));
}
