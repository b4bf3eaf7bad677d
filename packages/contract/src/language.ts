/** The public site's languages: English at the root, Arabic under /ar (the admin area stays English). */
export const LANGUAGES = ['en', 'ar'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/**
 * The Arabic of an English texts object: the same keys all the way down, every string any string,
 * every function the same parameters, every list a list (of any length: a paragraph may need two
 * sentences in one language and one in the other). A missing key fails the type check.
 */
export type Translation<T> = T extends string
  ? string
  : T extends (...args: infer A) => infer R
    ? (...args: A) => Translation<R>
    : T extends readonly (infer E)[]
      ? readonly Translation<E>[]
      : T extends object
        ? { readonly [K in keyof T]: Translation<T[K]> }
        : T;

/** The path prefix of the Arabic site: `/ar` + the English path. */
export const ARABIC_PATH_PREFIX = '/ar';

/** The language a public path is in: Arabic under `/ar`, English elsewhere. */
export function languageOfPath(path: string): Language {
  return path === ARABIC_PATH_PREFIX || /^\/ar[/?#]/.test(path) ? 'ar' : 'en';
}

/** The English path of any public path (`/ar/careers` → `/careers`, `/ar` → `/`); query kept. */
export function englishPath(path: string): string {
  if (languageOfPath(path) === 'en') return path;
  const rest = path.slice(ARABIC_PATH_PREFIX.length);
  return rest === '' || rest.startsWith('?') || rest.startsWith('#') ? `/${rest}` : rest;
}

/** The same page in `language` (`/careers/apply/12` → `/ar/careers/apply/12`); query kept. */
export function pathInLanguage(path: string, language: Language): string {
  const english = englishPath(path);
  if (language === 'en') return english;
  return english === '/' || /^\/[?#]/.test(english)
    ? ARABIC_PATH_PREFIX + english.slice(1)
    : ARABIC_PATH_PREFIX + english;
}

/** Open Graph's name of each language's locale (the UAE's). */
export const OG_LOCALES: Record<Language, string> = { en: 'en_AE', ar: 'ar_AE' };
