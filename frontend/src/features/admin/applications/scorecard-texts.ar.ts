/** Arabic of the panel's scorecards (same keys as scorecard-texts.ts, held by its type). */
export const scorecardTexts = {
  heading: 'بطاقات التقييم',
  loadFailed: 'تعذّر تحميل بطاقات التقييم.',
  none: 'لم تُرسل أي بطاقة تقييم بعد.',
  summary: (submitted: number) =>
    submitted === 1 ? 'ملخص بطاقة تقييم واحدة' : `ملخص ${submitted} بطاقات تقييم`,
  criterion: 'المعيار',
  average: 'المتوسط (1–5)',
  ratings: 'عدد التقييمات',
  recommendations: 'التوصيات',
  recommendation: {
    'strong-no': 'لا بالتأكيد',
    no: 'لا',
    yes: 'نعم',
    'strong-yes': 'نعم بالتأكيد',
  },
  waiting: (username: string) => `${username}: لم تُرسل بعد`,
  by: (username: string, at: string) => `${username}، ${at}`,
  outOf: (rating: number) => `${rating} من 5`,
};
