import { Clock, Mail, MapPin, Phone, UserRound } from 'lucide-react';
import type { CompanyContact } from '@/components/layout/company-contact';
import { telHref, englishMarks } from '@/components/layout/company-contact';
import { EmergencyLine } from '@/components/layout/credentials';
import { Card } from '@/components/ui/card';
import { BUSINESS_HOURS_LINES } from '@/config/business';
import { contactTexts } from './texts';
import './contact.css';
import { useTexts } from '@/lib/i18n/texts';

/** OpenStreetMap around Umm Al Quwain's old town and Al Raas (the only third-party embed). */
const MAP_EMBED_URL =
  'https://www.openstreetmap.org/export/embed.html?bbox=55.5200%2C25.5200%2C55.6300%2C25.6000&layer=mapnik&marker=25.5650%2C55.5550';
const MAP_LINK_URL = 'https://www.openstreetmap.org/?mlat=25.5650&mlon=55.5550#map=13/25.5650/55.5550';

/** Address, phone and e-mails from the site constants, the business hours and the map. */
export function ContactInfo({ company }: { company: CompanyContact }) {
  const hours = useTexts(BUSINESS_HOURS_LINES);
  const t = useTexts(contactTexts);
  return (
    <div className="contact-info">
      <Card as="section" aria-labelledby="contact-info-heading">
        <h2 id="contact-info-heading" className="contact-info__heading">
          {t.infoHeading}
        </h2>
        <ul className="contact-info__list" role="list">
          <li>
            <MapPin aria-hidden="true" size={20} />
            <div>
              <span className="contact-info__label">{t.address}</span>
              <span {...englishMarks(company.addressLang)}>{company.address}</span>
            </div>
          </li>
          <li>
            <Phone aria-hidden="true" size={20} />
            <div>
              <span className="contact-info__label">{t.phone}</span>
              <a href={telHref(company.phone)}>{company.phone}</a>
            </div>
          </li>
          <li>
            <Mail aria-hidden="true" size={20} />
            <div>
              <span className="contact-info__label">{t.email}</span>
              <a href={`mailto:${company.email}`}>{company.email}</a>
            </div>
          </li>
          {company.careersEmail !== company.email ? (
            <li>
              <UserRound aria-hidden="true" size={20} />
              <div>
                <span className="contact-info__label">{t.careersEmail}</span>
                <a href={`mailto:${company.careersEmail}`}>{company.careersEmail}</a>
              </div>
            </li>
          ) : null}
        </ul>
      </Card>
      <Card as="section" aria-labelledby="business-hours-heading">
        <h2 id="business-hours-heading" className="contact-info__heading">
          <Clock aria-hidden="true" size={20} />
          {t.hoursHeading}
        </h2>
        <dl className="business-hours">
          {hours.map((line) => (
            <div key={line.label} className="business-hours__line">
              <dt>{line.label}</dt>
              <dd>{line.value}</dd>
            </div>
          ))}
        </dl>
        {/* Closed days still have the maintenance clients' round-the-clock line. */}
        <EmergencyLine company={company} />
      </Card>
    </div>
  );
}

/** The map; the address shows underneath it while the map loads (or when it cannot). */
export function ContactMap({ address }: { address: string }) {
  const t = useTexts(contactTexts);
  return (
    <section className="contact-map" aria-labelledby="contact-map-heading">
      <h2 id="contact-map-heading">{t.mapHeading}</h2>
      <div className="contact-map__frame">
        <p className="contact-map__placeholder" aria-hidden="true">
          <MapPin size={28} />
          <span>{address}</span>
        </p>
        <iframe src={MAP_EMBED_URL} title={t.mapTitle} loading="lazy" referrerPolicy="no-referrer" />
      </div>
      <p className="contact-map__link">
        <a href={MAP_LINK_URL} target="_blank" rel="noopener noreferrer">
          {t.mapLink} {/* The map's attribution: its source's own name, English on the Arabic page too. */}
          <span lang="en" dir="ltr">
            OpenStreetMap
          </span>
        </a>
      </p>
    </section>
  );
}
