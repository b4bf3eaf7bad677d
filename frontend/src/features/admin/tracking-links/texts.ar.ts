import { arabicCount } from '@uaq/contract/arabic-count';

const links = { one: 'رابط واحد', two: 'رابطان', few: 'روابط', many: 'رابطًا', other: 'رابط' };

/** Arabic of the Tracking links tab. */
export const adminTrackingLinksTexts = {
  heading: 'روابط التتبع',
  intro:
    'أنشئ رابطًا لكل وظيفة وقناة (مجموعة واتساب، LinkedIn، صحيفة)، وشاركه فيها، واعرف عدد من فتحه وعدد من قدّم من خلاله. تُحصى النقرات دون تسجيل هوية من نقر.',
  job: 'الوظيفة',
  chooseJob: 'اختر وظيفة',
  channel: 'القناة',
  channelHint: 'حيث ستشاركه، مثل «مجموعة واتساب» أو «صحيفة الخليج»',
  language: 'لغة الصفحة',
  languageHint:
    'صفحة التقديم التي يفتحها الرابط: العربية لصحيفة أو مجموعة عربية. تحتسب التقارير اللغتين معًا.',
  languages: { en: 'الإنجليزية', ar: 'العربية' },
  create: 'إنشاء الرابط',
  created: 'أُنشئ الرابط: انسخه وشاركه.',
  createFailed: 'تعذّر إنشاء الرابط. يرجى المحاولة مرة أخرى.',
  unsavedSubject: 'رابط التتبع الجديد',
  loading: 'جارٍ تحميل الروابط...',
  loadFailed: 'تعذّر تحميل الروابط.',
  empty: 'لا توجد روابط تتبع بعد.',
  total: (count: number) => arabicCount(count, links),
  table: 'روابط التتبع مع نقراتها والطلبات الواردة منها',
  link: 'الرابط',
  clicks: 'النقرات',
  applications: 'الطلبات',
  createdAt: 'تاريخ الإنشاء',
  actions: 'الإجراءات',
  copy: 'نسخ',
  copyFor: (channel: string, job: string) => `نسخ رابط ${channel} لوظيفة ${job}`,
  copied: 'نُسخ الرابط.',
  copyFailed: 'النسخ غير مسموح هنا: حدّد الرابط وانسخه يدويًا.',
  remove: 'حذف',
  removeFor: (channel: string, job: string) => `حذف رابط ${channel} لوظيفة ${job}`,
  removed: 'حُذف الرابط.',
  removeFailed: 'تعذّر حذف الرابط. يرجى المحاولة مرة أخرى.',
  pagination: 'صفحات روابط التتبع',
  previous: 'السابق',
  next: 'التالي',
  pageOf: (page: number, pages: number) => `الصفحة ${page} من ${pages}`,
};
