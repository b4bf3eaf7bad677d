import { useLocation } from 'react-router';
import { PageMeta } from '@/components/seo/page-meta';
import { PageHero } from '@/components/ui/page-hero';
import { Alert } from '@/components/ui/alert';
import { SectionHeader } from '@/components/ui/section-header';
import { paths } from '@/config/paths';
import type { AppliedForState } from '@/features/site/apply/application-form';
import { CareersList } from '@/features/site/careers/careers-list';
import { useClosedJobNotice } from '@/features/site/careers/closed-job-notice';
import { usePublicJobs } from '@/features/site/careers/use-public-jobs';
import { careersTexts } from '@/features/site/careers/texts';
import { WhyWorkWithUs } from '@/features/site/careers/why-work-with-us';
import { useSiteConstants } from '@/features/site/site-constants/use-site-constants';
import { Island } from '@/islands/island';
import { JOB_TITLE_SLOT, type CareersNoticesTexts } from '@/islands/careers-notices';
import { useTexts } from '@/lib/i18n/texts';

/** /careers: the openings (error, empty, list) and Why Work With Us. */
export default function CareersPage() {
  const t = useTexts(careersTexts);
  const { company } = useSiteConstants();
  const { data: jobs, errorText } = usePublicJobs();
  // Set by the apply form's redirect: the applicant still sees that it worked.
  const appliedFor = (useLocation().state as Partial<AppliedForState> | null)?.appliedFor;
  const jobClosed = useClosedJobNotice();
  return (
    <>
      <PageMeta title={t.meta.title} description={t.meta.description} canonicalPath={paths.careers.to()} />
      <PageHero eyebrow={t.eyebrow} title={t.heading} lead={t.intro} />
      <section className="section" aria-labelledby="current-openings">
        <div className="container">
          {/*
            Both notices are in the HTML, hidden unless they apply: in the browser islands/careers-notices.ts
            shows the one the visit calls for (the apply form's return, a closed job's tracking link).
          */}
          <Island
            name="careersNotices"
            props={{ appliedText: t.appliedText(JOB_TITLE_SLOT) } satisfies CareersNoticesTexts}
          >
            <div className="careers-notice careers-notice--applied" hidden={typeof appliedFor !== 'string'}>
              <Alert tone="success" title={t.appliedTitle}>
                {t.appliedText(appliedFor ?? '')}
              </Alert>
            </div>
            <div className="careers-notice careers-notice--job-closed" hidden={!jobClosed}>
              <Alert tone="info" title={t.jobClosedTitle}>
                {t.jobClosedText}
              </Alert>
            </div>
          </Island>
          <SectionHeader id="current-openings" title={t.openingsHeading} align="start" />
          <CareersList
            jobs={errorText ? [] : jobs}
            errorMessage={errorText}
            careersEmail={company.careersEmail}
          />
        </div>
      </section>
      <WhyWorkWithUs />
    </>
  );
}
