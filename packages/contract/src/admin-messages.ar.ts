/**
 * The Arabic of the admin half of the message catalogue (`message-catalogue.ts`): what the admin
 * area's refusals and receipts say to a team member who reads Arabic. The same codes, held by the
 * type check. Imported as `@uaq/contract/admin-messages.ar`, never through the index, so no public
 * page carries it. Field names an API client sends (`notifyApplicant`) stay as they are written.
 */
import type { ADMIN_MESSAGES } from './message-catalogue.ts';
import type { Translation } from './language.ts';
import { ADMIN_REQUEST_HEADER } from './admin-session.ts';
import { arabicCount } from './arabic-count.ts';
import { atMost } from './arabic-limits.ts';
import { BULK_LIMITS, NOTE_LIMITS, PAGE_LIMITS } from './applicant-tracker.ts';
import { REPORT_LIMITS } from './hiring-reports.ts';
import { INTERVIEW_LIMITS } from './interviews.ts';
import { OFFER_MESSAGES_AR } from './offer-messages.ar.ts';
import { JOB_LIMITS } from './jobs.ts';
import { BULK_MAIL_LIMITS, MAIL_TEMPLATE_LIMITS } from './mail-templates.ts';
import { groupedNumber } from './numbers.ts';
import { PROJECT_LIMITS } from './projects.ts';
import { RETENTION_LIMITS } from './retention.ts';
import { CONSTANT_LIMITS } from './site-constants.ts';
import { ADMIN_PASSWORD_MIN_LENGTH } from './team.ts';
import { TRACKING_LINK_LIMITS } from './application-source.ts';
import { EMIRATES } from './quote.ts';
import { CANDIDATE_LIMITS } from './candidates.ts';
import { APPLICATION_LIMITS } from './applications.ts';
import { EMIRATE_NAMES_AR } from './quote-names.ar.ts';
import { STATUS_UNDO_SECONDS } from './status-moves.ts';
import { INTERVIEWER_MESSAGES_AR, SCORECARD_MESSAGES_AR } from './scorecards.ar.ts';
import { WHATSAPP_SELECTION_LIMIT, WHATSAPP_TEXT_LIMIT } from './whatsapp-chats.ts';
import { SCREENING_ADMIN_MESSAGES_AR } from './screening-admin.ar.ts';

const characters = { one: 'حرف واحد', two: 'حرفان', few: 'أحرف', many: 'حرفًا', other: 'حرف' };
const applications = { one: 'طلب واحد', two: 'طلبين', few: 'طلبات', many: 'طلبًا', other: 'طلب' };
const days = { one: 'يوم واحد', two: 'يومين', few: 'أيام', many: 'يومًا', other: 'يوم' };
const minutes = { one: 'دقيقة واحدة', two: 'دقيقتين', few: 'دقائق', many: 'دقيقةً', other: 'دقيقة' };
const requirements = { one: 'متطلب واحد', two: 'متطلبان', few: 'متطلبات', many: 'متطلبًا', other: 'متطلب' };

const AUTH_MESSAGES_AR: Translation<typeof ADMIN_MESSAGES.auth> = {
  loginSuccessful: 'تم تسجيل الدخول بنجاح',
  invalidCredentials: 'اسم المستخدم أو كلمة المرور غير صحيحة',
  tooManyAttempts: 'محاولات تسجيل دخول كثيرة. يرجى المحاولة لاحقًا.',
  authenticationRequired: 'يلزم تسجيل الدخول',
  jsonOnly: 'سجّل الدخول ببيانات JSON (Content-Type: application/json).',
};

const ADMIN_SESSION_MESSAGES_AR: Translation<typeof ADMIN_MESSAGES.adminSession> = {
  requestHeaderMissing: `يحتاج هذا الطلب إلى الترويسة ${ADMIN_REQUEST_HEADER.name}.`,
  crossSiteRefused: 'تُرفض الطلبات الواردة من موقع آخر. يرجى استخدام لوحة الإدارة على هذا الموقع.',
};

