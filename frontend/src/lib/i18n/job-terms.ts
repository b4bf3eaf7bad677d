/**
 * How a page writes a job's experience and monthly salary: in English here, in Arabic through the
 * twin (job-terms.ar.ts), which only the Arabic careers and apply pages load.
 */
import { experienceInEnglish, salaryInEnglish } from '@uaq/contract';

export const jobTermTexts = { experience: experienceInEnglish, salary: salaryInEnglish };
