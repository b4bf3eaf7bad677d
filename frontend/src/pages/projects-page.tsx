import { useParams } from 'react-router';
import { PageMeta } from '@/components/seo/page-meta';
import { Alert } from '@/components/ui/alert';
import { ContactCtaBand } from '@/components/ui/cta-band';
import { PageHero } from '@/components/ui/page-hero';
import { SectionHeader } from '@/components/ui/section-header';
import { paths } from '@/config/paths';
import { ABOUT_COUNTER_FALLBACKS } from '@/features/site/company/counter-fallbacks';
import { StatsList } from '@/features/site/company/stats-band';
import { BackToProjects, ProjectDetail } from '@/features/site/projects/project-detail';
import { ProjectMeta } from '@/features/site/projects/project-meta';
import { ProjectsBrowser } from '@/features/site/projects/projects-browser';
import { usePublicProject, usePublicProjects } from '@/features/site/projects/public-projects';
import { projectsTexts } from '@/features/site/projects/texts';
import { SERVICE_SUMMARIES } from '@/features/site/services/service-summaries';
import { numericOr } from '@/features/site/site-constants/site-constants-defaults';
import { useSiteConstants } from '@/features/site/site-constants/use-site-constants';
import '../features/site/company/company.css';
import { useTexts } from '@/lib/i18n/texts';

function ProjectsUnavailable() {
  const t = useTexts(projectsTexts);
  return (
    <Alert tone="danger" className="sample-notice">
      {t.loadFailed}
    </Alert>
  );
}

function ProjectNotFound() {
  const t = useTexts(projectsTexts);
  return (
    <section className="section">
      <PageMeta title={t.detail.notFoundTitle} description={t.detail.notFoundText} noindex />
      <div className="container">
        <BackToProjects />
        <h1>{t.detail.notFoundTitle}</h1>
        <p>{t.detail.notFoundText}</p>
      </div>
    </section>
  );
}

/** A project the route's loader read; a missing one is its 404, shown by this page as its error boundary. */
function ProjectView() {
  const summaries = useTexts(SERVICE_SUMMARIES);
  const t = useTexts(projectsTexts);
  const { data: project, failure } = usePublicProject();
  if (failure === 'missing') return <ProjectNotFound />;
  if (failure || !project) return <ProjectsUnavailable />;
  return (
    <>
      <ProjectMeta project={project} />
      <section className="section">
        <div className="container">
          <ProjectDetail project={project} serviceName={(id) => summaries[id].title} />
        </div>
      </section>
      <ContactCtaBand
        heading={t.detail.ctaHeading}
        text={t.detail.ctaText}
        contactLabel={t.detail.cta}
        to={paths.quote.to()}
      />
    </>
  );
}

/** The published projects, with the sample notice while any of them is a sample. */
function ProjectsList() {
  const t = useTexts(projectsTexts);
  const { data: projects, failure } = usePublicProjects();
  if (failure) return <ProjectsUnavailable />;
  if (!projects) return null;
  return (
    <>
      {projects.some((project) => project.sample) ? (
        <Alert tone="info" className="sample-notice">
          {t.sampleNotice}
        </Alert>
      ) : null}
      <ProjectsBrowser projects={projects} />
    </>
  );
}

/** /projects, /projects/grid, /gallery (list) and /projects/:projectId (detail, by slug). */
export default function ProjectsPage() {
  const t = useTexts(projectsTexts);
  const { projectId } = useParams();
  const { constants, isSuccess } = useSiteConstants();
  if (projectId !== undefined) return <ProjectView />;
  const f = ABOUT_COUNTER_FALLBACKS;

  return (
    <>
      <PageMeta title={t.title} description={t.description} canonicalPath={paths.projects.to()} />
      <PageHero eyebrow={t.eyebrow} title={t.heading} lead={t.lead} />
      <section className="section" aria-label={t.title}>
        <div className="container">
          <ProjectsList />
        </div>
      </section>
      <section className="section section--alt" aria-labelledby="projects-stats-heading">
        <div className="container">
          <SectionHeader id="projects-stats-heading" title={t.statsHeading} />
          <div className="stats-placeholder">
            {isSuccess ? (
              <StatsList
                items={[
                  {
                    label: t.stats.projectsCompleted,
                    value: numericOr(constants.projectCount, f.projectCount),
                  },
                  { label: t.stats.happyClients, value: numericOr(constants.clientsCount, f.clientsCount) },
                  {
                    label: t.stats.yearsExperience,
                    value: numericOr(constants.yearsExperience, f.yearsExperience),
                  },
                ]}
              />
            ) : null}
          </div>
        </div>
      </section>
      <ContactCtaBand heading={t.ctaHeading} text={t.ctaText} contactLabel={t.cta} to={paths.quote.to()} />
    </>
  );
}