const TEAM_MESSAGES_AR: Translation<typeof ADMIN_MESSAGES.team> = {
  ownerOnly: 'إدارة حسابات الفريق مقصورة على المالك',
  lastOwner: 'يجب أن يبقى مالك واحد مفعّل على الأقل.',
  accountNotFound: 'حساب الفريق غير موجود',
  usernameTaken: 'اسم المستخدم هذا مستخدم بالفعل.',
  created: 'أُنشئ الحساب. سلّم كلمة المرور المؤقتة لصاحب الحساب؛ فهي لا تظهر إلا مرة واحدة.',
  updated: 'تم تحديث الحساب',
  passwordChanged: 'تم تغيير كلمة المرور، وأُنهيت جلساتك الأخرى.',
  wrongCurrentPassword: 'كلمة المرور الحالية غير صحيحة.',
  passwordTooShort: `يجب ألا تقل كلمة المرور عن ${arabicCount(ADMIN_PASSWORD_MIN_LENGTH, characters)}.`,
  passwordUnchanged: 'اختر كلمة مرور مختلفة عن الحالية.',
  loggedOut: 'تم تسجيل الخروج',
  mustChangePassword: 'عيّن كلمة مرور جديدة قبل المتابعة.',
  mustEnrolMfa: 'فعّل التحقق بخطوتين قبل المتابعة.',
  auditOwnerOnly: 'سجل التدقيق مقصور على المالك',
};

const MFA_MESSAGES_AR: Translation<typeof ADMIN_MESSAGES.mfa> = {
  codeRequired: 'أدخل الرمز المكوّن من 6 أرقام من تطبيق المصادقة',
  wrongCode: 'هذا الرمز غير صالح. أدخل الرمز الحالي المكوّن من 6 أرقام.',
  alreadyEnabled: 'التحقق بخطوتين مفعّل لهذا الحساب بالفعل.',
  notStarted: 'ابدأ إعداد التحقق بخطوتين أولًا.',
  enabled: 'تم تفعيل التحقق بخطوتين. احفظ رموز الاسترداد في مكان آمن.',
  ownFirst: 'فعّل التحقق بخطوتين لحسابك أولًا قبل أن تجعله إلزاميًا للجميع.',
  keyUnknown:
    'تعذّر التحقق من رمز التحقق بخطوتين على هذا الخادم: تغيّر مفتاح التشفير. سجّل الدخول برمز استرداد، أو اطلب من مشغّل الموقع استعادة المفتاح السابق.',
};

const HR_MESSAGES_AR: Translation<typeof ADMIN_MESSAGES.hr> = {
  noteRequired: 'اكتب الملاحظة أولًا',
  noteTooLong: atMost('الملاحظة', NOTE_LIMITS.text),
  idsRequired: 'اختر طلبًا واحدًا على الأقل',
  idsTooMany: `غيّر ${arabicCount(BULK_LIMITS.ids, applications)} على الأكثر في المرة الواحدة`,
  idsInvalid: 'يجب تحديد الطلبات بأرقامها',
  page: 'يجب أن يكون رقم الصفحة عددًا صحيحًا يبدأ من 1',
  pageSize: `يجب أن يكون حجم الصفحة عددًا صحيحًا من 1 إلى ${groupedNumber(PAGE_LIMITS.maxPageSize)}`,
  sort: 'يجب أن يكون الترتيب أحد الخيارات: createdAt أو -createdAt أو name أو status',
  search: atMost('نص البحث', 100),
  handled: 'يجب أن تكون قيمة handled صحيحة أو خاطئة (true أو false)',
};

const RETENTION_MESSAGES_AR: Translation<typeof ADMIN_MESSAGES.retention> = {
  months: `أدخل عددًا صحيحًا من الأشهر بين ${RETENTION_LIMITS.minMonths} و${RETENTION_LIMITS.maxMonths}`,
  quarantineDays: `أدخل عددًا صحيحًا من الأيام بين ${RETENTION_LIMITS.minQuarantineDays} و${RETENTION_LIMITS.maxQuarantineDays}`,
  holdReasonRequired: 'اذكر سبب الحجز القانوني',
  holdReasonTooLong: atMost('السبب', RETENTION_LIMITS.holdReason),
  subject: 'اختر أحد الأنواع: طلب توظيف أو استفسار أو طلب عرض سعر',
  state: 'اختر: معلَّم للحذف أو محجوز',
  stage: 'اختر: التعليم للحذف أو الحذف النهائي',
  recordNotFound: 'السجل غير موجود',
  notHeld: 'هذا السجل ليس محجوزًا حجزًا قانونيًا',
  notMarked: 'هذا السجل غير معلَّم للحذف',
};

