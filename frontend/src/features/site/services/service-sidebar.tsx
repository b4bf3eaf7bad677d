import { Link } from '@/lib/i18n/links';
import { ChevronRight, Mail, MapPin, Phone } from 'lucide-react';
import { telHref, type CompanyContact, englishMarks } from '@/components/layout/company-contact';
import { serviceNames } from '@/components/layout/texts';
import { ButtonLink } from '@/components/ui/button';
import { paths, SERVICE_IDS, type ServiceId } from '@/config/paths';
import { servicesTexts } from './texts';
import './services.css';
import { useTexts } from '@/lib/i18n/texts';

/** The eight service links, the current one marked. */
export function ServiceLinks({ current }: { current?: ServiceId }) {
  const names = useTexts(serviceNames);
  const t = useTexts(servicesTexts).page;
  return (
    <nav className="side-widget" aria-labelledby="service-links-heading">
      <h2 id="service-links-heading" className="side-widget__heading">
        {t.sidebarHeading}
      </h2>
      <ul className="service-links" role="list">
        {SERVICE_IDS.map((id) => (
          <li key={id}>
            <Link
              to={paths.service.to(id)}
              className={`service-links__link${id === current ? ' is-current' : ''}`}
              aria-current={id === current ? 'page' : undefined}
            >
              <span>{names[id]}</span>
              <ChevronRight size={16} aria-hidden="true" />
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function ContactWidget({ company }: { company: CompanyContact }) {
  const t = useTexts(servicesTexts).page;
  return (
    <section className="side-widget" aria-labelledby="contact-widget-heading">
      <h2 id="contact-widget-heading" className="side-widget__heading">
        {t.contactHeading}
      </h2>
      <ul className="contact-list" role="list">
        <li>
          <MapPin size={20} aria-hidden="true" />
          <span>
            <span className="contact-list__label">{t.address}</span>
            <span {...englishMarks(company.addressLang)}>{company.address}</span>
          </span>
        </li>
        <li>
          <Phone size={20} aria-hidden="true" />
          <span>
            <span className="contact-list__label">{t.phone}</span>
            <a href={telHref(company.phone)}>{company.phone}</a>
          </span>
        </li>
        <li>
          <Mail size={20} aria-hidden="true" />
          <span>
            <span className="contact-list__label">{t.email}</span>
            <a href={`mailto:${company.email}`}>{company.email}</a>
          </span>
        </li>
      </ul>
    </section>
  );
}

export function QuoteWidget({ service }: { service?: ServiceId }) {
  const t = useTexts(servicesTexts).page;
  return (
    <section className="side-widget side-widget--accent" aria-labelledby="quote-widget-heading">
      <h2 id="quote-widget-heading" className="side-widget__heading">
        {t.quoteHeading}
      </h2>
      <p>{t.quoteText}</p>
      <ButtonLink to={paths.quote.to(service)} variant="inverse" block>
        {t.quoteButton}
      </ButtonLink>
    </section>
  );
}

/** Sidebar of the service and local-area pages. */
export function ServiceSidebar({ company, current }: { company: CompanyContact; current?: ServiceId }) {
  const t = useTexts(servicesTexts).page;
  return (
    <aside className="service-sidebar" aria-label={t.sidebarLabel}>
      <ServiceLinks current={current} />
      <ContactWidget company={company} />
      <QuoteWidget service={current} />
    </aside>
  );
}
