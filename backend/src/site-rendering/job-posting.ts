import {
  closingInstant,
  DEFAULT_JOB_EMIRATE,
  EMIRATE_NAMES,
  experienceInEnglish,
  pathInLanguage,
  type Job,
  type JobType,
  type Language,
  type SiteConstants,
} from '@uaq/contract';
import { experienceInArabic } from '@uaq/contract/job-terms.ar';
import { EMIRATE_NAMES_AR } from '@uaq/contract/quote-names.ar';
import { escapeHtml } from '../platform/common/html/escape-html';

/** Google for Jobs employment types for the contract's job types. */
const EMPLOYMENT_TYPES: Record<JobType, string> = {
  'Full-time': 'FULL_TIME',
  'Part-time': 'PART_TIME',
  Contract: 'CONTRACTOR',
  Internship: 'INTERN',
};

/** How long a posting is advertised as valid after it was posted. */
export const POSTING_VALID_DAYS = 60;
/** A job still open after its first window is advertised for this many more days from today. */
export const POSTING_EXTENSION_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * `validThrough`: 60 days after posting; a job still active after that is advertised 30 more days
 * from today (day precision, so rendered pages stay cacheable), never a date in the past.
 */
export function postingValidThrough(postedAt: string, now: Date): string {
  const firstWindow = new Date(postedAt).getTime() + POSTING_VALID_DAYS * DAY_MS;
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const validThrough = firstWindow > now.getTime() ? firstWindow : today + POSTING_EXTENSION_DAYS * DAY_MS;
  return new Date(validThrough).toISOString();
}

/** The labels of the description's HTML, in the posting's language. */
const DESCRIPTION_LABELS: Record<Language, { requirements: string; experience: string }> = {
  en: { requirements: 'Requirements:', experience: 'Experience:' },
  ar: { requirements: 'المتطلبات:', experience: 'الخبرة:' },
};

/**
 * The job as an Arabic page shows it: each field in Arabic where HR gave it, else the English one
 * (a posting is never left without a title or description).
 */
export function jobInLanguage(job: Job, language: Language): Job {
  if (language === 'en') return job;
  const requirementsAr = job.requirementsAr?.filter((requirement) => requirement.trim()) ?? [];
  return {
    ...job,
    title: job.titleAr?.trim() || job.title,
    description: job.descriptionAr?.trim() || job.description,
    location: job.locationAr?.trim() || job.location,
    requirements: requirementsAr.length > 0 ? requirementsAr : job.requirements,
  };
}

/**
 * The job's description as HTML, as Google and the job boards ask for it: the text's paragraphs plus
 * the requirements as a list and the experience asked for (for a job already in `language`).
 */
export function jobDescriptionHtml(job: Job, language: Language): string {
  const labels = DESCRIPTION_LABELS[language];
  const paragraphs = job.description
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`);
  const requirements = job.requirements.filter((requirement) => requirement.trim());
  if (requirements.length > 0) {
    paragraphs.push(`<p>${labels.requirements}</p>`);
    paragraphs.push(`<ul>${requirements.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`);
  }
  const experience = language === 'ar' ? experienceInArabic(job) : experienceInEnglish(job);
  paragraphs.push(`<p>${labels.experience} ${escapeHtml(experience)}</p>`);
  return paragraphs.join('');
}

/** The job's emirate by name, in the posting's language: its region (`addressRegion`, a feed's state). */
export function emirateName(job: Pick<Job, 'emirate'>, language: Language): string {
  const emirate = job.emirate ?? DEFAULT_JOB_EMIRATE;
  return language === 'ar' ? EMIRATE_NAMES_AR[emirate] : EMIRATE_NAMES[emirate];
}

/**
 * 'Umm Al Quwain, UAE' → 'Umm Al Quwain', «أم القيوين، الإمارات العربية المتحدة» → «أم القيوين»: the
 * country has its own field. A place that is only the country is the emirate's.
 */
export function locality(job: Pick<Job, 'location' | 'emirate'>, language: Language): string {
  const country = /[,،\s]*(UAE|U\.A\.E\.?|United Arab Emirates|الإمارات العربية المتحدة|الإمارات)\s*$/i;
  return job.location.replace(country, '').trim() || emirateName(job, language);
}

function textConstant(constants: SiteConstants, key: string, fallback: string): string {
  const value = constants[key];
  return typeof value === 'string' && value.trim() ? value.trim() : fallback;
}

/** The company as it hires in `language`: its Arabic trade name in Arabic where the owner entered one. */
export function companyNameIn(constants: SiteConstants, language: Language): string {
  const englishName = textConstant(constants, 'companyName', 'Fire safety contractor');
  return language === 'ar' ? textConstant(constants, 'companyNameAr', englishName) : englishName;
}

/**
 * schema.org JobPosting for an active job's apply page (Google for Jobs); on the Arabic apply page
 * in Arabic where the job has its Arabic fields.
 */
export function buildJobPosting(
  englishJob: Job,
  constants: SiteConstants,
  publicUrl: string,
  now: Date = new Date(),
  language: Language = 'en',
): Record<string, unknown> {
  const job = jobInLanguage(englishJob, language);
  const companyName = companyNameIn(constants, language);
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.title,
    description: jobDescriptionHtml(job, language),
    identifier: { '@type': 'PropertyValue', name: companyName, value: String(job.id) },
    datePosted: new Date(job.createdAt).toISOString(),
    // A closing day is what HR promised applicants; without one, the rolling window below.
    validThrough: job.closesOn ? closingInstant(job.closesOn) : postingValidThrough(job.createdAt, now),
    employmentType: EMPLOYMENT_TYPES[job.type] ?? 'OTHER',
    hiringOrganization: {
      '@type': 'Organization',
      name: companyName,
      sameAs: publicUrl,
      url: publicUrl,
    },
    jobLocation: {
      '@type': 'Place',
      address: {
        '@type': 'PostalAddress',
        addressLocality: locality(job, language),
        addressRegion: emirateName(job, language),
        addressCountry: 'AE',
      },
    },
    directApply: true,
    url: `${publicUrl}${pathInLanguage(`/careers/apply/${job.id}`, language)}`,
    ...(job.salaryMin !== null
      ? {
          baseSalary: {
            '@type': 'MonetaryAmount',
            currency: 'AED',
            value: {
              '@type': 'QuantitativeValue',
              ...(job.salaryMax === null || job.salaryMax === job.salaryMin
                ? { value: job.salaryMin }
                : { minValue: job.salaryMin, maxValue: job.salaryMax }),
              unitText: 'MONTH',
            },
          },
        }
      : {}),
    experienceRequirements: {
      '@type': 'OccupationalExperienceRequirements',
      monthsOfExperience: job.experienceMinYears * 12,
    },
  };
}

/**
 * JSON for a `<script>` element: `<` is escaped so no value can close the element, and the two
 * line separators JavaScript treats as newlines are escaped too.
 */
export function serializeForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export function jobPostingScript(
  job: Job,
  constants: SiteConstants,
  publicUrl: string,
  now?: Date,
  language: Language = 'en',
): string {
  return `<script type="application/ld+json">${serializeForScript(buildJobPosting(job, constants, publicUrl, now, language))}</script>`;
}
