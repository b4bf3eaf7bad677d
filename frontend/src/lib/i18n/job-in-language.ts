import { experienceInEnglish, salaryInEnglish, type Job, type Language } from '@uaq/contract';
import { useLanguage } from './language';
import { texts, useTexts, type TextsOf } from './texts';

/**
 * How a page writes a job's experience and monthly salary: the contract's wording, shared with the
 * e-mails («من سنة إلى 4 سنوات»، «درهم شهريًا» in Arabic).
 */
const jobTermTexts = texts({ experience: experienceInEnglish, salary: salaryInEnglish }, () =>
  import('@uaq/contract/job-terms.ar').then((arabic) => ({
    experience: arabic.experienceInArabic,
    salary: arabic.salaryInArabic,
  })),
);

/**
 * A job's text as a page shows it; on an Arabic page that falls back to the English, `lang` is 'en'
 * and `dir` 'ltr', so the English reads left to right (its full stop at its end) and is pronounced
 * as English.
 */
export interface JobText<T> {
  value: T;
  lang: 'en' | undefined;
  dir: 'ltr' | undefined;
}

export interface JobInLanguage {
  title: JobText<string>;
  description: JobText<string>;
  location: JobText<string>;
  requirements: JobText<string[]>;
  /** Written from the job's numbers in the page's language ("2–5 years", «من سنتين إلى 5 سنوات»). */
  experience: string;
  /** The monthly pay in AED in the page's language; null when the job shows none. */
  salary: string | null;
}

const nonBlank = (items: readonly string[] | null | undefined) => (items ?? []).filter((item) => item.trim());

/**
 * A job in the page's language: on Arabic pages its Arabic title, description, location and
 * requirements where HR gave them, else the English ones marked `lang="en"` (so they display left to
 * right and screen readers pronounce them right); experience and salary always in the page's language.
 */
export function useJobInLanguage(job: Job): JobInLanguage {
  return jobInLanguage(job, useLanguage(), useTexts(jobTermTexts));
}

export function jobInLanguage(
  job: Job,
  language: Language,
  terms: TextsOf<typeof jobTermTexts> = jobTermTexts.english,
): JobInLanguage {
  const arabic = language === 'ar';
  const pick = <T>(arabicValue: T | null, english: T): JobText<T> =>
    !arabic
      ? { value: english, lang: undefined, dir: undefined }
      : arabicValue !== null
        ? { value: arabicValue, lang: undefined, dir: undefined }
        : { value: english, lang: 'en', dir: 'ltr' };
  const requirementsAr = nonBlank(job.requirementsAr);
  return {
    title: pick(job.titleAr?.trim() || null, job.title),
    description: pick(job.descriptionAr?.trim() || null, job.description),
    location: pick(job.locationAr?.trim() || null, job.location),
    requirements: pick(requirementsAr.length > 0 ? requirementsAr : null, nonBlank(job.requirements)),
    experience: terms.experience(job),
    salary: terms.salary(job),
  };
}
