// Content HR writes in English and Arabic (jobs, projects): what is still missing in Arabic, and
// when an item counts as English only. Re-exported by index.ts; the admin lists, the Arabic pages,
// the sitemap and the JSON-LD follow the same rule.
import type { Job } from './jobs.ts';
import type { Project } from './projects.ts';

/** A job's texts that have an Arabic twin (`titleAr`, …). */
export const JOB_BILINGUAL_FIELDS = ['title', 'description', 'location', 'requirements'] as const;
export type JobBilingualField = (typeof JOB_BILINGUAL_FIELDS)[number];

/** A project's texts that have an Arabic twin. */
export const PROJECT_BILINGUAL_FIELDS = ['title', 'description', 'location', 'client'] as const;
export type ProjectBilingualField = (typeof PROJECT_BILINGUAL_FIELDS)[number];

const written = (text: string | null | undefined) => Boolean(text?.trim());
const anyWritten = (texts: readonly string[] | null | undefined) => (texts ?? []).some(written);

type JobTexts = Pick<Job, 'title' | 'description' | 'location' | 'requirements'> &
  Pick<Job, 'titleAr' | 'descriptionAr' | 'locationAr' | 'requirementsAr'>;
type ProjectTexts = Pick<Project, 'title' | 'description' | 'location' | 'client'> &
  Partial<Pick<Project, 'titleAr' | 'descriptionAr' | 'locationAr' | 'clientAr'>>;

/** The job's texts written in English but not in Arabic (blank counts as not written). */
export function jobArabicMissing(job: JobTexts): JobBilingualField[] {
  const missing: Record<JobBilingualField, boolean> = {
    title: written(job.title) && !written(job.titleAr),
    description: written(job.description) && !written(job.descriptionAr),
    location: written(job.location) && !written(job.locationAr),
    requirements: anyWritten(job.requirements) && !anyWritten(job.requirementsAr),
  };
  return JOB_BILINGUAL_FIELDS.filter((field) => missing[field]);
}

/** The project's texts written in English but not in Arabic. */
export function projectArabicMissing(project: ProjectTexts): ProjectBilingualField[] {
  const missing: Record<ProjectBilingualField, boolean> = {
    title: written(project.title) && !written(project.titleAr),
    description: written(project.description) && !written(project.descriptionAr),
    location: written(project.location) && !written(project.locationAr),
    client: written(project.client) && !written(project.clientAr),
  };
  return PROJECT_BILINGUAL_FIELDS.filter((field) => missing[field]);
}

/**
 * English only: a job or project without its Arabic title or description. Its Arabic page says, in
 * Arabic, that it is available in English only and is `noindex`; it stays out of the sitemap's and
 * the pages' `hreflang` Arabic alternates and its Arabic JobPosting until HR writes both. (Other
 * texts left in English show marked `lang="en"` on an Arabic page that is otherwise translated.)
 */
export function isEnglishOnly(item: { titleAr?: string | null; descriptionAr?: string | null }): boolean {
  return !written(item.titleAr) || !written(item.descriptionAr);
}
