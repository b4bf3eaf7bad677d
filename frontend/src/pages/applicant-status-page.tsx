import { PageMeta } from '@/components/seo/page-meta';
import { PageHero } from '@/components/ui/page-hero';
import { paths } from '@/config/paths';
import { ApplicantStatusContent } from '@/features/site/applicant-status/applicant-status-content';
import { applicantStatusTexts } from '@/features/site/applicant-status/texts';
import { Island } from '@/islands/island';
import { useTexts } from '@/lib/i18n/texts';

/**
 * /careers/status: the applicant's own page behind their personal link. Never indexed;
 * the server also sends it `no-store` and `Referrer-Policy: no-referrer`.
 */
export default function ApplicantStatusPage() {
  const t = useTexts(applicantStatusTexts);
  return (
    <>
      <PageMeta
        title={t.meta.title}
        description={t.meta.description}
        canonicalPath={paths.applicantStatus.to()}
        noindex
      />
      <PageHero eyebrow={t.eyebrow} title={t.heading} lead={t.intro} />
      <section className="section">
        <div className="container applicant-status-layout">
          <Island name="applicantStatus">
            <ApplicantStatusContent />
          </Island>
        </div>
      </section>
    </>
  );
}
