/** Arabic of the job editor's scorecard criteria (same keys as scorecard-criteria-texts.ts). */
export const scorecardCriteriaTexts = {
  heading: 'بطاقة تقييم المقابلة',
  intro:
    'ما يقيّمه أعضاء لجنة المقابلة من 1 إلى 5 (مثل لوحات إنذار الحريق والسلامة والتواصل)، مع توصية عامة وتعليق.',
  loading: 'جارٍ تحميل المعايير…',
  loadFailed: 'تعذّر تحميل المعايير.',
  none: 'لا توجد معايير بعد: يكتفي أعضاء اللجنة حينها بالتوصية والتعليق.',
  name: (index: number) => `المعيار ${index + 1} بالإنجليزية`,
  nameAr: (index: number) => `المعيار ${index + 1} بالعربية`,
  remove: (index: number) => `احذف المعيار ${index + 1}`,
  add: 'أضف معيارًا',
  save: 'احفظ المعايير',
  saving: 'جارٍ الحفظ…',
  saved: 'تم حفظ معايير التقييم.',
  saveFailed: 'تعذّر حفظ المعايير.',
  unsaved: 'معايير بطاقة التقييم',
};
