/** The public site's languages: English at the root, Arabic under /ar (the admin area stays English). */
export const LANGUAGES = ['en', 'ar'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

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
