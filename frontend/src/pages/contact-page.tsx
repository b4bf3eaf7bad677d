import { ArrowRight } from 'lucide-react';
import { PageMeta } from '@/components/seo/page-meta';
import { PageHero } from '@/components/ui/page-hero';
import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { ContactForm } from '@/features/site/contact/contact-form';
import { ContactInfo, ContactMap } from '@/features/site/contact/contact-info';
import { contactTexts } from '@/features/site/contact/texts';
import { useSiteConstants } from '@/features/site/site-constants/use-site-constants';
import { Island } from '@/islands/island';
import { useTexts } from '@/lib/i18n/texts';

/** /contact: enquiry form, contact details and hours from the constants, the map, a call to action. */
export default function ContactPage() {
  const t = useTexts(contactTexts);
  const { company } = useSiteConstants();
  return (
    <>
      <PageMeta title={t.meta.title} description={t.meta.description} canonicalPath={paths.contact.to()} />
      <PageHero eyebrow={t.eyebrow} title={t.heading} lead={t.intro} />
      <section className="section">
        <div className="container split-layout contact-layout">
          <Island name="contactForm">
            <ContactForm />
          </Island>
          <ContactInfo company={company} />
        </div>
      </section>
      <section className="section section--alt">
        <div className="container">
          <ContactMap address={company.address} />
        </div>
      </section>
      <section className="section contact-cta-band">
        <div className="container contact-cta">
          <div>
            <h2>{t.ctaHeading}</h2>
            <p>{t.ctaText}</p>
          </div>
          <ButtonLink to={paths.services.to()} variant="inverse" size="lg" iconEnd={<ArrowRight />}>
            {t.ctaButton}
          </ButtonLink>
        </div>
      </section>
    </>
  );
}
