import type { Job, Language } from '@uaq/contract';
import { useLanguage } from './language';

/** A job's text as a page shows it; `lang` is 'en' when an Arabic page falls back to the English. */
export interface JobText<T> {
  value: T;
  lang: 'en' | undefined;
}

export interface JobInLanguage {
  title: JobText<string>;
  description: JobText<string>;
  requirements: JobText<string[]>;
  /** For the job's other fields (location, experience), which HR writes in English only. */
  englishDataLang: 'en' | undefined;
}

const nonBlank = (items: readonly string[] | null | undefined) => (items ?? []).filter((item) => item.trim());

/**
 * A job in the page's language: on Arabic pages its Arabic title, description and requirements where
 * HR gave them, else the English ones marked `lang="en"` (so screen readers pronounce them right).
 */
export function useJobInLanguage(job: Job): JobInLanguage {
  return jobInLanguage(job, useLanguage());
}

export function jobInLanguage(job: Job, language: Language): JobInLanguage {
  const arabic = language === 'ar';
  const pick = <T>(arabicValue: T | null, english: T): JobText<T> =>
    !arabic
      ? { value: english, lang: undefined }
      : arabicValue !== null
        ? { value: arabicValue, lang: undefined }
        : { value: english, lang: 'en' };
  const requirementsAr = nonBlank(job.requirementsAr);
  return {
    title: pick(job.titleAr?.trim() || null, job.title),
    description: pick(job.descriptionAr?.trim() || null, job.description),
    requirements: pick(requirementsAr.length > 0 ? requirementsAr : null, nonBlank(job.requirements)),
    englishDataLang: arabic ? 'en' : undefined,
  };
}
