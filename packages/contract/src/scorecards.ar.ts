/**
 * The Arabic of the scorecards' and the interviewer role's admin messages (scorecards.ts,
 * interviewer-desk.ts): the same keys, held by the type check. Part of the admin catalogue's Arabic
 * (admin-messages.ar.ts), never imported through the index.
 */
import { atMost } from './arabic-limits.ts';
import type { INTERVIEWER_MESSAGES } from './interviewer-desk.ts';
import type { Translation } from './language.ts';
import { SCORECARD_LIMITS, type SCORECARD_MESSAGES } from './scorecards.ts';

export const SCORECARD_MESSAGES_AR: Translation<typeof SCORECARD_MESSAGES> = {
  criteriaInvalid: 'يجب أن تكون المعايير قائمة',
  criteriaTooMany: `للوظيفة ${SCORECARD_LIMITS.criteriaPerJob} معيارًا على الأكثر`,
  criterionIdInvalid: 'يُشار إلى المعيار برقمه (عدد صحيح)',
  criterionUnknown: 'هذا المعيار ليس من معايير الوظيفة: أعد تحميل الصفحة',
  criterionDuplicate: 'يجب أن يرد كل معيار مرة واحدة',
  criterionNameRequired: 'اكتب اسم المعيار بالإنجليزية',
  criterionNameArRequired: 'اكتب اسم المعيار بالعربية',
  criterionNameTooLong: atMost('اسم المعيار', SCORECARD_LIMITS.criterionName),
  criteriaSaved: 'تم حفظ معايير التقييم',
  ratingsInvalid: 'يجب أن تكون التقييمات قائمة بالمعايير وتقييماتها',
  ratingInvalid: `يجب أن يكون التقييم عددًا صحيحًا من ${SCORECARD_LIMITS.minRating} إلى ${SCORECARD_LIMITS.maxRating}`,
  ratingCriterionUnknown: 'قيّم معايير الوظيفة فقط: أعد تحميل الصفحة',
  ratingDuplicate: 'قيّم كل معيار مرة واحدة',
  ratingsIncomplete: 'قيّم كل المعايير قبل الإرسال',
  recommendationInvalid: 'يجب أن تكون التوصية إحدى: strong-no، no، yes، strong-yes',
  recommendationRequired: 'اختر توصية قبل الإرسال',
  commentTooLong: atMost('التعليق', SCORECARD_LIMITS.comment),
  alreadySubmitted: 'أُرسلت بطاقة التقييم هذه ولم يعد تعديلها ممكنًا',
  saved: 'تم حفظ بطاقة التقييم مسودةً',
  submitted: 'تم إرسال بطاقة التقييم',
};

export const INTERVIEWER_MESSAGES_AR: Translation<typeof INTERVIEWER_MESSAGES> = {
  staffOnly: 'لا يفتح أعضاء لجان المقابلات إلا المقابلات التي يشاركون فيها',
  notAssigned: 'لست عضوًا في لجنة مقابلة لهذا الطلب',
  periodInvalid: 'يجب أن تكون الفترة upcoming (القادمة) أو past (الماضية)',
};
