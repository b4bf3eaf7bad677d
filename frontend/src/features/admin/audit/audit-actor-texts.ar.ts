/** Arabic of how the audit trail names a scheduled job that acted. */
export const auditActorTexts = {
  scheduledJob: (job: string) => `مهمة مجدولة: ${job}`,
  jobs: {
    retention: 'حذف السجلات بعد انتهاء مدة الاحتفاظ',
    'applicant-erasure': 'حذف بيانات المتقدمين بناءً على طلبهم',
    'jobs-closing': 'إغلاق الوظائف بعد آخر موعد للتقديم',
    'sent-mail-purge': 'حذف الرسائل المرسلة القديمة',
    'stored-files-sweep': 'تنظيف الملفات المخزنة',
  } as Record<string, string>,
};