const REPORT_MESSAGES_AR: Translation<typeof ADMIN_MESSAGES.report> = {
  dayInvalid: 'يجب كتابة التواريخ بالصيغة YYYY-MM-DD',
  rangeReversed: 'يجب ألا يكون تاريخ البداية بعد تاريخ النهاية',
  rangeTooLong: `يغطي التقرير ${arabicCount(REPORT_LIMITS.maxDays, days)} على الأكثر`,
  jobInvalid: 'يجب تحديد الوظيفة برقمها',
  breakdownInvalid: 'يجب أن يكون التقسيم حسب الوسيط (medium) أو الحملة (campaign)',
};

const OUTBOX_MESSAGES_AR: Translation<typeof ADMIN_MESSAGES.outbox> = {
  notFound: 'الرسالة غير موجودة',
  notFailed: 'لا يُعاد إرسال إلا رسالة تعذّر إرسالها',
  retryScheduled: 'ستُرسل الرسالة مرة أخرى بعد قليل',
};

const MAIL_TEMPLATE_MESSAGES_AR: Translation<typeof ADMIN_MESSAGES.mailTemplate> = {
  subjectRequired: 'اكتب عنوان الرسالة',
  subjectTooLong: atMost('عنوان الرسالة', MAIL_TEMPLATE_LIMITS.subject),
  bodyRequired: 'اكتب نص الرسالة',
  bodyTooLong: atMost('نص الرسالة', MAIL_TEMPLATE_LIMITS.body),
  unknownPlaceholder: (name) => `عنصر نائب غير معروف: {{${name}}}`,
  unclosedPlaceholder: 'أحد العناصر النائبة غير مغلق: اكتبه بالشكل {{name}}',
  purpose: 'يجب أن يكون القالب أحد القوالب: received أو interview أو rejection أو offer',
  templatePurpose: 'يجب أن يكون القالب أحد القوالب: received أو interview أو rejection أو offer أو whatsapp',
  language: 'اختر لغة الصفحة: الإنجليزية أو العربية',
  notFound: 'القالب غير موجود',
  idsTooMany: `راسل ${arabicCount(BULK_MAIL_LIMITS.ids, { one: 'متقدمًا واحدًا', two: 'متقدمَين', few: 'متقدمين', many: 'متقدمًا', other: 'متقدم' })} على الأكثر في المرة الواحدة`,
  requestId: 'يجب أن تكون قيمة requestId معرّفًا من نوع UUID',
  invalid: 'في القالب أخطاء',
};

const INTERVIEW_MESSAGES_AR: Translation<typeof ADMIN_MESSAGES.interview> = {
  notFound: 'المقابلة غير موجودة',
  dateInvalid: 'يجب أن يكون التاريخ يومًا صحيحًا مكتوبًا بالصيغة YYYY-MM-DD',
  timeInvalid: 'يجب كتابة الوقت بالصيغة HH:mm (نظام 24 ساعة)',
  inPast: 'يجب أن يكون موعد المقابلة في المستقبل',
  durationInvalid: `يجب أن تكون المدة من ${INTERVIEW_LIMITS.minDurationMinutes} إلى ${arabicCount(INTERVIEW_LIMITS.maxDurationMinutes, minutes)}`,
  timeZoneInvalid: 'يجب أن تكون المنطقة الزمنية من مناطق IANA، مثل Asia/Dubai',
  placeRequired: 'اذكر مكان المقابلة أو رابط الاجتماع',
  locationTooLong: atMost('المكان', INTERVIEW_LIMITS.location),
  meetingUrlInvalid: 'يجب أن يبدأ رابط الاجتماع بـ https://',
  interviewersRequired: `اختر من 1 إلى ${INTERVIEW_LIMITS.maxInterviewers} من أعضاء لجنة المقابلة`,
  interviewerUnknown: (ids) => `لا يوجد حساب فريق مفعّل بالرقم ${ids}`,
  cancelled: 'أُلغيت هذه المقابلة',
  applicationClosed:
    'هذا الطلب مغلق (تم التعيين أو الرفض أو السحب): أعِده إلى مرحلة مفتوحة لتحديد مقابلة أو تغيير موعدها',
  notInterviewer: 'لا يسجّل بطاقة التقييم إلا أعضاء لجنة المقابلة، كلٌّ ببطاقته',
  notYetHeld: 'تُسجَّل بطاقة التقييم بعد بدء المقابلة',
};

