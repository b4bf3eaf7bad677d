/**
 * Every Arabic twin file of the site (`*.ar.ts`), found by Vite at build time: each is its own
 * chunk, downloaded only by the Arabic pages that name it. A twin not written yet is simply absent
 * (its page shows the English text), so a new twin file needs no registration here.
 */
const TWIN_FILES = import.meta.glob<unknown>('/src/**/*.ar.ts');

/** The source path (`src/components/layout/texts.ar.ts`) of every twin file, for preload hints. */
export function twinSources(): string[] {
  return Object.keys(TWIN_FILES).map((key) => key.slice(1));
}

/** Loads the named twin files (source paths like `src/features/careers/texts.ar.ts`) that exist. */
export function loadTwinFiles(sources: readonly string[]): Promise<unknown> {
  return Promise.all(sources.map((source) => TWIN_FILES[`/${source}`]?.()));
}

/** Loads every twin file: the server renders Arabic pages from any of them. */
export function loadAllTwinFiles(): Promise<unknown> {
  return Promise.all(Object.values(TWIN_FILES).map((load) => load()));
}
