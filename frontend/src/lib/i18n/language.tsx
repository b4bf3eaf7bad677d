import { createContext, useContext } from 'react';
import { DEFAULT_LANGUAGE, type Language } from '@uaq/contract/language';
import { arabicTwin } from './arabic';

/** The language of the page being shown (set by the public shell from the path: `/ar/...` is Arabic). */
export const LanguageContext = createContext<Language>(DEFAULT_LANGUAGE);

export function useLanguage(): Language {
  return useContext(LanguageContext);
}

/**
 * A feature's texts in the page's language: the English object itself, or on Arabic pages its
 * Arabic twin (loaded by the Arabic route before rendering). English stays the fallback while a
 * twin is missing; the twin test fails the build on any missing key.
 */
export function useTexts<T extends object>(english: T): T {
  const language = useLanguage();
  return language === 'ar' ? ((arabicTwin(english) as T | undefined) ?? english) : english;
}

/** The `Intl` locale of each language: dates and AED amounts as the UAE writes them. */
export const INTL_LOCALES: Record<Language, string> = { en: 'en-AE', ar: 'ar-AE' };
