import { startTransition, StrictMode, Suspense, type ReactNode } from 'react';
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
  // In a transition, React hydrates in slices and yields to the browser between them: a phone can
  // answer a tap or a scroll meanwhile (one uninterrupted hydration is a long task at 4× slowdown).
  // Inside a boundary (island.tsx renders the same one on the server), a tap on a part not yet
  // hydrated has React hydrate it at once and then get the event (outside any, an event arriving
  // mid-hydration would be dropped).
  startTransition(() => {
    hydrateRoot(
      element,
      <StrictMode>
        <Suspense>
          <LanguageContext.Provider value={language}>{node}</LanguageContext.Provider>
        </Suspense>
      </StrictMode>,
    );
  });
}
