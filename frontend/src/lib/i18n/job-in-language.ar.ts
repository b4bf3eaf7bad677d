import { experienceInArabic, salaryInArabic } from '@uaq/contract/job-terms.ar';

/** Arabic of how a screen writes a job's terms and names its type. */
export const jobTerms = {
  experience: experienceInArabic,
  salary: salaryInArabic,
  types: {
    'Full-time': 'دوام كامل',
    'Part-time': 'دوام جزئي',
    Contract: 'عقد مؤقت',
    Internship: 'تدريب عملي',
  },
};
