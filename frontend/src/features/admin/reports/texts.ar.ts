import { arabicCount } from '@uaq/contract/arabic-count';

const applications = { one: 'طلب واحد', two: 'طلبان', few: 'طلبات', many: 'طلبًا', other: 'طلب' };
const hours = { one: 'ساعة واحدة', two: 'ساعتان', few: 'ساعات', many: 'ساعةً', other: 'ساعة' };

/** Arabic of the Reports tab, for HR and the owner. */
export const adminReportsTexts = {
  heading: 'التقارير',
  intro:
    'طلبات التوظيف الواردة في الأيام المختارة (بتوقيت الإمارات) وما آلت إليه. لكل رسم بياني الأرقام نفسها في جدول أسفله، وملف CSV للتنزيل.',
  filters: 'نطاق التقرير',
  from: 'من',
  to: 'إلى',
  job: 'الوظيفة',
  allJobs: 'كل الوظائف',
  loading: 'جارٍ تحميل التقرير...',
  loadFailed: 'تعذّر تحميل التقرير.',
  downloadCsv: 'تنزيل CSV',
  downloadCsvFor: (report: string) => `تنزيل CSV لتقرير ${report}`,
  overTime: {
    heading: 'الطلبات عبر الزمن',
    period: (interval: 'day' | 'month') => (interval === 'day' ? 'اليوم' : 'الشهر'),
    applications: 'الطلبات',
    total: (count: number) => `${arabicCount(count, applications)} في هذا النطاق`,
  },
  funnel: {
    heading: 'مسار المراحل',
    stage: 'المرحلة',
    reached: 'بلغ هذه المرحلة',
    current: 'في هذه المرحلة الآن',
    rejected: (count: number) => `مرفوض: ${count}`,
    withdrawn: (count: number) => `سحبه المتقدم: ${count}`,
  },
  durations: {
    heading: 'مدة التعيين والمدة في كل مرحلة',
    measure: 'المقياس',
    count: 'عدد القياسات',
    median: 'الوسيط',
    p90: 'المئين التسعون',
    inHours: (measure: string) => `${measure} (بالساعات)`,
    timeToHire: 'مدة التعيين (من التقديم إلى التعيين)',
    inStage: (stage: string) => `المدة في «${stage}»`,
    none: 'لا تكفي البيانات',
    hours: (count: number) => arabicCount(count, hours),
    days: (days: string) => `${days} يوم`,
    note: 'المدد بالساعات (وبالأيام للأطول منها)؛ المئين التسعون: تسعة من كل عشرة كانوا بهذه السرعة على الأقل.',
  },
  sources: {
    heading: 'فاعلية المصادر',
    source: 'المصدر',
    direct: '(دخول مباشر)',
    applications: 'الطلبات',
    shortlisted: 'في القائمة المختصرة أو أبعد',
    hired: 'تم التعيين',
    empty: 'لا توجد طلبات في هذا النطاق.',
  },
  stages: {
    pending: 'قيد الانتظار',
    reviewing: 'قيد المراجعة',
    shortlisted: 'في القائمة المختصرة',
    interviewed: 'أُجريت المقابلة',
    hired: 'تم التعيين',
  },
};
