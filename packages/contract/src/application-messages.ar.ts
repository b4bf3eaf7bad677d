/**
 * The job application form's messages in Arabic (see messages.ar.ts). A file of its own so the
 * Arabic apply page downloads only its form's messages.
 */
import { atMost } from './arabic-limits.ts';
import { APPLICATION_LIMITS, type APPLICATION_MESSAGES } from './applications.ts';
import { JOB_LIMITS } from './jobs.ts';
import type { Translation } from './language.ts';

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
