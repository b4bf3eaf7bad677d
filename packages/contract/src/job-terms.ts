/**
 * A job's experience and pay as numbers, so each language writes them its own way:
 * "2–5 years" here, and in Arabic (job-terms.ar.ts, loaded by Arabic pages only) «من سنتين إلى 5 سنوات».
 * The server's checks and the admin form use the same limits, rule and messages from here.
 */

import { groupedNumber } from './numbers.ts';

export const JOB_TERM_LIMITS = { maxYears: 50, maxMonthlySalary: 1_000_000 } as const;

/** Years of experience asked for: at least `experienceMinYears`, at most `experienceMaxYears` (null: no upper bound). */
export interface JobExperience {
  experienceMinYears: number;
  experienceMaxYears: number | null;
}

/** Monthly pay in AED; both null when the job does not show a salary. */
export interface JobSalary {
  salaryMin: number | null;
  salaryMax: number | null;
}

export const JOB_TERM_MESSAGES = {
  experienceMinRequired: 'Minimum experience is required (0 for none)',
  experienceYears: `Years of experience must be a whole number from 0 to ${JOB_TERM_LIMITS.maxYears}`,
  experienceMaxBelowMin: 'Maximum experience must not be less than the minimum',
  salaryAmount: `Salary must be a whole number of dirhams from 1 to ${groupedNumber(JOB_TERM_LIMITS.maxMonthlySalary)}`,
  salaryMaxBelowMin: 'Maximum salary must not be less than the minimum',
  salaryMinRequired: 'Give the minimum salary, or leave both salary fields empty',
} as const;

/** The upper bound worth writing: none when absent or not above the minimum. */
export const upperBound = (min: number, max: number | null) => (max !== null && max > min ? max : null);

const englishYears = (years: number) => `${groupedNumber(years)} ${years === 1 ? 'year' : 'years'}`;

/** The experience a job asks for, in English: "2–5 years", "3 years or more", "No experience required". */
export function experienceInEnglish({
  experienceMinYears: min,
  experienceMaxYears: max,
}: JobExperience): string {
  const upper = upperBound(min, max);
  if (upper !== null)
    return min === 0 ? `Up to ${englishYears(upper)}` : `${groupedNumber(min)}–${englishYears(upper)}`;
  if (min === 0) return 'No experience required';
  return max === min ? englishYears(min) : `${englishYears(min)} or more`;
}

/** The monthly pay in English ("AED 4,500–6,000 a month"); null when the job shows none. */
export function salaryInEnglish({ salaryMin: min, salaryMax: max }: JobSalary): string | null {
  if (min === null) return null;
  const upper = upperBound(min, max);
  return upper === null
    ? `AED ${groupedNumber(min)} a month`
    : `AED ${groupedNumber(min)}–${groupedNumber(upper)} a month`;
}

/**
 * Which rule each experience or salary field breaks when a pair does not make sense (minimum above
 * the maximum, a maximum without a minimum), keyed by field; empty when fine. Numbers are checked one
 * by one before this.
 */
export function jobTermProblems(terms: {
  [Field in keyof (JobExperience & JobSalary)]?: number | null;
}): Record<string, keyof typeof JOB_TERM_MESSAGES> {
  const problems: Record<string, keyof typeof JOB_TERM_MESSAGES> = {};
  const { experienceMinYears, experienceMaxYears, salaryMin, salaryMax } = terms;
  if (typeof experienceMinYears === 'number' && typeof experienceMaxYears === 'number') {
    if (experienceMaxYears < experienceMinYears) problems.experienceMaxYears = 'experienceMaxBelowMin';
  }
  if (salaryMin == null && salaryMax != null) {
    problems.salaryMin = 'salaryMinRequired';
  } else if (typeof salaryMin === 'number' && typeof salaryMax === 'number' && salaryMax < salaryMin) {
    problems.salaryMax = 'salaryMaxBelowMin';
  }
  return problems;
}

/** The field messages of `jobTermProblems`, in English. */
export function jobTermErrors(terms: Parameters<typeof jobTermProblems>[0]): Record<string, string> {
  return Object.fromEntries(
    Object.entries(jobTermProblems(terms)).map(([field, rule]) => [field, JOB_TERM_MESSAGES[rule]]),
  );
}
