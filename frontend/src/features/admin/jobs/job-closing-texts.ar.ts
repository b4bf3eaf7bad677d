import { arabicCount } from '@uaq/contract/arabic-count';

const days = { one: 'يوم واحد', two: 'يومين', few: 'أيام', many: 'يومًا', other: 'يوم' };

/** Arabic of a job's closing day and walk-in flag in the admin area. */
export const jobClosingTexts = {
  fields: {
    closesOn: 'تاريخ الإغلاق',
    closesOnHint: 'اختياري. تُغلق الوظيفة تلقائيًا في نهاية هذا اليوم (بتوقيت الإمارات).',
    resumeOptional: 'السيرة الذاتية اختيارية (تقديم مباشر)',
    resumeOptionalHint:
      'يمكن للمتقدمين التقديم دون سيرة ذاتية، كالفنيين الذين يقدّمون من الهاتف. ألغِ التحديد لجعلها إلزامية.',
  },
  closesToday: 'تُغلق اليوم',
  closesIn: (count: number) => `تُغلق بعد ${arabicCount(count, days)}`,
  closedOn: (day: string) => `أُغلقت في ${day}`,
  resumeOptional: 'السيرة الذاتية اختيارية',
  resumeRequired: 'السيرة الذاتية مطلوبة',
  reopen: 'إعادة فتح',
  reopenLabel: (title: string) => `إعادة فتح ${title}`,
  reopenDialog: {
    unsavedSubject: 'تاريخ الإغلاق الجديد',
    title: 'إعادة فتح الوظيفة',
    intro: 'تستقبل الوظيفة الطلبات من جديد حتى نهاية تاريخ الإغلاق الجديد (بتوقيت الإمارات).',
    closesOn: 'تاريخ الإغلاق الجديد',
    closesOnHint: 'اتركه فارغًا لتبقى الوظيفة مفتوحة حتى تغلقها بنفسك.',
    confirm: 'إعادة فتح الوظيفة',
    cancel: 'إلغاء',
    failed: 'تعذّرت إعادة فتح الوظيفة. يرجى المحاولة مرة أخرى.',
  },
  reopened: (title: string) => `أصبحت وظيفة «${title}» مفتوحة من جديد.`,
};
