import { CheckCircle2, MapPin, Phone } from 'lucide-react';
import { telHref } from '@/components/layout/company-contact';
import { PageMeta } from '@/components/seo/page-meta';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { ButtonLink } from '@/components/ui/button';
import { ContactCtaBand } from '@/components/ui/cta-band';
import { PageHero } from '@/components/ui/page-hero';
import { SERVICE_AREAS } from '@/config/business';
import { MENU_SERVICE_IDS, paths } from '@/config/paths';
import { localAreaTexts } from '@/features/site/company/local-area-texts';
import { ServicesGrid } from '@/features/site/services/service-card';
import { ServiceQuoteActions } from '@/features/site/services/service-quote-actions';
import { ServiceSidebar } from '@/features/site/services/service-sidebar';
import { servicesTexts } from '@/features/site/services/texts';
import { useSiteConstants } from '@/features/site/site-constants/use-site-constants';
import '../features/site/company/company.css';
import { useTexts } from '@/lib/i18n/texts';

export default function LocalAreaPage() {
  const areas = useTexts(SERVICE_AREAS);
  const s = useTexts(servicesTexts).page;
  const t = useTexts(localAreaTexts);
  const { company } = useSiteConstants();
  return (
    <>
      <PageMeta title={t.title} description={t.description} canonicalPath={paths.localArea.to()} />
      <PageHero
        eyebrow={t.eyebrow}
        title={t.heading}
        lead={t.lead}
        top={
          <Breadcrumb
            items={[
              { label: s.breadcrumbHome, to: paths.home.to() },
              { label: s.breadcrumbServices, to: paths.services.to() },
              { label: t.breadcrumb },
            ]}
          />
        }
      />
      <section className="section">
        <div className="container service-layout">
          <article className="service-body">
            <h2>{t.introHeading}</h2>
            {t.intro.map((paragraph) => (
              <p key={paragraph.slice(0, 24)}>{paragraph}</p>
            ))}
            <h2>{t.areasHeading}</h2>
            <p>{t.areasIntro}</p>
            <ul className="area-list" role="list">
              {areas.map((area) => (
                <li key={area}>
                  <MapPin size={18} aria-hidden="true" />
                  {area}
                </li>
              ))}
            </ul>
            <h2>{t.whyHeading}</h2>
            <ul className="check-list check-list--two">
              {t.why.map((reason) => (
                <li key={reason}>
                  <CheckCircle2 size={20} aria-hidden="true" />
                  <span>{reason}</span>
                </li>
              ))}
            </ul>
            <ServiceQuoteActions />
          </article>
          <ServiceSidebar company={company} />
        </div>
      </section>
      <section className="section section--alt" aria-labelledby="local-services-heading">
        <div className="container">
          <h2 id="local-services-heading">{t.servicesHeading}</h2>
          <ServicesGrid ids={MENU_SERVICE_IDS} />
        </div>
      </section>
      <ContactCtaBand
        heading={t.ctaHeading}
        text={t.ctaText}
        contactLabel={s.ctaPrimary}
        to={paths.quote.to()}
      >
        <ButtonLink to={telHref(company.phone)} size="lg" variant="inverse" icon={<Phone />}>
          {company.phone}
        </ButtonLink>
      </ContactCtaBand>
    </>
  );
}
