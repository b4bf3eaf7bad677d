/** Arabic of the admin frames' own words. */
export const adminFrameTexts = {
  retry: 'إعادة المحاولة',
  cancel: 'إلغاء',
  unsaved: {
    title: 'تغييرات غير محفوظة',
    message: (what: string) => `لديك تغييرات غير محفوظة في ${what}. هل تريد المغادرة دون حفظ؟`,
    leave: 'المغادرة دون حفظ',
    stay: 'البقاء ومتابعة التعديل',
  },
};

/** Arabic of the English-only flag and of the question before an English-only item goes live. */
export const arabicContentTexts = {
  englishOnly: 'بالإنجليزية فقط',
  incomplete: 'العربية غير مكتملة',
  missing: (fields: string) => `لم يُكتب بالعربية بعد: ${fields}.`,
  separator: '، ',
  fields: {
    title: 'العنوان',
    description: 'الوصف',
    location: 'الموقع',
    requirements: 'المتطلبات',
    client: 'العميل',
  } as Record<string, string>,
  publishDialog: {
    title: 'النشر بالإنجليزية فقط؟',
    question: (what: string) =>
      `${what} بلا عنوان أو وصف بالعربية. ستذكر صفحتها العربية، بالعربية، أنها متاحة بالإنجليزية فقط، ولن تُدرجها محركات البحث حتى تضيف النص العربي.`,
    confirm: 'النشر بالإنجليزية فقط',
    cancel: 'رجوع',
  },
};
