/**
 * The contact form's messages in Arabic (see messages.ar.ts). A file of its own so the Arabic
 * contact page downloads only its form's messages.
 */
import { atMost } from './arabic-limits.ts';
import { ENQUIRY_LIMITS, type CONTACT_MESSAGES, type ENQUIRY_MESSAGES } from './enquiries.ts';
import type { Translation } from './language.ts';

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
  subjectRequired: 'يرجى اختيار موضوع الرسالة',
  messageRequired: 'نص الرسالة مطلوب',
  messageTooLong: atMost('نص الرسالة', ENQUIRY_LIMITS.message),
};