const TRACKING_LINK_MESSAGES_AR: Translation<typeof ADMIN_MESSAGES.trackingLink> = {
  channelRequired: 'اذكر اسم القناة (مثل «مجموعة واتساب»)',
  channelTooLong: atMost('اسم القناة', TRACKING_LINK_LIMITS.channel),
  jobRequired: 'اختر وظيفة',
  jobNotFound: 'الوظيفة غير موجودة',
  linkNotFound: 'رابط التتبع غير موجود',
  language: 'اختر لغة الصفحة: الإنجليزية أو العربية',
  referrerRequired: 'اذكر اسم الشخص صاحب الإحالة',
  referrerTooLong: atMost('اسم صاحب الإحالة', TRACKING_LINK_LIMITS.referrer),
};

const JOB_ADMIN_MESSAGES_AR: Translation<typeof ADMIN_MESSAGES.job> = {
  created: 'تم إنشاء الوظيفة بنجاح',
  updated: 'تم تحديث الوظيفة بنجاح',
  reopened: 'أُعيد فتح الوظيفة',
  deleted: 'تم حذف الوظيفة بنجاح',
  titleRequired: 'المسمى الوظيفي مطلوب',
  titleText: 'يجب أن يكون المسمى الوظيفي نصًا',
  titleTooLong: atMost('المسمى الوظيفي', JOB_LIMITS.title),
  descriptionRequired: 'الوصف مطلوب',
  descriptionText: 'يجب أن يكون الوصف نصًا',
  descriptionTooLong: atMost('الوصف', JOB_LIMITS.description),
  locationRequired: 'الموقع مطلوب',
  locationText: 'يجب أن يكون الموقع نصًا',
  locationTooLong: atMost('الموقع', JOB_LIMITS.location),
  typeRequired: 'نوع الوظيفة مطلوب',
  typeInvalid: 'يجب أن يكون نوع الوظيفة: دوام كامل أو دوام جزئي أو عقد أو تدريب',
  statusInvalid: 'يجب أن تكون الحالة: نشطة أو غير نشطة أو مغلقة',
  requirementTooLong: atMost('كل متطلب', JOB_LIMITS.requirement),
  requirementText: 'يجب أن يكون كل متطلب نصًا',
  requirementsTooMany: `يُسمح بـ${arabicCount(JOB_LIMITS.requirements, requirements)} على الأكثر`,
  requirementsList: 'يجب أن تكون المتطلبات قائمة من الأسطر النصية',
  titleArText: 'يجب أن يكون المسمى الوظيفي (بالعربية) نصًا',
  titleArTooLong: atMost('المسمى الوظيفي (بالعربية)', JOB_LIMITS.title),
  descriptionArText: 'يجب أن يكون الوصف (بالعربية) نصًا',
  descriptionArTooLong: atMost('الوصف (بالعربية)', JOB_LIMITS.description),
  locationArText: 'يجب أن يكون الموقع (بالعربية) نصًا',
  locationArTooLong: atMost('الموقع (بالعربية)', JOB_LIMITS.location),
  requirementArTooLong: atMost('كل متطلب بالعربية', JOB_LIMITS.requirement),
  requirementArText: 'يجب أن يكون كل متطلب بالعربية نصًا',
  requirementsArTooMany: `يُسمح بـ${arabicCount(JOB_LIMITS.requirements, requirements)} بالعربية على الأكثر`,
  requirementsArList: 'يجب أن تكون المتطلبات (بالعربية) قائمة من الأسطر النصية',
  closesOnInvalid: 'يجب كتابة تاريخ الإغلاق بالصيغة YYYY-MM-DD',
  closesOnPast: 'يجب أن يكون تاريخ إغلاق الوظيفة المفتوحة اليوم أو بعده',
  resumeOptionalBoolean: 'يجب أن تكون قيمة «السيرة الذاتية اختيارية» صحيحة أو خاطئة',
  emirateInvalid: `يجب أن تكون الإمارة إحدى: ${EMIRATES.map((emirate) => EMIRATE_NAMES_AR[emirate]).join('، ')}`,
};

