import { useMemo, type ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { PageNavigationContext, type PageLinkProps, type PageNavigation } from '@/lib/page-navigation';

function RouterLink({ to, ...props }: PageLinkProps) {
  return <Link to={to} {...props} />;
}

/** Public components' navigation under the router (lib/page-navigation.tsx): the router's own. */
export function RouterNavigation({ children }: { children: ReactNode }) {
  const location = useLocation();
  const navigate = useNavigate();
  const value = useMemo<PageNavigation>(
    () => ({
      location: () => location,
      navigate: (to, state) => void navigate(to, { state }),
      Link: RouterLink,
    }),
    [location, navigate],
  );
  return <PageNavigationContext.Provider value={value}>{children}</PageNavigationContext.Provider>;
}
