/**
 * The quote request form's messages in Arabic (see messages.ar.ts). A file of its own, reading the
 * limits from quote.ts alone, so the Arabic quote page downloads only its form's messages.
 */
import { atMost } from './arabic-limits.ts';
import { groupedNumber } from './numbers.ts';
import type { Translation } from './language.ts';
import { QUOTE_LIMITS, QUOTE_STATUSES, type QUOTE_MESSAGES } from './quote.ts';

export const QUOTE_MESSAGES_AR: Translation<typeof QUOTE_MESSAGES> = {
  nameRequired: 'الاسم مطلوب',
  nameTooLong: atMost('الاسم', QUOTE_LIMITS.name),
  companyTooLong: atMost('اسم الشركة', QUOTE_LIMITS.company),
  emailRequired: 'البريد الإلكتروني مطلوب',
  emailInvalid: 'البريد الإلكتروني غير صحيح',
  phoneRequired: 'رقم الهاتف مطلوب',
  phoneTooLong: atMost('رقم الهاتف', QUOTE_LIMITS.phone),
  emirateRequired: 'يرجى اختيار الإمارة التي يقع فيها المبنى',
  buildingTypeRequired: 'يرجى اختيار نوع المبنى',
  servicesRequired: 'يرجى اختيار خدمة واحدة على الأقل',
  servicesInvalid: 'يرجى اختيار الخدمات من القائمة',
  floorsInvalid: `يجب أن يكون عدد الطوابق عددًا صحيحًا من 1 إلى ${groupedNumber(QUOTE_LIMITS.floors)}`,
  areaInvalid: `يجب أن تكون المساحة عددًا صحيحًا بالمتر المربع من 1 إلى ${groupedNumber(QUOTE_LIMITS.areaSqm)}`,
  amcRequired: 'يرجى تحديد ما إذا كنت ترغب في عقد صيانة سنوي',
  preferredContactRequired: 'يرجى اختيار طريقة التواصل المفضلة لديك',
  messageTooLong: atMost('نص الرسالة', QUOTE_LIMITS.message),
  consentRequired: 'يرجى تأكيد موافقتك على استخدام بياناتك لإعداد عرض السعر',
  drawingType: 'يجب أن يكون المخطط ملف PDF أو PNG أو JPEG',
  drawingSize: 'يجب ألا يتجاوز حجم المخطط 10 ميغابايت',
  submitted: 'شكرًا لك! تم إرسال طلب عرض السعر، وسنتواصل معك خلال يوم عمل واحد.',
  notFound: 'طلب عرض السعر غير موجود',
  drawingNotFound: 'المخطط غير موجود',
  statusInvalid: `يجب أن تكون الحالة إحدى القيم: ${QUOTE_STATUSES.join('، ')}`,
};