const APPLICATION_ADMIN_MESSAGES_AR: Translation<typeof ADMIN_MESSAGES.applicationAdmin> = {
  resumeNotFound: 'السيرة الذاتية غير موجودة',
  deleted: 'تم حذف الطلب',
  linksRevoked: 'لم تعد روابط متابعة الطلب الخاصة بالمتقدم تعمل',
  unknownIds: (ids) => `لا يوجد طلب بالرقم ${ids}؛ لم يتغير شيء`,
  unknownIdsList: (ids) => ids,
  statusInvalid:
    'يجب أن تكون المرحلة إحدى المراحل: قيد الانتظار أو قيد المراجعة أو القائمة المختصرة أو تمت المقابلة أو مرفوض أو تم التعيين أو مسحوب',
  jobInvalid: 'يجب تحديد الوظيفة برقمها',
  notifyApplicantBoolean: 'يجب أن تكون قيمة notifyApplicant صحيحة أو خاطئة (true أو false)',
};

const ENQUIRY_ADMIN_MESSAGES_AR: Translation<typeof ADMIN_MESSAGES.enquiryAdmin> = {
  notFound: 'الاستفسار غير موجود',
  handledBoolean: 'يجب أن تكون قيمة handled صحيحة أو خاطئة (true أو false)',
};

const QUOTE_ADMIN_MESSAGES_AR: Translation<typeof ADMIN_MESSAGES.quoteAdmin> = {
  searchTooLong: atMost('نص البحث', 100),
  searchText: 'يجب أن يكون البحث نصًا',
  sortInvalid: 'يجب أن يكون الترتيب أحد الخيارات المعروضة في القائمة',
};

const PROJECT_ADMIN_MESSAGES_AR: Translation<typeof ADMIN_MESSAGES.projectAdmin> = {
  photoRequired: 'اختر صورة لرفعها',
  titleRequired: 'اسم المشروع مطلوب',
  titleTooLong: atMost('اسم المشروع', PROJECT_LIMITS.title),
  slugInvalid: 'لا يحتوي الاسم في رابط الصفحة إلا على أحرف لاتينية صغيرة وأرقام وشرطات',
  slugTooLong: atMost('الاسم في رابط الصفحة', PROJECT_LIMITS.slug),
  slugText: 'يجب أن يكون الاسم في رابط الصفحة نصًا',
  categoryInvalid: 'يجب اختيار الفئة من القائمة',
  clientText: 'يجب أن يكون اسم العميل نصًا',
  clientTooLong: atMost('اسم العميل', PROJECT_LIMITS.client),
  locationRequired: 'الموقع مطلوب',
  locationTooLong: atMost('الموقع', PROJECT_LIMITS.location),
  statusInvalid: 'يجب اختيار حالة المشروع من القائمة',
  descriptionRequired: 'الوصف مطلوب',
  descriptionTooLong: atMost('الوصف', PROJECT_LIMITS.description),
  titleArText: 'يجب أن يكون اسم المشروع (بالعربية) نصًا',
  titleArTooLong: atMost('اسم المشروع (بالعربية)', PROJECT_LIMITS.title),
  clientArText: 'يجب أن يكون اسم العميل (بالعربية) نصًا',
  clientArTooLong: atMost('اسم العميل (بالعربية)', PROJECT_LIMITS.client),
  locationArText: 'يجب أن يكون الموقع (بالعربية) نصًا',
  locationArTooLong: atMost('الموقع (بالعربية)', PROJECT_LIMITS.location),
  descriptionArText: 'يجب أن يكون الوصف (بالعربية) نصًا',
  descriptionArTooLong: atMost('الوصف (بالعربية)', PROJECT_LIMITS.description),
  servicesUnique: 'تُذكر كل خدمة مرة واحدة فقط',
  servicesInvalid: 'يجب اختيار الخدمات من القائمة',
  servicesList: 'يجب أن تكون الخدمات قائمة',
  publishedBoolean: 'يجب أن تكون قيمة «منشور» صحيحة أو خاطئة',
  sampleBoolean: 'يجب أن تكون قيمة «مشروع توضيحي» صحيحة أو خاطئة',
  altText: 'يجب أن يكون وصف الصورة نصًا',
  altTooLong: atMost('وصف الصورة', PROJECT_LIMITS.alt),
  altArText: 'يجب أن يكون وصف الصورة (بالعربية) نصًا',
  altArTooLong: atMost('وصف الصورة (بالعربية)', PROJECT_LIMITS.alt),
};

