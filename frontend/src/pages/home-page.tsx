import { ArrowRight, BadgeCheck, Clock, HardHat } from 'lucide-react';
import { Link } from '@/lib/i18n/links';
import { Credentials, EmergencyLine } from '@/components/layout/credentials';
import { PageMeta } from '@/components/seo/page-meta';
import { ButtonLink } from '@/components/ui/button';
import { ContactCtaBand } from '@/components/ui/cta-band';
import { SectionHeader } from '@/components/ui/section-header';
import { MENU_SERVICE_IDS, paths } from '@/config/paths';
import { HOME_COUNTER_FALLBACKS } from '@/features/site/company/counter-fallbacks';
import { HeroIllustration } from '@/features/site/company/hero-illustration';
import { RotatingWords } from '@/features/site/company/rotating-words';
import { StatsList } from '@/features/site/company/stats-band';
import { homeTexts } from '@/features/site/company/home-texts';
import { ServicesGrid } from '@/features/site/services/service-card';
import { numericOr } from '@/features/site/site-constants/site-constants-defaults';
import { useSiteConstants } from '@/features/site/site-constants/use-site-constants';
import '../features/site/company/company.css';
import { useTexts } from '@/lib/i18n/texts';

const TRUST_ICONS = [BadgeCheck, HardHat, Clock];

export default function HomePage() {
  const t = useTexts(homeTexts);
  const { constants, company, isSuccess } = useSiteConstants();

  return (
    <>
      <PageMeta
        title={t.title(company.name)}
        fullTitle
        description={t.description}
        canonicalPath={paths.home.to()}
      />

      <section className="home-hero">
        <div className="container home-hero__inner">
          <div>
            <p className="home-hero__eyebrow">{t.eyebrow}</p>
            <h1>{t.tagline}</h1>
            <div className="home-hero__rotating">
              <RotatingWords prefix={t.rotatingPrefix} words={t.rotatingWords} />
            </div>
            <p className="home-hero__lead">{t.lead}</p>
            <div className="home-hero__actions">
              <ButtonLink to={paths.quote.to()} size="lg" iconEnd={<ArrowRight />}>
                {t.primaryCta}
              </ButtonLink>
              <ButtonLink to={paths.services.to()} size="lg" variant="inverse">
                {t.secondaryCta}
              </ButtonLink>
            </div>
          </div>
          <div className="home-hero__art">
            <HeroIllustration />
          </div>
        </div>
      </section>

      <div className="trust-band">
        <div className="container">
          <ul className="trust-strip" role="list">
            {t.trust.map((item, index) => {
              const Icon = TRUST_ICONS[index];
              return (
                <li key={item.title}>
                  <Icon size={28} aria-hidden="true" />
                  <span>
                    <strong>{item.title}</strong>
                    <span>{item.text}</span>
                  </span>
                </li>
              );
            })}
          </ul>
          <div className="trust-band__facts">
            <Credentials company={company} />
            <EmergencyLine company={company} />
          </div>
        </div>
      </div>

      <section className="section" aria-labelledby="home-about-heading">
        <div className="container split">
          <div>
            <SectionHeader
              id="home-about-heading"
              eyebrow={t.aboutEyebrow}
              title={t.aboutHeading}
              align="start"
            />
            {t.aboutText.map((paragraph) => (
              <p key={paragraph.slice(0, 24)}>{paragraph}</p>
            ))}
            <Link to={paths.about.to()} className="text-link-strong">
              {t.aboutLink} <ArrowRight size={16} aria-hidden="true" />
            </Link>
          </div>
          <div className="stats-placeholder">
            {isSuccess ? (
              <StatsList
                items={[
                  {
                    label: t.projectsCompleted,
                    value: numericOr(constants.projectCount, HOME_COUNTER_FALLBACKS.projectCount),
                  },
                  {
                    label: t.happyClients,
                    value: numericOr(constants.clientsCount, HOME_COUNTER_FALLBACKS.clientsCount),
                  },
                ]}
              />
            ) : null}
          </div>
        </div>
      </section>

      <section className="section section--alt" aria-labelledby="home-services-heading">
        <div className="container">
          <SectionHeader
            id="home-services-heading"
            eyebrow={t.servicesEyebrow}
            title={t.servicesHeading}
            intro={t.servicesIntro}
          />
          <ServicesGrid ids={MENU_SERVICE_IDS} />
          <p className="center-row">
            <ButtonLink to={paths.services.to()} variant="secondary">
              {t.allServices}
            </ButtonLink>
          </p>
        </div>
      </section>

      <ContactCtaBand
        heading={t.ctaHeading}
        text={t.ctaText}
        contactLabel={t.primaryCta}
        to={paths.quote.to()}
      />
    </>
  );
}
