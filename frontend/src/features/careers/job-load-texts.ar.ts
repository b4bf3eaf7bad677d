import { arabic } from '@/lib/i18n/arabic';
import { jobLoadTexts } from './job-load-texts';

/** Arabic of what job seekers read when jobs cannot be loaded. */
export const jobLoadTextsAr = arabic(jobLoadTexts, {
  fetchFailed: 'تعذّر تحميل الوظائف',
  invalidFormat: 'وصل رد غير صالح من الخادم',
  jobNotFound: 'الوظيفة غير موجودة',
  jobLoadFailed: 'تعذّر تحميل هذه الوظيفة. يرجى التحقق من اتصالك والمحاولة مرة أخرى.',
});
