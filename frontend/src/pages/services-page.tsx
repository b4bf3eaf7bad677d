import { Check } from 'lucide-react';
import { Link } from '@/lib/i18n/links';
import { PageMeta } from '@/components/seo/page-meta';
import { ContactCtaBand } from '@/components/ui/cta-band';
import { PageHero } from '@/components/ui/page-hero';
import { SectionHeader } from '@/components/ui/section-header';
import { MENU_SERVICE_IDS, paths } from '@/config/paths';
import { ServicesGrid } from '@/features/site/services/service-card';
import { ServiceIcon } from '@/features/site/services/service-icon';
import { SERVICE_HIGHLIGHTS } from '@/features/site/services/service-highlights';
import { SERVICE_SUMMARIES } from '@/features/site/services/service-summaries';
import { servicesTexts } from '@/features/site/services/texts';
import { useTexts } from '@/lib/i18n/texts';

export default function ServicesPage() {
  const highlights = useTexts(SERVICE_HIGHLIGHTS);
  const summaries = useTexts(SERVICE_SUMMARIES);
  const t = useTexts(servicesTexts).overview;
  return (
    <>
      <PageMeta title={t.title} description={t.description} canonicalPath={paths.services.to()} />
      <PageHero eyebrow={t.eyebrow} title={t.heading} lead={t.intro} />

      <section className="section" aria-labelledby="services-grid-heading">
        <div className="container">
          <SectionHeader id="services-grid-heading" title={t.gridHeading} intro={t.gridIntro} />
          <ServicesGrid ids={MENU_SERVICE_IDS} />
        </div>
      </section>

      <section className="section section--alt" aria-label={t.title}>
        <div className="container service-rows">
          {MENU_SERVICE_IDS.map((id) => {
            const service = summaries[id];
            return (
              <article key={id} className="service-row" aria-labelledby={`row-${id}`}>
                <div className="service-row__art" aria-hidden="true">
                  <ServiceIcon id={id} size={96} />
                </div>
                <div>
                  <h2 id={`row-${id}`}>{service.title}</h2>
                  <p>{service.summary}</p>
                  <ul className="check-list">
                    {highlights[id].map((feature) => (
                      <li key={feature}>
                        <Check size={18} aria-hidden="true" />
                        <span>{feature}</span>
                      </li>
                    ))}
                  </ul>
                  <Link
                    to={paths.service.to(id)}
                    className="text-link-strong"
                    aria-label={`${t.viewDetails}: ${service.title}`}
                  >
                    {t.viewDetails}
                  </Link>
                </div>
              </article>
            );
          })}
        </div>
      </section>

      <section className="section" aria-labelledby="process-heading">
        <div className="container">
          <SectionHeader
            id="process-heading"
            eyebrow={t.processEyebrow}
            title={t.processHeading}
            intro={t.processIntro}
          />
          <ol className="process-steps">
            {t.process.map((step) => (
              <li key={step.title}>
                <h3>{step.title}</h3>
                <p>{step.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <ContactCtaBand
        heading={t.ctaHeading}
        text={t.ctaText}
        contactLabel={t.ctaButton}
        to={paths.quote.to()}
      />
    </>
  );
}
