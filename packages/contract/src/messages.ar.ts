/**
 * Arabic twins of the contract's messages a public visitor can meet: the apply, contact and quote
 * forms' field errors, their success texts, and the general refusals (limits, sizes, types, not
 * found). Written for UAE visitors in Modern Standard Arabic, with Western digits as UAE sites use.
 * The server answers with them when a request prefers Arabic (`Accept-Language: ar`); the Arabic
 * pages show them under the same fields.
 *
 * Imported as `@uaq/contract/messages.ar`, not through the index: the index never loads Arabic, so
 * English pages never carry it, and this file can read the limits from the index without a cycle.
 * Each form's messages live in a file of their own (`@uaq/contract/application-messages.ar`...), so
 * an Arabic form page downloads its own form's messages and nothing else.
 */
import { groupedNumber } from './numbers.ts';
import type { REQUEST_MESSAGES } from './api.ts';
import { PROJECT_LIMITS, type PROJECT_MESSAGES } from './projects.ts';
import type { Translation } from './language.ts';

export { APPLICATION_MESSAGES_AR } from './application-messages.ar.ts';
export { CONTACT_MESSAGES_AR, ENQUIRY_MESSAGES_AR } from './enquiry-messages.ar.ts';
export { QUOTE_MESSAGES_AR } from './quote-messages.ar.ts';
export { JOB_CLOSING_MESSAGES_AR } from './job-closing-messages.ar.ts';

export const PROJECT_MESSAGES_AR: Translation<typeof PROJECT_MESSAGES> = {
  notFound: 'المشروع غير موجود',
  photoNotFound: 'الصورة غير موجودة',
  slugTaken: 'هذا العنوان (slug) مستخدم لمشروع آخر',
  photoType: 'يجب أن تكون الصور بصيغة JPEG أو PNG أو WebP',
  photoSize: 'يجب ألا يتجاوز حجم كل صورة 10 ميغابايت',
  photoPixels: `يجب ألا تتجاوز دقة كل صورة ${groupedNumber(PROJECT_LIMITS.photoMegapixels)} ميغابكسل`,
  tooManyPhotos: `لا يمكن أن يضم المشروع أكثر من ${groupedNumber(PROJECT_LIMITS.photosPerProject)} صورةً`,
  orderInvalid: 'يجب أن يذكر الترتيب كل رقم مشروع مرة واحدة فقط',
  durationMonths: `يجب أن تكون المدة عددًا صحيحًا من الأشهر بين 1 و${groupedNumber(PROJECT_LIMITS.durationMonths)}`,
};

export const REQUEST_MESSAGES_AR: Translation<typeof REQUEST_MESSAGES> = {
  invalid: 'الطلب غير صالح.',
  invalidJson: 'محتوى الطلب ليس بصيغة JSON صحيحة.',
  incompleteForm: 'لم يصلنا النموذج كاملًا. يرجى إرساله مرة أخرى.',
  unreadablePart:
    'تعذّرت قراءة جزء من النموذج (قد يحتوي اسم ملف على فاصل أسطر). يرجى إعادة تسمية الملف وإرسال النموذج مرة أخرى.',
  invalidAddress: 'العنوان غير صالح.',
  unknownField: (field) => `حقل غير معروف: ${field}`,
  oneFileOnly: (field) => `يمكن إرسال ملف واحد فقط باسم "${field}"`,
  forbidden: 'لا تملك صلاحية القيام بهذا الإجراء.',
  notFound: 'الصفحة أو العنصر المطلوب غير موجود.',
  methodNotAllowed: 'هذا الإجراء غير مسموح به هنا.',
  conflict: 'يتعارض الطلب مع الحالة الحالية.',
  tooLarge: 'حجم الطلب كبير جدًا.',
  unsupportedType: 'نوع المحتوى هذا غير مدعوم.',
  tooManyRequests: 'عدد الطلبات كبير جدًا. يرجى المحاولة لاحقًا.',
  tooManyMessages: 'أُرسل عدد كبير من الرسائل من اتصالك. يرجى المحاولة بعد بضع دقائق.',
  tooManyQuoteRequests: 'أُرسل عدد كبير من طلبات عروض الأسعار من اتصالك. يرجى المحاولة بعد بضع دقائق.',
  tooManyApplications: 'أُرسل عدد كبير من طلبات التوظيف من اتصالك. يرجى المحاولة لاحقًا.',
  unavailable: 'الخدمة غير متاحة مؤقتًا. يرجى المحاولة بعد قليل.',
  busy: 'الموقع مزدحم جدًا في هذه اللحظة. يرجى المحاولة مرة أخرى بعد بضع ثوانٍ.',
  failed: 'تعذّر إتمام الطلب.',
  serverError: 'حدث خطأ من جهتنا. يرجى المحاولة مرة أخرى.',
};
