import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ExternalLink } from 'lucide-react';
import { paths } from '@/config/paths';
import { LogoMark } from './logo';
import { useTexts } from '@/lib/i18n/texts';
import { layoutTexts } from './texts';
import './admin-shell.css';

export interface AdminShellProps {
  /** Heading of the screen, e.g. "Career Management". */
  title: string;
  companyName: string;
  /** Right-hand header actions (logout button...). */
  actions?: ReactNode;
  children: ReactNode;
}

/** Frame of the admin screens: a slim top bar and a 1400 px content column. */
export function AdminShell({ title, companyName, actions, children }: AdminShellProps) {
  const t = useTexts(layoutTexts);
  return (
    <div className="admin-shell">
      <a className="skip-link" href="#admin-main">
        {t.skipLink}
      </a>
      <header className="admin-shell__bar">
        <div className="admin-shell__inner">
          <p className="admin-shell__brand">
            <LogoMark size={32} />
            <span>
              {companyName} <span className="admin-shell__badge">{t.admin.title}</span>
            </span>
          </p>
          <div className="admin-shell__actions">
            <Link to={paths.home.to()} className="admin-shell__site-link">
              <ExternalLink size={16} aria-hidden="true" /> {t.admin.backToSite}
            </Link>
            {actions}
          </div>
        </div>
      </header>
      <main id="admin-main" tabIndex={-1} className="admin-shell__main">
        <h1 className="admin-shell__title">{title}</h1>
        {children}
      </main>
    </div>
  );
}
