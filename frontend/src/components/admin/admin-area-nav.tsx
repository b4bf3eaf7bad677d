import type { LucideIcon } from 'lucide-react';
import { Link, type To } from 'react-router';
import './admin-area-nav.css';

export interface AdminAreaLink {
  id: string;
  label: string;
  icon: LucideIcon;
  /** Where the area opens (its first tab, or the one last used in it). */
  to: To;
  current: boolean;
  /** What waits for someone in the area: the badge shows the number, the description is read out. */
  count?: { value: number; description: string };
}

/**
 * The first level of the admin's navigation: one link per area, the current one marked with
 * `aria-current`. Like a tab, an area replaces the address rather than adding to the history.
 */
export function AdminAreaNav({ label, areas }: { label: string; areas: readonly AdminAreaLink[] }) {
  return (
    <nav className="admin-areas" aria-label={label}>
      <ul className="admin-areas__list">
        {areas.map(({ id, label: name, icon: Icon, to, current, count }) => (
          <li key={id} className="admin-areas__item">
            <Link
              to={to}
              replace
              preventScrollReset
              className="admin-areas__link"
              aria-current={current ? 'page' : undefined}
            >
              <Icon className="admin-areas__icon" size={18} aria-hidden="true" />
              <span className="admin-areas__name">{name}</span>
              {count && count.value > 0 ? (
                <span className="admin-areas__count">
                  <span aria-hidden="true">{count.value}</span>
                  <span className="visually-hidden">{count.description}</span>
                </span>
              ) : null}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
