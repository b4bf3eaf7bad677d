import type { ReactNode } from 'react';
import './page-hero.css';

export interface PageHeroProps {
  title: string;
  /** The title's language and direction when it is not the page's (a job without its Arabic title). */
  titleLang?: string;
  titleDir?: 'ltr' | 'rtl';
  lead?: ReactNode;
  eyebrow?: string;
  /** Breadcrumb or other content above the title. */
  top?: ReactNode;
  children?: ReactNode;
}

/** The dark title band at the top of inner pages (holds the page's h1). */
export function PageHero({ title, titleLang, titleDir, lead, eyebrow, top, children }: PageHeroProps) {
  return (
    <section className="page-hero">
      <div className="container page-hero__inner">
        {top}
        {eyebrow ? <p className="page-hero__eyebrow">{eyebrow}</p> : null}
        <h1 className="page-hero__title" lang={titleLang} dir={titleDir}>
          {title}
        </h1>
        {lead ? <p className="page-hero__lead">{lead}</p> : null}
        {children}
      </div>
    </section>
  );
}
