import { ButtonLink } from '@/components/ui/button';
import { paths, type ServiceId } from '@/config/paths';
import { servicesTexts } from './texts';
import { useTexts } from '@/lib/i18n/texts';

/** The two buttons closing a service article: both open the quote form with the service ticked. */
export function ServiceQuoteActions({ service }: { service?: ServiceId }) {
  const t = useTexts(servicesTexts).page;
  return (
    <div className="service-cta-row">
      <ButtonLink to={paths.quote.to(service)}>{t.quoteButton}</ButtonLink>
      <ButtonLink to={paths.quote.to(service)} variant="secondary">
        {t.ctaSecondary}
      </ButtonLink>
    </div>
  );
}
