import { createContext, useContext, type AnchorHTMLAttributes, type ComponentType } from 'react';
import { useLocalPath } from './i18n/local-path';

export type PageLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: string };

/**
 * How a public component leaves its page: the address it is at, a navigation with a state for the
 * next page, and links. Under the router (the server's rendering, the admin app, tests) the public
 * shell provides the router's; a page's islands in the browser have no router (its code is more than
 * a form page's budget allows) and use the document's: plain links and full page loads, a state
 * kept in the tab's session for the page it is meant for.
 */
export interface PageNavigation {
  location(): { pathname: string; search: string };
  navigate(to: string, state?: unknown): void;
  Link: ComponentType<PageLinkProps>;
}

const NAVIGATION_STATE_KEY = 'navigation-state';

function DocumentLink({ to, ...props }: PageLinkProps) {
  return <a href={to} {...props} />;
}

const documentNavigation: PageNavigation = {
  location: () => window.location,
  navigate: (to, state) => {
    try {
      if (state === undefined) sessionStorage.removeItem(NAVIGATION_STATE_KEY);
      else sessionStorage.setItem(NAVIGATION_STATE_KEY, JSON.stringify({ path: to.split(/[?#]/)[0], state }));
    } catch {
      // Storage refused (private mode, quota): the next page shows without it.
    }
    window.location.assign(to);
  },
  Link: DocumentLink,
};

/** The state the previous page's navigation sent to this page, if any (read once, then forgotten). */
export function takeNavigationState(): unknown {
  try {
    const kept = sessionStorage.getItem(NAVIGATION_STATE_KEY);
    if (!kept) return null;
    sessionStorage.removeItem(NAVIGATION_STATE_KEY);
    const { path, state } = JSON.parse(kept) as { path: string; state: unknown };
    return path === window.location.pathname ? state : null;
  } catch {
    return null;
  }
}

export const PageNavigationContext = createContext<PageNavigation>(documentNavigation);

export function usePageNavigation(): PageNavigation {
  return useContext(PageNavigationContext);
}

/** A link to a site path (`/careers`) in the page's language (`/ar/careers`), or to any other address (`tel:`). */
export function PageLink({ to, ...props }: PageLinkProps) {
  const { Link } = usePageNavigation();
  const localPath = useLocalPath();
  return <Link to={to.startsWith('/') ? localPath(to) : to} {...props} />;
}
