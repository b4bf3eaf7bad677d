import type { Translation } from '@uaq/contract';

const twins = new WeakMap<object, unknown>();

/**
 * Registers `twin` as the Arabic of `english` (a feature's texts object). Each `*.ar.ts` file calls it
 * once at load, so Arabic reaches the browser only on the Arabic pages that import those files.
 */
export function arabic<T extends object>(english: T, twin: Translation<T>): Translation<T> {
  twins.set(english, twin);
  return twin;
}

/** The registered Arabic twin of `english`, if its `*.ar.ts` file has been loaded. */
export function arabicTwin<T extends object>(english: T): Translation<T> | undefined {
  return twins.get(english) as Translation<T> | undefined;
}