const ACCOUNT_MESSAGES_AR: Translation<typeof ADMIN_MESSAGES.account> = {
  usernameRule:
    'يتكون اسم المستخدم من 3 إلى 50 حرفًا من الأحرف اللاتينية الصغيرة أو الأرقام أو النقاط أو الشرطات أو الشرطات السفلية.',
  usernameRequired: 'اسم المستخدم مطلوب',
  usernameTooLong: atMost('اسم المستخدم', 100),
  passwordRequired: 'كلمة المرور مطلوبة',
  passwordTooLong: atMost('كلمة المرور', 1024),
  currentPasswordRequired: 'كلمة المرور الحالية مطلوبة',
  newPasswordRequired: 'كلمة المرور الجديدة مطلوبة',
  // The command line passes its minimum as a number written in digits.
  passwordShorterThan: (minimum) =>
    `يجب ألا تقل كلمة المرور عن ${/^\d+$/.test(minimum) ? arabicCount(Number(minimum), characters) : minimum}.`,
  noAdminNamed: (name) => `لا يوجد حساب فريق باسم «${name}».`,
  roleInvalid: 'يجب أن يكون الدور: مالك أو موارد بشرية أو عضو لجنة مقابلات',
  disabledBoolean: 'يجب أن تكون قيمة disabled صحيحة أو خاطئة (true أو false)',
  emailInvalid: 'يجب أن يكون البريد الإلكتروني عنوانًا صحيحًا',
  mfaRequiredBoolean: 'يجب أن تكون قيمة mfaRequired صحيحة أو خاطئة (true أو false)',
  languageInvalid: 'يجب أن تكون اللغة en (الإنجليزية) أو ar (العربية)',
};

const AUDIT_MESSAGES_AR: Translation<typeof ADMIN_MESSAGES.audit> = {
  actorInvalid: 'يجب أن يكون المنفّذ اسم مستخدم',
  actionInvalid: 'يجب أن يكون الإجراء أحد الإجراءات المسجّلة',
  fromInvalid: 'يجب أن يكون تاريخ البداية تاريخًا مثل 2026-11-01',
  toInvalid: 'يجب أن يكون تاريخ النهاية تاريخًا مثل 2026-11-30',
};

const OUTBOX_ADMIN_MESSAGES_AR: Translation<typeof ADMIN_MESSAGES.outboxAdmin> = {
  statusInvalid: 'يجب أن تكون الحالة: قيد الانتظار أو مُرسلة أو متعذّرة',
};

