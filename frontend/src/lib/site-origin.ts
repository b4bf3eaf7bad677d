import { createContext, useContext } from 'react';

/** The site's public address (PUBLIC_URL, no trailing slash), given by the server when it renders a page. */
export const SiteOriginContext = createContext<string | null>(null);

/**
 * The site's public address, for links a visitor passes on (share links): on the server, the one it
 * was configured with; in the browser, the one the server wrote in the page's canonical link (so
 * both render the same links), else the page's own origin.
 */
export function useSiteOrigin(): string {
  const served = useContext(SiteOriginContext);
  if (served !== null) return served;
  const canonical = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  return canonical ? new URL(canonical.href).origin : window.location.origin;
}
