/**
 * The Arabic of what an applicant meets when a screening answer is wrong (see screening.ts), read
 * by the server for `Accept-Language: ar` and by the Arabic apply form. Imported as
 * `@uaq/contract/screening.ar`, never through the index.
 */
import { atMost } from './arabic-limits.ts';
import type { Translation } from './language.ts';
import { SCREENING_LIMITS, type SCREENING_MESSAGES } from './screening.ts';

export const SCREENING_MESSAGES_AR: Translation<typeof SCREENING_MESSAGES> = {
  answersCheck: 'يرجى مراجعة إجاباتك عن أسئلة التقييم الأولي',
  answersInvalid: 'يجب أن تُرسل الإجابات سؤالًا سؤالًا',
  unknownQuestion: 'هذا السؤال غير مطروح لهذه الوظيفة: يرجى إعادة تحميل الصفحة',
  answerRequired: 'يرجى الإجابة عن هذا السؤال',
  yesNoInvalid: 'أجب بنعم أو لا',
  choiceInvalid: 'اختر أحد الخيارات',
  choiceNotOffered: 'اختر أحد الخيارات المعروضة',
  choicesNotOffered: 'اختر من بين الخيارات المعروضة فقط',
  numberInvalid: 'أدخل عددًا صحيحًا',
  numberOutOfRange: (min, max) => `أدخل عددًا من ${min} إلى ${max}`,
  textInvalid: 'اكتب إجابتك نصًّا',
  textTooLong: atMost('الإجابة', SCREENING_LIMITS.textAnswer),
};
