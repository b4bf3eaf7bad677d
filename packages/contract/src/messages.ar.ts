/**
 * Arabic twins of the contract's messages a public visitor can meet: the apply, contact and quote
 * forms' field errors, their success texts, and the general refusals (limits, sizes, types, not
 * found). Written for UAE visitors in Modern Standard Arabic, with Western digits as UAE sites use.
 * The server answers with them when a request prefers Arabic (`Accept-Language: ar`); the Arabic
 * pages show them under the same fields.
 *
 * Imported as `@uaq/contract/messages.ar`, not through the index: the index never loads Arabic, so
 * English pages never carry it, and this file can read the limits from the index without a cycle.
 */
import {
  APPLICATION_LIMITS,
  ENQUIRY_LIMITS,
  JOB_LIMITS,
  PROJECT_LIMITS,
  QUOTE_LIMITS,
  QUOTE_STATUSES,
  type APPLICATION_MESSAGES,
  type CONTACT_MESSAGES,
  type ENQUIRY_MESSAGES,
  type PROJECT_MESSAGES,
  type QUOTE_MESSAGES,
  type REQUEST_MESSAGES,
} from './index.ts';
import type { Translation } from './language.ts';

/** A limit as UAE sites write it: Western digits with thousands separators. */
const count = (value: number) => value.toLocaleString('en-US');
const atMost = (field: string, max: number) => `يجب ألا يتجاوز ${field} ${count(max)} حرفًا`;

export const APPLICATION_MESSAGES_AR: Translation<typeof APPLICATION_MESSAGES> = {
  firstNameRequired: 'الاسم الأول مطلوب',
  lastNameRequired: 'اسم العائلة مطلوب',
  emailRequired: 'البريد الإلكتروني مطلوب',
  emailInvalid: 'البريد الإلكتروني غير صحيح',
  phoneRequired: 'رقم الهاتف مطلوب',
  addressRequired: 'العنوان مطلوب',
  coverLetterRequired: 'خطاب التقديم مطلوب',
  linkedinInvalid: 'يرجى إدخال رابط صحيح لحسابك على LinkedIn',
  consentRequired: 'يرجى تأكيد موافقتك على معالجة بياناتك لأغراض التوظيف',
  resumeType: 'يجب أن تكون السيرة الذاتية ملف PDF أو DOC أو DOCX',
  resumeSize: 'يجب ألا يتجاوز حجم السيرة الذاتية 5 ميغابايت',
  jobNotFound: 'الوظيفة غير موجودة',
  jobNotAccepting: 'لم تعد هذه الوظيفة تستقبل طلبات التقديم',
  duplicate: 'لقد تقدّمت لهذه الوظيفة من قبل',
  submitted: 'تم إرسال طلبك بنجاح',
  firstNameTooLong: atMost('الاسم الأول', APPLICATION_LIMITS.name),
  lastNameTooLong: atMost('اسم العائلة', APPLICATION_LIMITS.name),
  phoneTooLong: atMost('رقم الهاتف', APPLICATION_LIMITS.phone),
  addressTooLong: atMost('العنوان', APPLICATION_LIMITS.address),
  positionTooLong: atMost('المسمى الوظيفي', JOB_LIMITS.title),
  positionInvalid: 'يجب أن يكون المسمى الوظيفي نصًا',
  coverLetterTooLong: atMost('خطاب التقديم', APPLICATION_LIMITS.coverLetter),
  jobRequired: 'يرجى اختيار الوظيفة التي تتقدّم لها',
};

export const CONTACT_MESSAGES_AR: Translation<typeof CONTACT_MESSAGES> = {
  success: 'شكرًا لتواصلك معنا! سنرد عليك في أقرب وقت.',
  failure: 'عذرًا، حدث خطأ أثناء إرسال رسالتك. يرجى المحاولة مرة أخرى.',
};

export const ENQUIRY_MESSAGES_AR: Translation<typeof ENQUIRY_MESSAGES> = {
  nameRequired: 'الاسم مطلوب',
  nameTooLong: atMost('الاسم', ENQUIRY_LIMITS.name),
  emailRequired: 'البريد الإلكتروني مطلوب',
  emailInvalid: 'البريد الإلكتروني غير صحيح',
  phoneTooLong: atMost('رقم الهاتف', ENQUIRY_LIMITS.phone),
  phoneInvalid: 'يجب أن يكون رقم الهاتف نصًا',
  subjectRequired: 'يرجى اختيار موضوع الرسالة',
  messageRequired: 'نص الرسالة مطلوب',
  messageTooLong: atMost('نص الرسالة', ENQUIRY_LIMITS.message),
};

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
  floorsInvalid: `يجب أن يكون عدد الطوابق عددًا صحيحًا من 1 إلى ${count(QUOTE_LIMITS.floors)}`,
  areaInvalid: `يجب أن تكون المساحة عددًا صحيحًا بالمتر المربع من 1 إلى ${count(QUOTE_LIMITS.areaSqm)}`,
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

export const PROJECT_MESSAGES_AR: Translation<typeof PROJECT_MESSAGES> = {
  notFound: 'المشروع غير موجود',
  photoNotFound: 'الصورة غير موجودة',
  slugTaken: 'هذا العنوان (slug) مستخدم لمشروع آخر',
  photoType: 'يجب أن تكون الصور بصيغة JPEG أو PNG أو WebP',
  photoSize: 'يجب ألا يتجاوز حجم كل صورة 10 ميغابايت',
  tooManyPhotos: `لا يمكن أن يضم المشروع أكثر من ${count(PROJECT_LIMITS.photosPerProject)} صورة`,
  orderInvalid: 'يجب أن يذكر الترتيب كل رقم مشروع مرة واحدة فقط',
};

export const REQUEST_MESSAGES_AR: Translation<typeof REQUEST_MESSAGES> = {
  invalid: 'الطلب غير صالح.',
  invalidJson: 'محتوى الطلب ليس بصيغة JSON صحيحة.',
  incompleteForm: 'لم يصلنا النموذج كاملًا. يرجى إرساله مرة أخرى.',
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
  failed: 'تعذّر إتمام الطلب.',
  serverError: 'حدث خطأ من جهتنا. يرجى المحاولة مرة أخرى.',
};
