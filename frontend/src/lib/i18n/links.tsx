import {
  Link as RouterLink,
  NavLink as RouterNavLink,
  type LinkProps,
  type NavLinkProps,
  type To,
} from 'react-router';
import { useLocalPath } from './local-path';

function useLocalTo(to: To): To {
  const localPath = useLocalPath();
  return typeof to === 'string' && to.startsWith('/') ? localPath(to) : to;
}

/** react-router's Link that stays in the page's language: components keep writing English paths. */
export function Link({ to, ...props }: LinkProps & React.RefAttributes<HTMLAnchorElement>) {
  return <RouterLink to={useLocalTo(to)} {...props} />;
}

/** react-router's NavLink that stays in the page's language. */
export function NavLink({ to, ...props }: NavLinkProps & React.RefAttributes<HTMLAnchorElement>) {
  return <RouterNavLink to={useLocalTo(to)} {...props} />;
}
