import { groupedNumber } from '@uaq/contract/numbers';
import { arabicCount } from '@uaq/contract/arabic-count';

const floors = { one: 'طابق واحد', two: 'طابقان', few: 'طوابق', many: 'طابقًا', other: 'طابق' };
const requests = { one: 'طلب واحد', two: 'طلبان', few: 'طلبات', many: 'طلبًا', other: 'طلب' };

/** Arabic of the Quote requests tab (emirate and building names: the contract's, as on the quote form). */
export const adminQuotesTexts = {
  heading: 'طلبات عروض الأسعار',
  loading: 'جارٍ تحميل طلبات عروض الأسعار...',
  loadFailed: 'تعذّر تحميل طلبات عروض الأسعار. يرجى إعادة تحميل الصفحة.',
  empty: 'لا توجد طلبات عروض أسعار مطابقة',
  emptyHint: 'تظهر هنا الطلبات المرسلة من صفحة طلب عرض السعر.',
  search: 'ابحث بالاسم أو الشركة أو البريد الإلكتروني أو الهاتف',
  searchButton: 'بحث',
  statusFilter: 'الحالة',
  allStatuses: 'كل الحالات',
  sortLabel: 'الترتيب',
  sorts: {
    '-createdAt': 'الأحدث أولًا',
    createdAt: 'الأقدم أولًا',
    name: 'الاسم تصاعديًا',
    '-name': 'الاسم تنازليًا',
    status: 'الحالة',
    '-status': 'الحالة (بترتيب عكسي)',
  },
  statuses: {
    new: 'جديد',
    contacted: 'تم التواصل',
    quoted: 'أُرسل العرض',
    won: 'مقبول',
    lost: 'غير مقبول',
  },
  statusOf: (name: string) => `حالة الطلب المرسل من ${name}`,
  exportCsv: 'تصدير CSV',
  exportFailed: 'تعذّر التصدير. يرجى المحاولة مرة أخرى.',
  updateFailed: 'تعذّر تغيير الحالة. يرجى المحاولة مرة أخرى.',
  drawing: 'تنزيل المخطط',
  drawingOf: (name: string) => `تنزيل المخطط المرسل من ${name}`,
  drawingFailed: 'تعذّر تنزيل المخطط. يرجى المحاولة مرة أخرى.',
  email: 'البريد الإلكتروني',
  phone: 'الهاتف',
  company: 'الشركة',
  building: 'المبنى',
  services: 'الخدمات',
  amc: 'عقد صيانة سنوي مطلوب',
  preferredContact: 'التواصل عبر',
  received: 'تاريخ الاستلام',
  yes: 'نعم',
  no: 'لا',
  floors: (n: number) => arabicCount(n, floors),
  area: (n: number) => `${groupedNumber(n)} م²`,
  pagination: 'صفحات طلبات عروض الأسعار',
  previous: 'السابق',
  next: 'التالي',
  pageOf: (page: number, pages: number, total: number) =>
    `الصفحة ${page} من ${pages} (${arabicCount(total, requests)})`,
};
