import type { ReactNode } from 'react';
import type { CompanyContact } from './company-contact';
import { Footer } from './footer';
import { Header } from './header';
import { PhoneReachBar } from './reach-links';
import { layoutTexts } from './texts';
import './public-layout.css';
import { useTexts } from '@/lib/i18n/texts';

export interface PublicLayoutProps {
  company: CompanyContact;
  children: ReactNode;
  /** Year for the copyright line (current year; injectable for tests). */
  year?: number;
}

/** Skip link, header, the page's <main> and the footer. */
export function PublicLayout({ company, children, year = new Date().getFullYear() }: PublicLayoutProps) {
  const t = useTexts(layoutTexts);
  return (
    <div className="public-layout">
      <a className="skip-link" href="#main-content">
        {t.skipLink}
      </a>
      <Header company={company} />
      <main id="main-content" tabIndex={-1} className="public-layout__main">
        {children}
      </main>
      <Footer company={company} year={year} />
      <PhoneReachBar company={company} />
    </div>
  );
}
