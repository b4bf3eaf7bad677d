import type { RetentionItemState } from '@uaq/contract';
import { arabicCount } from '@uaq/contract/arabic-count';

const records = { one: 'سجل واحد', two: 'سجلان', few: 'سجلات', many: 'سجلًا', other: 'سجل' };

/** Arabic of the Data retention tab, for the owner and HR. */
export const adminRetentionTexts = {
  heading: 'الاحتفاظ بالبيانات',
  intro:
    'تُعلَّم السجلات التي تجاوزت مدة الاحتفاظ بها للحذف، ثم تُحذف نهائيًا بعد انقضاء فترة العزل، بمهمة يومية. ولا يُعلَّم السجل المحجوز حجزًا قانونيًا ولا يُحذف أبدًا.',
  settings: {
    unsavedSubject: 'مدد الاحتفاظ',
    heading: 'مدد الاحتفاظ',
    applicationMonths: 'طلبات التوظيف: أشهر بعد آخر نشاط',
    applicationHint: 'آخر نشاط: التقديم، أو تغيير المرحلة، أو ملاحظة، أو «الإبقاء».',
    enquiryMonths: 'الاستفسارات: أشهر بعد إرسالها',
    quoteRequestMonths: 'طلبات عروض الأسعار: أشهر بعد آخر نشاط',
    quoteHint: 'آخر نشاط: الطلب، أو تغيير الحالة.',
    quarantineDays: 'العزل: أيام بين التعليم والحذف النهائي',
    save: 'حفظ المدد',
    saved: 'حُفظت مدد الاحتفاظ.',
    saveFailed: 'تعذّر حفظ المدد.',
    loadFailed: 'تعذّر تحميل مدد الاحتفاظ.',
  },
  dryRun: {
    heading: 'تشغيل تجريبي',
    intro: 'يعرض ما سيُعلَّم للحذف وما سيُحذف نهائيًا لو شُغّلت المهمة الآن، دون تغيير أي شيء.',
    run: 'بدء التشغيل التجريبي',
    failed: 'تعذّر إجراء التشغيل التجريبي.',
    at: (when: string) => `حتى ${when}`,
    table: 'ما ستفعله المهمة لو شُغّلت الآن',
    columns: { subject: 'السجلات', mark: 'ستُعلَّم', purge: 'ستُحذف نهائيًا' },
    listLabel: 'سجلات التشغيل التجريبي',
    empty: 'لا شيء لهذا الاختيار.',
  },
  records: {
    heading: 'السجلات المعلَّمة والمحجوزة',
    empty: { marked: 'لا يوجد سجل معلَّم للحذف.', held: 'لا يوجد سجل محجوز حجزًا قانونيًا.' },
    loadFailed: 'تعذّر تحميل السجلات.',
    table: (state: RetentionItemState) =>
      state === 'marked' ? 'السجلات المعلَّمة للحذف' : 'السجلات المحجوزة حجزًا قانونيًا',
    columns: {
      record: 'السجل',
      lastActivity: 'آخر نشاط',
      purgeOn: 'موعد الحذف',
      hold: 'الحجز القانوني',
      actions: 'الإجراءات',
    },
    heldBy: (by: string | null, when: string) => `بواسطة ${by ?? 'غير معروف'}، ${when}`,
  },
  hold: {
    unsavedSubject: 'هذا الحجز القانوني',
    heading: 'حجز سجل حجزًا قانونيًا',
    recordId: 'رقم السجل',
    reason: 'سبب الحجز القانوني',
    reasonHint: 'مطلوب؛ يُحفظ مع الحجز (مثل قضية أمام المحكمة أو نزاع).',
    place: 'تطبيق الحجز',
    placeFor: (label: string) => `تطبيق حجز قانوني على ${label}`,
    open: 'حجز',
    // Each button's name starts with its visible text (WCAG 2.5.3, axe's label-content-name-mismatch).
    openFor: (label: string) => `حجز ${label}`,
    cancel: 'إلغاء',
    placed: 'أصبح السجل محجوزًا حجزًا قانونيًا.',
    failed: 'تعذّر تطبيق الحجز.',
    lift: 'رفع الحجز',
    liftFor: (label: string) => `رفع الحجز عن ${label}`,
    lifted: 'رُفع الحجز القانوني.',
    liftFailed: 'تعذّر رفع الحجز.',
  },
  keep: 'إبقاء',
  keepFor: (label: string) => `إبقاء ${label}`,
  kept: 'أُبقي السجل، ولم يعد معلَّمًا للحذف.',
  keepFailed: 'تعذّر إبقاء السجل.',
  subject: 'السجلات',
  state: 'عرض',
  stage: 'عرض',
  subjects: {
    application: 'طلبات التوظيف',
    enquiry: 'الاستفسارات',
    'quote-request': 'طلبات عروض الأسعار',
  },
  states: { marked: 'معلَّمة للحذف', held: 'محجوزة حجزًا قانونيًا' },
  stages: { mark: 'ستُعلَّم', purge: 'ستُحذف نهائيًا' },
  previous: 'السابق',
  next: 'التالي',
  pageOf: (page: number, pages: number, total: number) =>
    `الصفحة ${page} من ${pages} (${arabicCount(total, records)})`,
  loading: 'جارٍ التحميل...',
};
