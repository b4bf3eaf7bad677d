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
