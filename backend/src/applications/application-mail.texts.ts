import { isolate, type MailLanguage } from '../mail/mail-texts';

/** HR's notice of a new application, in the language of the team member who reads the careers address. */
export interface NewApplicationMailTexts {
  subject: (applicant: string, position: string) => string;
  intro: (position: string) => string;
  facts: { name: string; email: string; phone: string; position: string; resume: string };
  withResume: string;
  withoutResume: string;
  action: string;
}

export const NEW_APPLICATION_MAIL_TEXTS: Record<MailLanguage, NewApplicationMailTexts> = {
  en: {
    subject: (applicant, position) => `New application: ${applicant} for ${position}`,
    intro: (position) => `A new application for ${position} has arrived through the careers page.`,
    facts: { name: 'Name', email: 'Email', phone: 'Phone', position: 'Position', resume: 'Resume' },
    withResume: 'Attached to the application (download it in the admin area)',
    withoutResume: 'None uploaded',
    action: 'Open the application',
  },
  ar: {
    subject: (applicant, position) => `طلب توظيف جديد: ${isolate(applicant)} لوظيفة ${isolate(position)}`,
    intro: (position) => `وصل طلب توظيف جديد لوظيفة ${isolate(position)} عبر صفحة الوظائف.`,
    facts: {
      name: 'الاسم',
      email: 'البريد الإلكتروني',
      phone: 'الهاتف',
      position: 'الوظيفة',
      resume: 'السيرة الذاتية',
    },
    withResume: 'مرفقة بالطلب (نزّلها من لوحة الإدارة)',
    withoutResume: 'لم تُرفع',
    action: 'افتح الطلب',
  },
};

/** Under the applicant's confirmation, whatever HR's template says: what their status link offers, and the button. */
export interface StatusLinkNoteTexts {
  note: (validDays: number) => string;
  action: string;
}

export const STATUS_LINK_NOTE_TEXTS: Record<MailLanguage, StatusLinkNoteTexts> = {
  en: {
    note: (validDays) =>
      `Your personal link below shows where your applications stand and lets you withdraw one, download a copy of your data, correct your phone or e-mail, or ask us to erase your data. It works for ${validDays} days; keep it to yourself, as anyone with it can see your applications.`,
    action: 'See your application status',
  },
  ar: {
    note: (validDays) =>
      `يعرض لك رابطك الشخصي أدناه حالة طلباتك، ويتيح لك سحب طلب أو تنزيل نسخة من بياناتك أو تصحيح هاتفك أو بريدك الإلكتروني أو طلب حذف بياناتك. يعمل الرابط لمدة ${validDays} يومًا؛ احتفظ به لنفسك، فكل من يملكه يستطيع رؤية طلباتك.`,
    action: 'اطّلع على حالة طلبك',
  },
};
