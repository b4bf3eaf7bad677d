import { arabic } from '@/lib/i18n/arabic';
import { jobLoadTexts, jobTypeNames } from './job-load-texts';

/** Arabic of what job seekers read when jobs cannot be loaded. */
export const jobLoadTextsAr = arabic(jobLoadTexts, {
  fetchFailed: 'تعذّر تحميل الوظائف',
  invalidFormat: 'وصل رد غير صالح من الخادم',
  jobNotFound: 'الوظيفة غير موجودة',
  jobLoadFailed: 'تعذّر تحميل هذه الوظيفة. يرجى التحقق من اتصالك والمحاولة مرة أخرى.',
});

/** Arabic of the job types, for job seekers. */
export const jobTypeNamesAr = arabic(jobTypeNames, {
  'Full-time': 'دوام كامل',
  'Part-time': 'دوام جزئي',
  Contract: 'عقد مؤقت',
  Internship: 'تدريب عملي',
});
