import { YES_NO_LABELS } from '@uaq/contract';

/** Arabic of the apply form's screening questions (see screening-texts.ts). */
export const screeningTexts = {
  legend: 'بعض الأسئلة عنك',
  intro: 'أجب بحسب وضعك اليوم: يقرأ فريق الموارد البشرية كل إجابة.',
  yes: YES_NO_LABELS.ar.yes,
  no: YES_NO_LABELS.ar.no,
  chooseAny: 'اختر كل ما ينطبق عليك.',
  wholeNumber: (min: string, max: string) => `عدد صحيح من ${min} إلى ${max}.`,
};
