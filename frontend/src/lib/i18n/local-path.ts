import { useCallback } from 'react';
import { pathInLanguage } from '@uaq/contract/language';
import { useLanguage } from './language';

/** Turns a site path (`/careers`) into the same page in the current language (`/ar/careers`). */
export function useLocalPath(): (path: string) => string {
  const language = useLanguage();
  return useCallback((path: string) => pathInLanguage(path, language), [language]);
}
