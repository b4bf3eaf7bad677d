import { PageMeta } from '@/components/seo/page-meta';
import { PageHero } from '@/components/ui/page-hero';
import { LoadingText } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { ApplicantStatusPanel } from '@/features/site/applicant-status/applicant-status-panel';
import { EmailChangeConfirm } from '@/features/site/applicant-status/email-change-confirm';
import { useLinkFragment } from '@/features/site/applicant-status/link-fragment';
import { LinkRequestForm } from '@/features/site/applicant-status/link-request-form';
import { applicantStatusTexts } from '@/features/site/applicant-status/texts';
import { useIsHydrated } from '@/lib/use-is-hydrated';
import { useTexts } from '@/lib/i18n/texts';

/**
 * /careers/status: the applicant's own page behind their personal link. Never indexed;
 * the server also sends it `no-store` and `Referrer-Policy: no-referrer`.
 */
export default function ApplicantStatusPage() {
  const t = useTexts(applicantStatusTexts);
  const hydrated = useIsHydrated();
  const fragment = useLinkFragment();
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
          {!hydrated ? (
            <LoadingText>{t.loading}</LoadingText>
          ) : fragment.kind === 'status' ? (
            <ApplicantStatusPanel key={fragment.token} token={fragment.token} />
          ) : fragment.kind === 'email-change' ? (
            <EmailChangeConfirm token={fragment.token} />
          ) : (
            <LinkRequestForm />
          )}
        </div>
      </section>
    </>
  );
}