const STATUS_MOVE_MESSAGES_AR: Translation<typeof ADMIN_MESSAGES.statusMove> = {
  applicantOnly: 'لا يسحب الطلب إلا المتقدم نفسه، من صفحة متابعة طلباته',
  confirmRequired: 'نقل الطلب من مرحلة «تم التعيين» أو إلى مرحلة «مرفوض» يحتاج إلى تأكيدك',
  confirmBoolean: 'يجب أن تكون قيمة confirm صحيحة أو خاطئة (true أو false)',
  changeIdInvalid: 'يجب أن تكون قيمة changeId رقم تغيير في المرحلة',
  changeNotFound: 'لا يوجد لهذا الطلب تغيير بهذا الرقم',
  undoNotLatest: 'نُقل الطلب مرة أخرى بعد ذلك، فلم يعد ممكنًا التراجع عن هذا النقل',
  undoNotYours: 'لا يتراجع عن النقل إلا عضو الفريق الذي قام به',
  undoExpired: `يمكن التراجع عن النقل خلال ${STATUS_UNDO_SECONDS} ثوانٍ فقط، وقد مضت`,
  undoMailed: 'أُرسلت بهذا النقل رسالة إلى المتقدم، فلم يعد ممكنًا التراجع عنه',
};

const WHATSAPP_MESSAGES_AR: Translation<typeof ADMIN_MESSAGES.whatsapp> = {
  noPhone: 'لم يذكر هذا المتقدم رقم هاتف: يحتاج واتساب إلى رقم هاتف متحرك',
  notMobile: (phone) =>
    `الرقم \u2066${phone}\u2069 ليس رقم هاتف متحرك، ويحتاج واتساب إلى رقم متحرك (اتصل به أو أرسل رسالة بريد إلكتروني)`,
  idsTooMany: `تنقّل بين ${arabicCount(WHATSAPP_SELECTION_LIMIT, applications)} على الأكثر في المرة الواحدة`,
  bodyTooLong: atMost('رسالة واتساب', WHATSAPP_TEXT_LIMIT),
  noSubject: 'لا عنوان لرسالة واتساب: اترك الحقل فارغًا',
};

const CANDIDATE_MESSAGES_AR: Translation<typeof ADMIN_MESSAGES.candidate> = {
  notFound: 'المرشح غير موجود',
  hrOnly: 'لا يطّلع على المرشحين إلا الملّاك وفريق الموارد البشرية',
  tagNotFound: 'الوسم غير موجود',
  tagNameRequired: 'اسم الوسم مطلوب',
  tagNameTooLong: atMost('اسم الوسم', CANDIDATE_LIMITS.tagName),
  tagNameTaken: 'يوجد وسم بهذا الاسم',
  tagsFull: `يمكن تعريف ${CANDIDATE_LIMITS.tags} وسم على الأكثر؛ احذف وسمًا أولًا`,
  tagIdsInvalid: `يجب أن تكون الوسوم قائمة من ${CANDIDATE_LIMITS.tagsPerCandidate} رقم وسم على الأكثر`,
  unknownTags: (ids) => `لا يوجد وسم بالرقم ${ids}؛ لم يتغير شيء`,
  skillsInvalid: `اكتب ${CANDIDATE_LIMITS.skillWords} كلمات مهارات على الأكثر، كل منها ${CANDIDATE_LIMITS.skillWordLength} أحرف على الأقل`,
  stageInvalid: 'اختر مرحلة من مراحل التوظيف',
  tagInvalid: 'يجب أن يكون الوسم رقم وسم',
  incompleteInvalid: 'يجب أن تكون قيمة incomplete صحيحة أو خاطئة (true أو false)',
  sortInvalid: 'يجب أن يكون الترتيب: -lastAppliedAt أو lastAppliedAt أو name',
  sourceInvalid: 'اختر المصدر: حضور شخصي أو وكالة توظيف أو إحالة',
  sourceNameRequired: 'اذكر اسم الوكالة أو اسم صاحب الإحالة',
  sourceNameTooLong: atMost('اسم الوكالة أو صاحب الإحالة', CANDIDATE_LIMITS.sourceName),
  consentRequired: 'أكّد أن المرشح وافق على معالجة بياناته لأغراض التوظيف',
  emailTaken: 'لهذا المرشح بريد إلكتروني؛ يغيّره المتقدم من صفحة متابعة طلباته',
  phoneInvalid: 'رقم الهاتف غير صالح',
  nameTooLong: atMost('الاسم', APPLICATION_LIMITS.name),
  changeEmpty: 'غيّر واحدًا على الأقل من: الاسم الأول أو اسم العائلة أو الهاتف أو البريد الإلكتروني',
  liveApplicationExists: 'لهذا المرشح طلب قيد المعالجة لهذه الوظيفة؛ لم يتغير شيء',
  applicationNotTheirs: 'هذا الطلب ليس من طلبات هذا المرشح',
  noApplication: 'ليس لهذا المرشح طلب يمكن النظر فيه مرة أخرى',
  resumesRequired: 'أضف سيرة ذاتية واحدة على الأقل (PDF أو DOC أو DOCX)',
  tooManyFiles: `${CANDIDATE_LIMITS.importFiles} سير ذاتية على الأكثر في الاستيراد الواحد`,
  resumeUnreadable: 'يجب أن تكون السيرة الذاتية ملف PDF أو DOC أو DOCX',
  withoutEmail: (ids) => `الطلبات ${ids} بلا بريد إلكتروني بعد؛ أكمل بيانات مرشحيها أولًا`,
  added: 'أُضيف المرشح',
  imported: 'استُوردت السير الذاتية',
  considered: 'أُنشئ طلب للوظيفة الأخرى',
};

