import { MessageCircle, Phone, FileText } from 'lucide-react';
import { useLocation } from 'react-router';
import { Link } from '@/lib/i18n/links';
import { paths } from '@/config/paths';
import { telHref, whatsappHref, type CompanyContact } from './company-contact';
import { serviceOfPage } from './page-subject';
import { layoutTexts, serviceNames } from './texts';
import './reach-links.css';
import { useTexts } from '@/lib/i18n/texts';

/** Where the page's calls to action lead: the quote form and WhatsApp both name the page's service. */
function useReachTargets(company: CompanyContact) {
  const names = useTexts(serviceNames);
  const texts = useTexts(layoutTexts);
  const service = serviceOfPage(useLocation().pathname);
  return {
    call: telHref(company.phone),
    whatsapp: whatsappHref(company.whatsappNumber, texts.reach.whatsappMessage(service && names[service])),
    quote: paths.quote.to(service),
  };
}

/** Wide screens: the phone number and the quote button beside the menu. */
export function HeaderReachLinks({ company }: { company: CompanyContact }) {
  const t = useTexts(layoutTexts);
  const targets = useReachTargets(company);
  return (
    <div className="header-reach">
      <a className="header-reach__phone" href={targets.call}>
        <Phone size={18} aria-hidden="true" />
        <span className="header-reach__number">{company.phone}</span>
      </a>
      <Link className="btn btn--primary btn--sm header-reach__quote" to={targets.quote}>
        {t.headerCta}
      </Link>
    </div>
  );
}

/** Phones: a bar fixed at the bottom with Call, WhatsApp and Quote (the layout pads the page for it). */
export function PhoneReachBar({ company }: { company: CompanyContact }) {
  const t = useTexts(layoutTexts).reach;
  const targets = useReachTargets(company);
  return (
    <nav className="phone-reach-bar" aria-label={t.barLabel}>
      <a href={targets.call}>
        <Phone size={20} aria-hidden="true" />
        {t.call}
      </a>
      <a href={targets.whatsapp} rel="noopener noreferrer">
        <MessageCircle size={20} aria-hidden="true" />
        {t.whatsapp}
      </a>
      <Link to={targets.quote}>
        <FileText size={20} aria-hidden="true" />
        {t.quote}
      </Link>
    </nav>
  );
}
