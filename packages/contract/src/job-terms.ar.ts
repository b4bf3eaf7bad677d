/**
 * A job's experience and pay in Arabic (see job-terms.ts), and the Arabic of its field messages.
 * Imported as `@uaq/contract/job-terms.ar`, so English pages never carry it.
 */
import {
  JOB_TERM_LIMITS,
  upperBound,
  type JOB_TERM_MESSAGES,
  type JobExperience,
  type JobSalary,
} from './job-terms.ts';
import type { Translation } from './language.ts';
import { arabicPluralCategory, groupedNumber } from './numbers.ts';

/** «سنة، سنتين، 3 سنوات، 11 سنة، 100 سنة», as written after «من» or «إلى». */
function years(count: number): string {
  switch (arabicPluralCategory(count)) {
    case 'one':
      return 'سنة';
    case 'two':
      return 'سنتين';
    case 'few':
      return `${groupedNumber(count)} سنوات`;
    default:
      return `${groupedNumber(count)} سنة`;
  }
}

/** Years standing alone: «سنة واحدة، سنتان، 5 سنوات». */
const yearsAlone = (count: number) => (count === 1 ? 'سنة واحدة' : count === 2 ? 'سنتان' : years(count));

/** The dirham after an amount: «دراهم» after 3–10, «درهمًا» after 11–99, otherwise «درهم». */
function dirhams(amount: number): string {
  switch (arabicPluralCategory(amount)) {
    case 'few':
      return 'دراهم';
    case 'many':
      return 'درهمًا';
    default:
      return 'درهم';
  }
}

/** «من سنة إلى 4 سنوات»، «حتى سنتين»، «3 سنوات على الأقل»، «لا تُشترط خبرة». */
export function experienceInArabic({
  experienceMinYears: min,
  experienceMaxYears: max,
}: JobExperience): string {
  const upper = upperBound(min, max);
  if (upper !== null) {
    if (min === 0) return `حتى ${years(upper)}`;
    return `من ${min <= 2 ? years(min) : groupedNumber(min)} إلى ${years(upper)}`;
  }
  if (min === 0) return 'لا تُشترط خبرة';
  return max === min ? yearsAlone(min) : `${yearsAlone(min)} على الأقل`;
}

/** «من 4,500 إلى 6,000 درهم شهريًا»; null when the job shows no salary. */
export function salaryInArabic({ salaryMin: min, salaryMax: max }: JobSalary): string | null {
  if (min === null) return null;
  const upper = upperBound(min, max);
  return upper === null
    ? `${groupedNumber(min)} ${dirhams(min)} شهريًا`
    : `من ${groupedNumber(min)} إلى ${groupedNumber(upper)} ${dirhams(upper)} شهريًا`;
}

export const JOB_TERM_MESSAGES_AR: Translation<typeof JOB_TERM_MESSAGES> = {
  experienceMinRequired: 'الحد الأدنى لسنوات الخبرة مطلوب (0 إن لم تُشترط خبرة)',
  experienceYears: `يجب أن تكون سنوات الخبرة عددًا صحيحًا من 0 إلى ${JOB_TERM_LIMITS.maxYears}`,
  experienceMaxBelowMin: 'يجب ألا يقل الحد الأعلى للخبرة عن الحد الأدنى',
  salaryAmount: `يجب أن يكون الراتب عددًا صحيحًا من الدراهم بين 1 و${groupedNumber(JOB_TERM_LIMITS.maxMonthlySalary)}`,
  salaryMaxBelowMin: 'يجب ألا يقل الحد الأعلى للراتب عن الحد الأدنى',
  salaryMinRequired: 'أدخل الحد الأدنى للراتب، أو اترك حقلَي الراتب فارغين',
};
