import type { ReactNode } from 'react';
import { paths } from '@/config/paths';
import { ButtonLink } from './button';
import './cta-band.css';

export interface CtaBandProps {
  heading: string;
  text?: string;
  /** Buttons or links (ButtonLink). */
  actions: ReactNode;
  id?: string;
}

/** A dark band with a call to action, closing a page. */
export function CtaBand({ heading, text, actions, id = 'cta-heading' }: CtaBandProps) {
  return (
    <section className="cta-band" aria-labelledby={id}>
      <div className="container cta-band__inner">
        <div>
          <h2 id={id} className="cta-band__heading">
            {heading}
          </h2>
          {text ? <p className="cta-band__text">{text}</p> : null}
        </div>
        <div className="cta-band__actions">{actions}</div>
      </div>
    </section>
  );
}

export interface ContactCtaBandProps {
  heading: string;
  text?: string;
  /** Label of the main button, which opens the contact page (or `to`). */
  contactLabel: string;
  /** Where the main button leads when not the contact page (a quote button: the quote form). */
  to?: string;
  /** Further actions shown after the contact button. */
  children?: ReactNode;
}

/** The closing band most public pages share: a large button to the contact page, then any extras. */
export function ContactCtaBand({ heading, text, contactLabel, to, children }: ContactCtaBandProps) {
  return (
    <CtaBand
      heading={heading}
      text={text}
      actions={
        <>
          <ButtonLink to={to ?? paths.contact.to()} size="lg">
            {contactLabel}
          </ButtonLink>
          {children}
        </>
      }
    />
  );
}
