import { YES_NO_LABELS } from '@uaq/contract';

/** Arabic of what the tracker says about screening answers (see screening-texts.ts). */
export const screeningTexts = {
  heading: 'إجابات أسئلة التقييم الأولي',
  knockedOut: 'غير مؤهَّل',
  knockedOutNote: 'إحدى الإجابات لا تستوفي الشروط. لم يُرسل شيء إلى المتقدّم: القرار لك.',
  doesNotQualify: 'لا تستوفي الشروط',
  yes: YES_NO_LABELS.ar.yes,
  no: YES_NO_LABELS.ar.no,
  removedQuestion: 'سؤال حُذف لاحقًا',
  filter: {
    label: 'التقييم الأولي',
    all: 'كل الطلبات',
    knockedOut: 'غير مؤهَّلة',
    qualifies: 'مؤهَّلة',
    question: 'سؤال التقييم الأولي',
    anyQuestion: 'أي سؤال',
    answer: 'الإجابة',
    anyAnswer: 'أي إجابة',
  },
};
