import { PageMeta } from '@/components/seo/page-meta';
import { PageHero } from '@/components/ui/page-hero';
import { paths } from '@/config/paths';
import { LegalDocument } from '@/features/legal/legal-document';
import { privacyTexts } from '@/features/legal/texts';
import { useSiteConstants } from '@/features/site-constants/use-site-constants';

export default function PrivacyPage() {
  const { company } = useSiteConstants();
  const t = privacyTexts(company);
  return (
    <>
      <PageMeta title={t.title} description={t.description} canonicalPath={paths.privacy.to()} />
      <PageHero title={t.heading} lead={t.lead} />
      <section className="section">
        <div className="container">
          <LegalDocument updated={t.updated} sections={t.sections} />
        </div>
      </section>
    </>
  );
}
