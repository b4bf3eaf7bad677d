/** The Arabic of the applicant's interview answer page (see interviews.ts), same keys. */
import type { INTERVIEW_ANSWER_TEXTS } from './interviews.ts';
import type { Translation } from './language.ts';

export const INTERVIEW_ANSWER_TEXTS_AR: Translation<typeof INTERVIEW_ANSWER_TEXTS> = {
  title: 'مقابلتك',
  when: 'الموعد',
  where: 'المكان',
  meeting: 'رابط الاجتماع',
  acceptQuestion: 'هل تؤكد حضورك هذه المقابلة؟',
  declineQuestion: 'هل تريد الاعتذار عن هذه المقابلة؟',
  acceptButton: 'نعم، سأحضر',
  declineButton: 'الاعتذار عن المقابلة',
  accepted: 'شكرًا لك: تم تأكيد حضورك. نتطلع إلى لقائك.',
  declined: 'شكرًا لإبلاغنا. سيتواصل معك فريق الموارد البشرية إن أمكن تحديد موعد آخر.',
  invalid: 'هذا الرابط غير صالح. يرجى استخدام الرابط الوارد في أحدث رسالة منا.',
  expired: 'انتهت صلاحية هذا الرابط: بدأت المقابلة أو انقضى موعدها.',
  outdated: 'تم تعديل هذه المقابلة بعد هذه الرسالة. يرجى استخدام الرابط الوارد في أحدث رسالة.',
  cancelled: 'تم إلغاء هذه المقابلة.',
  contact: (phone, email) => `لأي استفسار، اتصل بنا على ${phone} أو راسلنا على ${email}.`,
};
