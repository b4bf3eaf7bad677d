import { arabicCount } from '@uaq/contract/arabic-count';

const emails = { one: 'رسالة واحدة', two: 'رسالتان', few: 'رسائل', many: 'رسالةً', other: 'رسالة' };

/** Arabic of the Outbox tab. */
export const adminOutboxTexts = {
  heading: 'صندوق البريد الصادر',
  intro:
    'كل رسالة يرسلها الموقع: إلى الموارد البشرية عن كل طلب توظيف، وإلى المتقدمين، وإلى عنوان التواصل عن كل استفسار. تُعاد المحاولات المتعذّرة مدة 24 ساعة.',
  loading: 'جارٍ تحميل الرسائل...',
  loadFailed: 'تعذّر تحميل صندوق الصادر. يرجى إعادة تحميل الصفحة.',
  empty: 'لا توجد رسائل بعد',
  emptyFiltered: 'لا توجد رسائل بهذه الحالة.',
  statusFilter: 'الحالة',
  allStatuses: 'كل الحالات',
  status: { pending: 'قيد الانتظار', sent: 'مُرسلة', failed: 'متعذّرة' },
  recipient: 'إلى',
  attempts: 'المحاولات',
  created: 'تاريخ الإضافة',
  sentAt: 'تاريخ الإرسال',
  nextAttempt: 'المحاولة التالية',
  lastError: 'آخر خطأ',
  retry: 'إعادة المحاولة الآن',
  retryFor: (subject: string) => `إعادة المحاولة الآن: ${subject}`,
  retryFailed: 'تعذّرت إعادة الرسالة إلى قائمة الإرسال. يرجى المحاولة مرة أخرى.',
  total: (n: number) => arabicCount(n, emails),
  pagination: 'صفحات صندوق الصادر',
  previous: 'السابق',
  next: 'التالي',
  pageOf: (page: number, pages: number) => `الصفحة ${page} من ${pages}`,
};
