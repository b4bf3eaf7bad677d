import type { ReactNode } from 'react';
import './section-header.css';

export interface SectionHeaderProps {
  /** Small overline above the title. */
  eyebrow?: string;
  title: ReactNode;
  intro?: ReactNode;
  align?: 'start' | 'center';
  /** Heading level; pages have one h1 (in their hero), so sections use h2 by default. */
  level?: 1 | 2 | 3;
  id?: string;
  inverse?: boolean;
}

export function SectionHeader({
  eyebrow,
  title,
  intro,
  align = 'center',
  level = 2,
  id,
  inverse = false,
}: SectionHeaderProps) {
  const Heading = `h${level}` as const;
  return (
    <div className={`section-header section-header--${align}${inverse ? ' section-header--inverse' : ''}`}>
      {eyebrow ? <p className="section-header__eyebrow">{eyebrow}</p> : null}
      <Heading id={id} className="section-header__title">
        {title}
      </Heading>
      {intro ? <p className="section-header__intro">{intro}</p> : null}
    </div>
  );
}
