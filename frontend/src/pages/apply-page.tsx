import { useParams } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { isEnglishOnly, parseRecordId } from '@uaq/contract';
import { PageMeta } from '@/components/seo/page-meta';
import { PageHero } from '@/components/ui/page-hero';
import { Alert } from '@/components/ui/alert';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { ApplicationForm } from '@/features/site/apply/application-form';
import { JobShare } from '@/features/site/apply/job-share';
import { JobSummary } from '@/features/site/apply/job-summary';
import { applyMessages, applyTexts } from '@/features/site/apply/texts';
import { layoutTexts } from '@/components/layout/texts';
import { jobInLanguage } from '@/lib/i18n/job-in-language';
import { jobLoadTexts } from '@/features/site/careers/job-load-texts';
import { useLanguage } from '@/lib/i18n/language';
import { Island } from '@/islands/island';
import { useTexts } from '@/lib/i18n/texts';
import { usePublicJob } from '@/features/site/careers/use-public-jobs';

const ENGLISH_ONLY = ['en'] as const;

/** /careers/apply/:jobId: the job's summary and the application form (or why it cannot be shown). */
export default function ApplyPage() {
  const t = useTexts(applyTexts);
  const nav = useTexts(layoutTexts).nav;
  const messages = useTexts(applyMessages).application;
  const loadTexts = useTexts(jobLoadTexts);
  const language = useLanguage();
  const jobId = parseRecordId(useParams().jobId);
  // A missing job is a 404 from the route's loader, shown by this page as its error boundary.
  const { data: job, errorText: loadError } = usePublicJob();

  const shown = job ? jobInLanguage(job, language) : undefined;
  const title = shown?.title;
  // A job HR wrote in English only: its Arabic page says so, is not indexed, and no page names it as an Arabic alternate.
  const englishOnly = job ? isEnglishOnly(job) : false;
  const englishOnlyHere = englishOnly && language === 'ar';

  const canonicalPath = jobId !== null ? paths.apply.to(jobId) : undefined;
  const back = (
    <ButtonLink to={paths.careers.to()} variant="secondary" icon={<ArrowLeft />}>
      {t.backToCareers}
    </ButtonLink>
  );

  let content;
  if (loadError || !job) {
    content = (
      <div className="apply-status">
        <PageMeta title={t.meta.notFoundTitle} description={t.meta.notFoundDescription} noindex />
        <Alert tone="danger" title={loadError}>
          {loadError === loadTexts.jobNotFound ? t.meta.notFoundDescription : null}
        </Alert>
        {back}
      </div>
    );
  } else {
    content = (
      <>
        <PageMeta
          title={
            englishOnlyHere ? t.englishOnly.metaTitle(job.title) : t.meta.title(title?.value ?? job.title)
          }
          description={(englishOnlyHere ? t.englishOnly.metaDescription : t.meta.description)(
            title?.value ?? job.title,
            shown?.location.value ?? job.location,
          )}
          canonicalPath={canonicalPath}
          noindex={job.status !== 'active' || englishOnlyHere}
          languages={englishOnly ? ENGLISH_ONLY : undefined}
        />
        {englishOnlyHere ? (
          <Alert tone="info" title={t.englishOnly.title} className="apply-english-only">
            {t.englishOnly.text}
          </Alert>
        ) : null}
        <div className="split-layout apply-layout">
          <JobSummary job={job}>{job.status === 'active' ? <JobShare job={job} /> : null}</JobSummary>
          <section aria-labelledby="application-heading">
            <h2 id="application-heading" className="apply-form-heading">
              {t.formHeading}
            </h2>
            {job.status === 'active' ? (
              <Island name="applicationForm" props={{ job }}>
                <ApplicationForm job={job} />
              </Island>
            ) : (
              <div className="apply-status">
                <Alert tone="info" title={t.closedTitle}>
                  {messages.jobNotAccepting}
                </Alert>
                {back}
              </div>
            )}
          </section>
        </div>
      </>
    );
  }

  return (
    <>
      <PageHero
        top={
          <Breadcrumb
            items={[
              { label: nav.home, to: paths.home.to() },
              { label: nav.careers, to: paths.careers.to() },
              { label: title?.value ?? t.eyebrow, lang: title?.lang },
            ]}
          />
        }
        eyebrow={job ? t.eyebrow : undefined}
        title={title?.value ?? t.meta.loadingTitle}
        titleLang={title?.lang}
        titleDir={title?.dir}
      />
      <section className="section">
        <div className="container">{content}</div>
      </section>
    </>
  );
}
