/**
 * The Arabic twin of an English texts object: the same keys all the way down, every string any
 * string, every function the same parameters. A missing or extra key fails the type check.
 */
export type Translation<T> = T extends string
  ? string
  : T extends (...args: infer A) => infer R
    ? (...args: A) => Translation<R>
    : T extends object
      ? { readonly [K in keyof T]: Translation<T[K]> }
      : T;

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
