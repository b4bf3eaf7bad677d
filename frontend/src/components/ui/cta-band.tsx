import type { ReactNode } from 'react';
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