const SITE_CONSTANT_MESSAGES_AR: Translation<typeof ADMIN_MESSAGES.siteConstants> = {
  notAnObject: 'يجب إرسال الإعدادات كائن JSON واحدًا من الأسماء والقيم.',
  tooMany: (sent) =>
    `يمكن حفظ ${groupedNumber(CONSTANT_LIMITS.maxKeys)} إعدادًا على الأكثر، وقد أُرسل ${sent}.`,
  nameInvalid: (key) =>
    `اسم الإعداد «${key}» غير صالح: ابدأه بحرف لاتيني، واستخدم الأحرف اللاتينية والأرقام والشرطة السفلية فقط (64 حرفًا على الأكثر).`,
  namesClash: (clash, key) =>
    `لا يختلف اسما الإعدادين «${clash}» و«${key}» إلا في حالة الأحرف؛ أبقِ أحدهما فقط.`,
  valueTooLarge: (key) =>
    `قيمة «${key}» كبيرة جدًا: يجب ألا تتجاوز كل قيمة ${groupedNumber(CONSTANT_LIMITS.maxValueBytes / 1024)} كيلوبايت.`,
};

export const ADMIN_MESSAGES_AR: Translation<typeof ADMIN_MESSAGES> = {
  auth: AUTH_MESSAGES_AR,
  adminSession: ADMIN_SESSION_MESSAGES_AR,
  team: TEAM_MESSAGES_AR,
  mfa: MFA_MESSAGES_AR,
  hr: HR_MESSAGES_AR,
  retention: RETENTION_MESSAGES_AR,
  report: REPORT_MESSAGES_AR,
  outbox: OUTBOX_MESSAGES_AR,
  mailTemplate: MAIL_TEMPLATE_MESSAGES_AR,
  interview: INTERVIEW_MESSAGES_AR,
  offer: OFFER_MESSAGES_AR,
  trackingLink: TRACKING_LINK_MESSAGES_AR,
  statusMove: STATUS_MOVE_MESSAGES_AR,
  whatsapp: WHATSAPP_MESSAGES_AR,
  candidate: CANDIDATE_MESSAGES_AR,
  screeningAdmin: SCREENING_ADMIN_MESSAGES_AR,
  job: JOB_ADMIN_MESSAGES_AR,
  applicationAdmin: APPLICATION_ADMIN_MESSAGES_AR,
  enquiryAdmin: ENQUIRY_ADMIN_MESSAGES_AR,
  quoteAdmin: QUOTE_ADMIN_MESSAGES_AR,
  projectAdmin: PROJECT_ADMIN_MESSAGES_AR,
  account: ACCOUNT_MESSAGES_AR,
  audit: AUDIT_MESSAGES_AR,
  outboxAdmin: OUTBOX_ADMIN_MESSAGES_AR,
  siteConstants: SITE_CONSTANT_MESSAGES_AR,
  scorecard: SCORECARD_MESSAGES_AR,
  interviewer: INTERVIEWER_MESSAGES_AR,
};
