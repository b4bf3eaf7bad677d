import { experienceInArabic, salaryInArabic } from '@uaq/contract/job-terms.ar';
import { arabic } from './arabic';
import { jobTermTexts } from './job-terms';

/** The contract's Arabic wording of experience and salary («من سنة إلى 4 سنوات»، «درهم شهريًا»). */
export const jobTermTextsAr = arabic(jobTermTexts, {
  experience: experienceInArabic,
  salary: salaryInArabic,
});
