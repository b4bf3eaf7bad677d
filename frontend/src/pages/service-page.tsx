import { CheckCircle2 } from 'lucide-react';
import { serviceNames } from '@/components/layout/texts';
import { PageMeta } from '@/components/seo/page-meta';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { ButtonLink } from '@/components/ui/button';
import { ContactCtaBand } from '@/components/ui/cta-band';
import { PageHero } from '@/components/ui/page-hero';
import { paths, type ServiceId } from '@/config/paths';
import { ServiceQuoteActions } from '@/features/site/services/service-quote-actions';
import { ServiceSidebar } from '@/features/site/services/service-sidebar';
import type { ServiceDetails } from '@/features/site/services/service-details';
import type { Texts } from '@/lib/i18n/texts';
import { SERVICE_HIGHLIGHTS } from '@/features/site/services/service-highlights';
import { SERVICE_SUMMARIES } from '@/features/site/services/service-summaries';
import { servicesTexts } from '@/features/site/services/texts';
import { useSiteConstants } from '@/features/site/site-constants/use-site-constants';
import { useTexts } from '@/lib/i18n/texts';

/** /services/{id}: one service's page; the router loads its details with it (app/router.tsx). */
export default function ServicePage({
  serviceId,
  details,
}: {
  serviceId: ServiceId;
  details: Texts<ServiceDetails>;
}) {
  const t = useTexts(servicesTexts).page;
  const { company } = useSiteConstants();
  const names = useTexts(serviceNames);
  const localDetails = useTexts(details);
  const service = { ...useTexts(SERVICE_SUMMARIES)[serviceId], ...localDetails };
  const features = [...useTexts(SERVICE_HIGHLIGHTS)[serviceId], ...localDetails.features];

  return (
    <>
      <PageMeta
        title={service.title}
        description={service.summary}
        canonicalPath={paths.service.to(serviceId)}
      />
      <PageHero
        title={service.title}
        lead={service.summary}
        top={
          <Breadcrumb
            items={[
              { label: t.breadcrumbHome, to: paths.home.to() },
              { label: t.breadcrumbServices, to: paths.services.to() },
              { label: names[serviceId] },
            ]}
          />
        }
      />
      <section className="section">
        <div className="container service-layout">
          <article className="service-body">
            {service.intro.map((paragraph) => (
              <p key={paragraph.slice(0, 24)}>{paragraph}</p>
            ))}
            <ul className="benefit-strip" role="list" aria-label={t.whyUs}>
              {service.benefits.map((benefit) => (
                <li key={benefit}>{benefit}</li>
              ))}
            </ul>
            <h2>{t.whatWeOffer}</h2>
            <ul className="check-list check-list--two">
              {features.map((feature) => (
                <li key={feature}>
                  <CheckCircle2 size={20} aria-hidden="true" />
                  <span>{feature}</span>
                </li>
              ))}
            </ul>
            <h2>{service.detailsHeading}</h2>
            {service.details.map((paragraph) => (
              <p key={paragraph.slice(0, 24)}>{paragraph}</p>
            ))}
            <ServiceQuoteActions service={serviceId} />
          </article>
          <ServiceSidebar company={company} current={serviceId} />
        </div>
      </section>
      <ContactCtaBand
        heading={t.ctaHeading}
        text={t.ctaText}
        contactLabel={t.ctaPrimary}
        to={paths.quote.to(serviceId)}
      >
        <ButtonLink to={paths.quote.to(serviceId)} size="lg" variant="inverse">
          {t.ctaSecondary}
        </ButtonLink>
      </ContactCtaBand>
    </>
  );
}
