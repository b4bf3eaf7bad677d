import {
  APPLICATION_MESSAGES,
  CONTACT_MESSAGES,
  ENQUIRY_LIMITS,
  ENQUIRY_MESSAGES,
  QUOTE_LIMITS,
  QUOTE_MESSAGES,
  QUOTE_STATUSES,
} from '@uaq/contract';
import { arabic } from './arabic';

/*
 * The Arabic of the contract's messages a visitor can see on the public forms, registered for the
 * Arabic pages (every Arabic route loads this file). The server answers in the same words for
 * `Accept-Language: ar` once the contract carries them (packages/contract/src/messages.ar.ts):
 * then each object below becomes that file's constant.
 */

export const applicationMessagesAr = arabic(APPLICATION_MESSAGES, {
  firstNameRequired: 'الاسم الأول مطلوب',
  lastNameRequired: 'اسم العائلة مطلوب',
  emailRequired: 'البريد الإلكتروني مطلوب',
  emailInvalid: 'البريد الإلكتروني غير صحيح',
  phoneRequired: 'رقم الهاتف مطلوب',
  addressRequired: 'العنوان مطلوب',
  coverLetterRequired: 'خطاب التقديم مطلوب',
  linkedinInvalid: 'يرجى إدخال رابط صحيح لحسابك على لينكدإن',
  consentRequired: 'يرجى الموافقة على معالجة بياناتك لأغراض التوظيف',
  resumeType: 'يجب أن تكون السيرة الذاتية ملف PDF أو DOC أو DOCX',
  resumeSize: 'يجب ألا يزيد حجم السيرة الذاتية على 5 ميغابايت',
  jobNotFound: 'الوظيفة غير موجودة',
  jobNotAccepting: 'لم تعد هذه الوظيفة تستقبل طلبات',
  duplicate: 'لقد تقدمت لهذه الوظيفة من قبل',
  submitted: 'تم إرسال طلبك بنجاح',
});

export const contactMessagesAr = arabic(CONTACT_MESSAGES, {
  success: 'شكراً لرسالتك! سنتواصل معك قريباً.',
  failure: 'عذراً، حدث خطأ أثناء إرسال رسالتك. يرجى المحاولة مرة أخرى.',
});

export const enquiryMessagesAr = arabic(ENQUIRY_MESSAGES, {
  nameRequired: 'الاسم مطلوب',
  nameTooLong: `يجب ألا يزيد الاسم على ${ENQUIRY_LIMITS.name} حرفاً`,
  emailRequired: 'البريد الإلكتروني مطلوب',
  emailInvalid: 'البريد الإلكتروني غير صحيح',
  phoneTooLong: `يجب ألا يزيد رقم الهاتف على ${ENQUIRY_LIMITS.phone} حرفاً`,
  subjectRequired: 'يرجى اختيار الموضوع',
  messageRequired: 'الرسالة مطلوبة',
  messageTooLong: `يجب ألا تزيد الرسالة على ${ENQUIRY_LIMITS.message} حرف`,
});

export const quoteMessagesAr = arabic(QUOTE_MESSAGES, {
  nameRequired: 'الاسم مطلوب',
  nameTooLong: `يجب ألا يزيد الاسم على ${QUOTE_LIMITS.name} حرفاً`,
  companyTooLong: `يجب ألا يزيد اسم الشركة على ${QUOTE_LIMITS.company} حرفاً`,
  emailRequired: 'البريد الإلكتروني مطلوب',
  emailInvalid: 'البريد الإلكتروني غير صحيح',
  phoneRequired: 'رقم الهاتف مطلوب',
  phoneTooLong: `يجب ألا يزيد رقم الهاتف على ${QUOTE_LIMITS.phone} حرفاً`,
  emirateRequired: 'يرجى اختيار الإمارة التي يقع فيها المبنى',
  buildingTypeRequired: 'يرجى اختيار نوع المبنى',
  servicesRequired: 'يرجى اختيار خدمة واحدة على الأقل',
  servicesInvalid: 'يرجى اختيار الخدمات من القائمة',
  floorsInvalid: `يجب أن يكون عدد الطوابق رقماً صحيحاً من 1 إلى ${QUOTE_LIMITS.floors}`,
  areaInvalid: `يجب أن تكون المساحة رقماً صحيحاً بالمتر المربع من 1 إلى ${QUOTE_LIMITS.areaSqm.toLocaleString('en-US')}`,
  amcRequired: 'يرجى تحديد ما إذا كنت ترغب في عقد صيانة سنوي',
  preferredContactRequired: 'يرجى اختيار طريقة التواصل المفضلة',
  messageTooLong: `يجب ألا تزيد الرسالة على ${QUOTE_LIMITS.message.toLocaleString('en-US')} حرف`,
  consentRequired: 'يرجى الموافقة على استخدام بياناتك لإعداد عرض السعر',
  drawingType: 'يجب أن يكون المخطط ملف PDF أو PNG أو JPEG',
  drawingSize: 'يجب ألا يزيد حجم المخطط على 10 ميغابايت',
  submitted: 'شكراً لك! تم إرسال طلب عرض السعر، وسنتواصل معك خلال يوم عمل واحد.',
  notFound: 'طلب عرض السعر غير موجود',
  drawingNotFound: 'المخطط غير موجود',
  statusInvalid: `يجب أن تكون الحالة إحدى القيم: ${QUOTE_STATUSES.join('، ')}`,
});
