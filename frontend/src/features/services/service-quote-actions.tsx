import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { servicesTexts } from './texts';

const t = servicesTexts.page;

/** The two contact buttons closing a service article (quote, then the secondary call to action). */
export function ServiceQuoteActions() {
  return (
    <div className="service-cta-row">
      <ButtonLink to={paths.contact.to()}>{t.quoteButton}</ButtonLink>
      <ButtonLink to={paths.contact.to()} variant="secondary">
        {t.ctaSecondary}
      </ButtonLink>
    </div>
  );
}
