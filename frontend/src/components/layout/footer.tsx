import type { ReactNode } from 'react';
import { Link } from '@/lib/i18n/links';
import { Mail, MapPin, Phone, ShieldCheck } from 'lucide-react';
import { FOOTER_SERVICE_IDS, paths } from '@/config/paths';
import { telHref, type CompanyContact, englishMarks } from './company-contact';
import { Credentials } from './credentials';
import { LogoMark } from './logo';
import { useTexts, type TextsOf } from '@/lib/i18n/texts';
import { layoutTexts, serviceNames } from './texts';
import './footer.css';

interface FooterLink {
  to: string;
  label: string;
}

type FooterTexts = TextsOf<typeof layoutTexts>['footer'];

const quickLinks = (t: FooterTexts): FooterLink[] => [
  { to: paths.about.to(), label: t.aboutUs },
  { to: paths.services.to(), label: t.ourServices },
  { to: paths.projects.to(), label: t.projects },
  { to: paths.localArea.to(), label: t.localArea },
  { to: paths.contact.to(), label: t.contactUs },
];
const legalLinks = (t: FooterTexts): FooterLink[] => [
  { to: paths.privacy.to(), label: t.privacy },
  { to: paths.terms.to(), label: t.terms },
];
const serviceLinks = (names: TextsOf<typeof serviceNames>): FooterLink[] =>
  FOOTER_SERVICE_IDS.map((id) => ({ to: paths.service.to(id), label: names[id] }));

function FooterLinks({ links }: { links: readonly FooterLink[] }) {
  return (
    <ul>
      {links.map((link) => (
        <li key={link.to}>
          <Link to={link.to}>{link.label}</Link>
        </li>
      ))}
    </ul>
  );
}

/** A plain "in" mark (lucide ships no brand logos). */
function ProfessionalNetworkIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <rect x="2" y="2" width="20" height="20" rx="4" fill="currentColor" />
      <path
        d="M7 10h2.5v7H7zm1.25-4a1.4 1.4 0 1 1 0 2.8 1.4 1.4 0 0 1 0-2.8zM11 10h2.4v1c.4-.7 1.3-1.2 2.5-1.2 2.2 0 2.6 1.4 2.6 3.3V17H16v-3.4c0-.9 0-1.9-1.2-1.9s-1.4.9-1.4 1.8V17H11z"
        fill="#1F2933"
      />
    </svg>
  );
}

/** One line of the contact block: icon, then the value named for screen readers. */
function ContactLine({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <p>
      {icon}
      <span>
        <span className="visually-hidden">{label}: </span>
        {children}
      </span>
    </p>
  );
}

export function Footer({ company, year }: { company: CompanyContact; year: number }) {
  const t = useTexts(layoutTexts).footer;
  const names = useTexts(serviceNames);
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <section className="site-footer__about" aria-label={company.name}>
          {/* A div: a bold line above a paragraph reads as a heading that is not one (axe p-as-heading). */}
          <div className="site-footer__brand">
            <LogoMark size={36} />
            <span {...englishMarks(company.nameLang)}>{company.name}</span>
          </div>
          <p>{t.about}</p>
          <p className="site-footer__approved">
            <ShieldCheck size={18} aria-hidden="true" /> {t.approved}
          </p>
          <Credentials company={company} />
        </section>

        <nav aria-labelledby="footer-quick">
          <h2 id="footer-quick" className="site-footer__heading">
            {t.quickLinks}
          </h2>
          <FooterLinks links={quickLinks(t)} />
          <h2 className="site-footer__heading site-footer__heading--spaced">{t.legal}</h2>
          <FooterLinks links={legalLinks(t)} />
        </nav>

        <nav aria-labelledby="footer-services">
          <h2 id="footer-services" className="site-footer__heading">
            {t.services}
          </h2>
          <FooterLinks links={serviceLinks(names)} />
        </nav>

        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="site-footer__heading">
            {t.contact}
          </h2>
          <address className="site-footer__contact">
            <ContactLine icon={<MapPin size={18} aria-hidden="true" />} label={t.address}>
              <span {...englishMarks(company.addressLang)}>{company.address}</span>
            </ContactLine>
            <ContactLine icon={<Phone size={18} aria-hidden="true" />} label={t.phone}>
              <a href={telHref(company.phone)}>{company.phone}</a>
            </ContactLine>
            <ContactLine icon={<Mail size={18} aria-hidden="true" />} label={t.email}>
              <a href={`mailto:${company.email}`}>{company.email}</a>
            </ContactLine>
            <p>
              <ProfessionalNetworkIcon />
              <a
                href={company.professionalNetworkUrl}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={t.linkedInLabel(company.name)}
              >
                {t.linkedIn}
              </a>
            </p>
          </address>
        </section>
      </div>
      <div className="site-footer__bottom">
        <div className="container">
          {/* A trade name may end with its own full stop («ذ.م.م.», "Co."): the sentence adds one. */}
          <p>{t.copyright(year, company.name.replace(/\.$/, ''))}</p>
        </div>
      </div>
    </footer>
  );
}
