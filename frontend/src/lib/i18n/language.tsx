import { createContext, useContext } from 'react';
import { DEFAULT_LANGUAGE, type Language } from '@uaq/contract/language';

/** The language of the page being shown (set by the public shell from the path: `/ar/...` is Arabic). */
export const LanguageContext = createContext<Language>(DEFAULT_LANGUAGE);

export function useLanguage(): Language {
  return useContext(LanguageContext);
}

/** The `Intl` locale of each language: dates and AED amounts as the UAE writes them. */
export const INTL_LOCALES: Record<Language, string> = { en: 'en-AE', ar: 'ar-AE' };
