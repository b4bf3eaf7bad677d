import { Award, BadgeCheck, CalendarCheck, Headset, Layers, Users } from 'lucide-react';
import { Credentials, EmergencyLine } from '@/components/layout/credentials';
import { PageMeta } from '@/components/seo/page-meta';
import { ContactCtaBand } from '@/components/ui/cta-band';
import { PageHero } from '@/components/ui/page-hero';
import { SectionHeader } from '@/components/ui/section-header';
import { paths } from '@/config/paths';
import { ABOUT_COUNTER_FALLBACKS } from '@/features/site/company/counter-fallbacks';
import { StatsList } from '@/features/site/company/stats-band';
import { aboutTexts } from '@/features/site/company/about-texts';
import { numericOr } from '@/features/site/site-constants/site-constants-defaults';
import { useSiteConstants } from '@/features/site/site-constants/use-site-constants';
import '../features/site/company/company.css';
import { useTexts } from '@/lib/i18n/texts';

const WHY_ICONS = [BadgeCheck, Users, Layers, Award, CalendarCheck, Headset];

export default function AboutPage() {
  const t = useTexts(aboutTexts);
  const { constants, company, isSuccess } = useSiteConstants();
  const f = ABOUT_COUNTER_FALLBACKS;

  return (
    <>
      <PageMeta title={t.title} description={t.description} canonicalPath={paths.about.to()} />
      <PageHero eyebrow={t.eyebrow} title={t.heading} lead={t.lead} />

      <section className="section" aria-label={t.storyAndMissionLabel}>
        <div className="container split split--top">
          <div>
            <h2>{t.storyHeading}</h2>
            {t.story.map((paragraph) => (
              <p key={paragraph.slice(0, 24)}>{paragraph}</p>
            ))}
          </div>
          <div className="mission-card">
            <h2>{t.missionHeading}</h2>
            <p className="mission-card__statement">{t.mission}</p>
            <h3 className="visually-hidden">{t.valuesHeading}</h3>
            <ul className="values-list">
              {t.values.map((value) => (
                <li key={value.title}>
                  <strong>{value.title}</strong>: {value.text}
                </li>
              ))}
            </ul>
          </div>
        </div>
      </section>

      <section className="section section--dark" aria-labelledby="about-numbers-heading">
        <div className="container">
          <SectionHeader id="about-numbers-heading" title={t.numbersHeading} inverse />
          <div className="stats-placeholder">
            {isSuccess ? (
              <StatsList
                tone="dark"
                items={[
                  { label: t.projectsCompleted, value: numericOr(constants.projectCount, f.projectCount) },
                  { label: t.happyClients, value: numericOr(constants.clientsCount, f.clientsCount) },
                  {
                    label: t.expertEngineers,
                    value: numericOr(constants.expertEngineers, f.expertEngineers),
                  },
                  {
                    label: t.yearsExperience,
                    value: numericOr(constants.yearsExperience, f.yearsExperience),
                  },
                ]}
              />
            ) : null}
          </div>
        </div>
      </section>

      <section className="section section--alt" aria-labelledby="about-why-heading">
        <div className="container">
          <SectionHeader id="about-why-heading" title={t.whyHeading} intro={t.whyIntro} />
          <ul className="card-grid feature-grid" role="list">
            {t.why.map((item, index) => {
              const Icon = WHY_ICONS[index];
              return (
                <li key={item.title}>
                  <span className="feature-grid__icon">
                    <Icon size={24} aria-hidden="true" />
                  </span>
                  <h3>{item.title}</h3>
                  <p>{item.text}</p>
                </li>
              );
            })}
          </ul>
          <div className="about-facts">
            <Credentials company={company} />
            <EmergencyLine company={company} />
          </div>
        </div>
      </section>

      <ContactCtaBand heading={t.ctaHeading} text={t.ctaText} contactLabel={t.cta} />
    </>
  );
}
