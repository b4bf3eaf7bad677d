/** Arabic of the admin screens' frames: the page, its tabs and what it says while loading. */
export const adminPageTexts = {
  meta: {
    title: 'لوحة إدارة التوظيف',
    description: 'إدارة الوظائف وطلبات التوظيف والاستفسارات وإعدادات الموقع.',
  },
  heading: 'لوحة إدارة التوظيف',
  tabsLabel: 'أقسام لوحة الإدارة',
  tabs: {
    jobs: (n: number) => `الوظائف (${n})`,
    applications: (n: number) => `طلبات التوظيف (${n})`,
    board: 'لوحة المراحل',
    grouped: (n: number) => `حسب الوظيفة (${n})`,
    constants: 'إعدادات الموقع',
    enquiries: (unhandled: number, total: number) =>
      unhandled > 0 ? `الاستفسارات (${unhandled} بانتظار المعالجة)` : `الاستفسارات (${total})`,
    quotes: (fresh: number) => `طلبات عروض الأسعار (${fresh} جديدة)`,
    projects: 'المشاريع',
    outbox: 'البريد الصادر',
    retention: 'الاحتفاظ بالبيانات',
    mailTemplates: 'قوالب البريد',
    trackingLinks: 'روابط التتبع',
    reports: 'التقارير',
    account: 'حسابي',
    team: 'الفريق',
    audit: 'سجل التدقيق',
    myInterviews: 'مقابلاتي',
  },
  checking: 'جارٍ التحقق من جلستك...',
  reportsLoading: 'جارٍ تحميل التقارير...',
  constantsTest: {
    title: 'صفحة اختبار الإعدادات',
    description: 'تقرأ إعدادات الموقع العامة للتحقق من واجهة البرمجة.',
  },
};
