import { SERVICE_NAMES_AR } from '@uaq/contract/site.ar';
import { arabicCount } from '@uaq/contract/arabic-count';

const enquiries = {
  one: 'استفسار واحد',
  two: 'استفساران',
  few: 'استفسارات',
  many: 'استفسارًا',
  other: 'استفسار',
};

/** Arabic of the Enquiries tab. */
export const adminEnquiriesTexts = {
  heading: 'استفسارات التواصل',
  loading: 'جارٍ تحميل الاستفسارات...',
  loadFailed: 'تعذّر تحميل الاستفسارات. يرجى إعادة تحميل الصفحة.',
  empty: 'لم تصل أي استفسارات بعد',
  emptyHint: 'تظهر هنا الرسائل المرسلة من صفحة اتصل بنا.',
  email: 'البريد الإلكتروني',
  phone: 'الهاتف',
  subject: 'الموضوع',
  received: 'تاريخ الاستلام',
  notProvided: 'لم يُذكر',
  handled: 'تمت المعالجة',
  markHandled: (name: string) => `تعليم استفسار ${name} بأنه تمت معالجته`,
  newBadge: 'جديد',
  handledBadge: 'تمت المعالجة',
  updateFailed: 'تعذّر تحديث الاستفسار. يرجى المحاولة مرة أخرى.',
  markedHandled: (name: string) => `عُلّم استفسار ${name} بأنه تمت معالجته.`,
  markedOpen: (name: string) => `أُعيد فتح استفسار ${name}.`,
  deleted: (name: string) => `حُذف استفسار ${name}.`,
  search: 'البحث في الاستفسارات',
  noMatch: 'لا توجد استفسارات تطابق هذا البحث أو التصفية.',
  handledFilter: { label: 'عرض', all: 'كل الاستفسارات', open: 'المفتوحة فقط', handled: 'المعالجة فقط' },
  pagination: 'صفحات الاستفسارات',
  pageOf: (page: number, pages: number, total: number) =>
    `الصفحة ${page} من ${pages} (${arabicCount(total, enquiries)})`,
  previous: 'الصفحة السابقة',
  next: 'الصفحة التالية',
  delete: 'حذف',
  deleteLabel: (name: string) => `حذف استفسار ${name}`,
  deleteDialog: {
    title: 'حذف الاستفسار',
    question: 'هل أنت متأكد من حذف هذا الاستفسار؟',
    confirm: 'حذف',
    cancel: 'إلغاء',
    failed: 'تعذّر حذف الاستفسار. يرجى المحاولة مرة أخرى.',
  },
  subjects: { ...SERVICE_NAMES_AR, general: 'استفسار عام' },
};
