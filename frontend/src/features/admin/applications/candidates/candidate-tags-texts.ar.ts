/** Arabic of the tags screen in the Candidates tab, for HR and the owner (docs/arabic-glossary.md). */
export const candidateTagsTexts = {
  open: 'إدارة الوسوم',
  heading: 'الوسوم',
  intro:
    'أعيدوا تسمية وسم فيظهر الاسم الجديد لدى كل مرشح يحمله. احذفوا وسمًا فيُزال عن جميع المرشحين. تُضاف الوسوم الجديدة من لوحة المرشح.',
  loading: 'جارٍ تحميل الوسوم...',
  loadFailed: 'تعذّر تحميل الوسوم.',
  none: 'لا توجد وسوم بعد. أضيفوا أول وسم من لوحة أحد المرشحين.',
  list: 'الوسوم',
  nameOf: (tag: string) => `الاسم الجديد للوسم ${tag}`,
  rename: 'إعادة التسمية',
  renamed: (name: string) => `أُعيدت تسمية الوسم إلى ${name}.`,
  renameFailed: 'تعذّرت إعادة تسمية الوسم. يرجى المحاولة مرة أخرى.',
  deleteOf: (tag: string) => `حذف الوسم ${tag}`,
  delete: 'حذف',
  deleted: (name: string) => `حُذف الوسم ${name}.`,
  deleteDialog: {
    title: 'حذف هذا الوسم؟',
    question: 'سيُزال عن كل مرشح يحمله. لا يمكن التراجع عن ذلك.',
    confirm: 'حذف الوسم',
    cancel: 'الإبقاء عليه',
    failed: 'تعذّر حذف الوسم. يرجى المحاولة مرة أخرى.',
  },
  close: 'إغلاق',
};
