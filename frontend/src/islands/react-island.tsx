import { StrictMode, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { languageOfPath } from '@uaq/contract/language';
import { LanguageContext } from '@/lib/i18n/language';
import { loadArabicTexts } from '@/lib/i18n/texts';

/**
 * Hydrates a React island: `element` holds the server's rendering of `node` (island.tsx), which
 * gets the page's language (its Arabic texts loaded first, as on the server). No router: its links
 * and navigations load pages (lib/page-navigation.tsx).
 */
export async function hydrateIsland(element: HTMLElement, node: ReactNode): Promise<void> {
  const language = languageOfPath(window.location.pathname);
  if (language === 'ar') await loadArabicTexts();
  hydrateRoot(
    element,
    <StrictMode>
      <LanguageContext.Provider value={language}>{node}</LanguageContext.Provider>
    </StrictMode>,
  );
}
