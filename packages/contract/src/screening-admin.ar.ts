/**
 * The Arabic of HR's screening messages (screening.ts): defining a job's questions and filtering the
 * tracker by their answers. Imported by admin-messages.ar.ts, never by a public page.
 */
import { atMost } from './arabic-limits.ts';
import type { Translation } from './language.ts';
import { groupedNumber } from './numbers.ts';
import { SCREENING_LIMITS, type SCREENING_ADMIN_MESSAGES } from './screening.ts';

const maxNumber = groupedNumber(SCREENING_LIMITS.maxNumber);

export const SCREENING_ADMIN_MESSAGES_AR: Translation<typeof SCREENING_ADMIN_MESSAGES> = {
  questionsInvalid: 'يجب أن تكون الأسئلة قائمة',
  questionsTooMany: `تطرح الوظيفة ${SCREENING_LIMITS.questionsPerJob} سؤالًا على الأكثر`,
  idInvalid: 'يُشار إلى السؤال برقمه (عدد صحيح)',
  questionUnknown: 'هذا السؤال ليس من أسئلة الوظيفة: أعد تحميل الصفحة',
  questionDuplicate: 'يجب أن يرد كل سؤال مرة واحدة',
  kindInvalid: 'يجب أن يكون نوع السؤال: نعم أو لا، أو اختيارًا، أو عدة اختيارات، أو عددًا، أو نصًّا قصيرًا',
  textRequired: 'اكتب السؤال بالإنجليزية',
  textArRequired: 'اكتب السؤال بالعربية',
  textTooLong: atMost('السؤال', SCREENING_LIMITS.questionText),
  requiredInvalid: 'يجب أن تكون قيمة «إلزامي» صحيحًا أو خطأً',
  choicesRequired: `أضف من ${SCREENING_LIMITS.minChoices} إلى ${SCREENING_LIMITS.choicesPerQuestion} خيارًا`,
  choicesNotAllowed: 'الخيارات لأسئلة الاختيار وحدها',
  choiceTextRequired: 'اكتب كل خيار بالإنجليزية وبالعربية',
  choiceTextTooLong: atMost('الخيار', SCREENING_LIMITS.choiceText),
  choiceKeyInvalid: `مفتاح الخيار من 1 إلى ${SCREENING_LIMITS.choiceKey} من الأحرف اللاتينية الصغيرة أو الأرقام أو الشرطات`,
  choiceKeyDuplicate: 'يحتاج كل خيار إلى مفتاح خاص به',
  knockOutInvalid: 'يجب أن تكون قيمة «مستبعِد» صحيحًا أو خطأً',
  noQualifyingAnswer: 'يجب أن يكون خيار واحد على الأقل مؤهِّلًا',
  numberBoundInvalid: `الحدود أعداد صحيحة من 0 إلى ${maxNumber}`,
  rangeNotAllowed: 'الحدود لأسئلة الأعداد وحدها',
  rangeInvalid: 'يجب ألا يقل الحد الأقصى عن الحد الأدنى',
  knockOutAnswerInvalid: 'الإجابة المستبعِدة هي نعم أو لا',
  knockOutNotAllowed: 'لا تقبل أسئلة هذا النوع قاعدة الاستبعاد هذه',
  saved: 'تم حفظ أسئلة التقييم الأولي',
  filterKnockedOutInvalid: 'يجب أن تكون قيمة «مستبعَد» صحيحًا أو خطأً',
  filterQuestionInvalid: 'يجب أن يكون السؤال رقم سؤال',
  filterAnswerInvalid: 'يجب أن تكون الإجابة نعم أو لا أو مفتاح خيار',
  filterNumberInvalid: `حدود الإجابة أعداد صحيحة من 0 إلى ${maxNumber}`,
  filterNeedsQuestion: 'اختر السؤال الذي تتعلق به الإجابة',
};
