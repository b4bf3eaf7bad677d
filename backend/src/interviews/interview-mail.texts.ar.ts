import type { Translation } from '@uaq/contract';
import type { INTERVIEW_MAIL_TEXTS, INTERVIEWER_MAIL_TEXTS } from './interview-mail.texts';

/** The Arabic of the applicant's interview e-mails (same keys as interview-mail.texts.ts). */
export const INTERVIEW_MAIL_TEXTS_AR: Translation<typeof INTERVIEW_MAIL_TEXTS> = {
  subject: {
    invitation: (position, company) => `دعوة إلى مقابلة: ${position} لدى ${company}`,
    update: (position, company) => `تعديل موعد المقابلة: ${position} لدى ${company}`,
    cancellation: (position, company) => `إلغاء المقابلة: ${position} لدى ${company}`,
  },
  paragraphs: {
    invitation: (position) => [
      `يسعدنا دعوتك إلى مقابلة لوظيفة ${position}.`,
      'الدعوة مرفقة بهذه الرسالة: يمكنك إضافتها إلى تقويمك بلمسة واحدة.',
    ],
    update: (position) => [
      `تم تعديل موعد المقابلة لوظيفة ${position}. التفاصيل الجديدة أدناه وفي الدعوة المرفقة.`,
    ],
    cancellation: (position) => [`تم إلغاء المقابلة لوظيفة ${position}. سنتواصل معك إن استجد أمر.`],
  },
  answerPrompt: 'يرجى إبلاغنا بما إذا كنت ستحضر:',
  accept: 'سأحضر',
  decline: 'أعتذر عن الحضور',
  facts: { when: 'الموعد', duration: 'المدة', where: 'المكان', meeting: 'رابط الاجتماع' },
  minutes: (minutes) => `${minutes} دقيقة`,
  eventTitle: (position, company) => `مقابلة: ${position}، ${company}`,
  eventDescription: (position, company) => `مقابلتك لوظيفة ${position} لدى ${company}.`,
  eventContact: (phone, email) => `للاستفسار: اتصل بنا على ${phone} أو راسلنا على ${email}.`,
};

/** The Arabic of the interviewers' e-mails, for team members who read the admin area in Arabic. */
export const INTERVIEWER_MAIL_TEXTS_AR: Translation<typeof INTERVIEWER_MAIL_TEXTS> = {
  subject: {
    invitation: (applicant, position) => `مقابلة: ${applicant} لوظيفة ${position}`,
    update: (applicant, position) => `تعديل مقابلة: ${applicant} لوظيفة ${position}`,
    cancellation: (applicant, position) => `إلغاء مقابلة: ${applicant} لوظيفة ${position}`,
  },
  intro: {
    invitation: (applicant) => `أنت عضو في لجنة مقابلة ${applicant}.`,
    update: (applicant) => `تم تعديل المقابلة مع ${applicant}.`,
    cancellation: (applicant) => `تم إلغاء المقابلة مع ${applicant}.`,
  },
  scorecard:
    'بعد بدء المقابلة، املأ بطاقة تقييمك في «مقابلاتي» في لوحة الإدارة: تقييم لكل معيار وتوصيتك وتعليق.',
  action: 'افتح الطلب',
  eventTitle: (applicant, position) => `مقابلة: ${applicant} لوظيفة ${position}`,
  eventApplication: (url) => `الطلب: ${url}`,
};
