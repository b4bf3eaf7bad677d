/**
 * The Arabic of the offers' admin messages (OFFER_MESSAGES in offers.ts), same codes: joined into
 * the admin catalogue's Arabic by admin-messages.ar.ts. Field names an API client sends stay as written.
 */
import type { Translation } from './language.ts';
import type { OFFER_MESSAGES } from './offers.ts';
import { OFFER_LIMITS, PRE_EMPLOYMENT_LIMITS } from './offers.ts';
import { atMost } from './arabic-limits.ts';
import { groupedNumber } from './numbers.ts';

export const OFFER_MESSAGES_AR: Translation<typeof OFFER_MESSAGES> = {
  notFound: 'عرض العمل غير موجود',
  staffOnly: 'لا يتعامل مع عروض العمل إلا المالك والموارد البشرية',
  positionRequired: 'المسمى الوظيفي مطلوب',
  positionTooLong: atMost('المسمى الوظيفي', OFFER_LIMITS.position),
  dateInvalid: 'يجب أن تكون التواريخ أيامًا صحيحة مكتوبة بالصيغة YYYY-MM-DD',
  startInPast: 'يجب أن يكون تاريخ المباشرة اليوم أو بعده',
  startTooFar: `يجب أن يقع تاريخ المباشرة خلال ${groupedNumber(OFFER_LIMITS.maxStartDays)} يومًا`,
  expiryInPast: 'يجب أن يبقى العرض صالحًا حتى اليوم أو بعده',
  expiryTooFar: `لا تتجاوز صلاحية العرض ${OFFER_LIMITS.maxValidityDays} يومًا`,
  expiryAfterStart: 'يجب أن تنتهي صلاحية العرض قبل تاريخ المباشرة',
  workPatternInvalid: 'اختر نمط العمل من الأنماط التي تعتمدها وزارة الموارد البشرية والتوطين',
  contractMonthsInvalid: `يجب أن تكون مدة العقد من ${OFFER_LIMITS.minContractMonths} إلى ${OFFER_LIMITS.maxContractMonths} شهرًا`,
  probationInvalid: `يجب أن تكون فترة التجربة من 0 إلى ${OFFER_LIMITS.maxProbationMonths} أشهر (قانون العمل الإماراتي)`,
  probationLongerThanContract: 'لا يجوز أن تكون فترة التجربة أطول من مدة العقد',
  amountInvalid: `يجب أن تكون المبالغ دراهم صحيحة من 0 إلى ${groupedNumber(OFFER_LIMITS.maxAmount)}`,
  basicSalaryRequired: 'يجب ألا يقل الراتب الأساسي عن درهم واحد',
  allowancesInvalid: `${OFFER_LIMITS.maxOtherAllowances} بدلات أخرى على الأكثر، لكلٍّ منها اسم`,
  allowanceNameTooLong: atMost('اسم البدل', OFFER_LIMITS.allowanceName),
  notesTooLong: atMost('الملاحظات', OFFER_LIMITS.notes),
  openOfferExists: 'لهذا الطلب عرض عمل مفتوح: اسحبه أولًا',
  offerAccepted: 'قبل المتقدم عرض عمل على هذا الطلب: لا يُقدَّم عرض جديد',
  applicationEnded: 'الطلب مرفوض أو مسحوب: لا يمكن تقديم عرض عمل أو إرساله',
  notEditable: 'لا يُعدَّل إلا عرض في مسودة أو معتمد',
  notDraft: 'لا يُعتمد إلا عرض في مسودة',
  notApproved: 'يُرسَل العرض بعد اعتماده',
  approvalOwnerOnly: 'لا يعتمد عروض العمل إلا المالك (وله أن يسمح للموارد البشرية بذلك في إعدادات الأمان)',
  hrMayApproveOffersBoolean: 'يجب أن تكون قيمة hrMayApproveOffers إما true أو false',
  approvalNotOwnDraft: 'يعتمد العرضَ عضوٌ آخر في الفريق غير من صاغه أو عدّله',
  applicantWithoutEmail: 'ليس للمتقدم بريد إلكتروني بعد: أضفه إلى الطلب قبل إرسال العرض',
  expiredBeforeSending: 'انقضى آخر يوم لصلاحية العرض: عدّله (واعتمده من جديد) قبل إرساله',
  notWithdrawable: 'لا يُسحب إلا عرض لم يُرَد عليه بعد',
  languageInvalid: 'يجب أن تكون اللغة en أو ar',
  statusInvalid: 'حالة العرض غير معروفة',
  letterNotFound: 'ليس لهذا العرض خطاب بهذه اللغة',
  checklistClosed: 'تُفتح قائمة ما قبل التوظيف بعد أن يقبل المتقدم عرض العمل',
  checkNotFound: 'بند القائمة غير موجود',
  checkLabelRequired: 'اكتب اسمًا للبند',
  checkLabelTooLong: atMost('اسم البند', PRE_EMPLOYMENT_LIMITS.label),
  tooManyChecks: `${PRE_EMPLOYMENT_LIMITS.maxOtherItems} بنود من إضافتك على الأكثر`,
  onlyOwnItemsRemoved: 'لا يُحذف إلا البنود التي أضفتها',
  doneInvalid: 'يجب أن تكون قيمة done إما true أو false',
  documentType: 'يجب أن يكون المستند ملف PDF أو JPEG أو PNG',
  documentSize: `يجب ألا يتجاوز حجم المستند ${PRE_EMPLOYMENT_LIMITS.documentBytes / 1024 / 1024} ميغابايت`,
  documentRequired: 'أرفق المستند في الجزء المسمى "document"',
  documentNotFound: 'لا يوجد مستند لهذا البند',
};
