import { SERVICE_NAMES, type EnquirySubject } from '@uaq/contract';
import { SERVICE_NAMES_AR } from '@uaq/contract/site.ar';
import { isolate, type MailLanguage } from '../mail/mail-texts';

/** The office's notice of a new enquiry, in the language of the team member who reads the contact address. */
export interface NewEnquiryMailTexts {
  subject: (sender: string, topic: string) => string;
  intro: string;
  facts: { name: string; email: string; phone: string; topic: string };
  messageHeading: string;
  noPhone: string;
  /** What the contact form calls each subject, never its id. */
  subjectNames: Record<EnquirySubject, string>;
}

export const NEW_ENQUIRY_MAIL_TEXTS: Record<MailLanguage, NewEnquiryMailTexts> = {
  en: {
    subject: (sender, topic) => `New enquiry from ${sender}: ${topic}`,
    intro: 'A new enquiry has arrived through the contact page.',
    facts: { name: 'Name', email: 'Email', phone: 'Phone', topic: 'Subject' },
    messageHeading: 'Message',
    noPhone: 'Not given',
    subjectNames: { ...SERVICE_NAMES, general: 'General Enquiry' },
  },
  ar: {
    subject: (sender, topic) => `استفسار جديد من ${isolate(sender)}: ${isolate(topic)}`,
    intro: 'وصل استفسار جديد عبر صفحة اتصل بنا.',
    facts: { name: 'الاسم', email: 'البريد الإلكتروني', phone: 'الهاتف', topic: 'الموضوع' },
    messageHeading: 'الرسالة',
    noPhone: 'لم يُذكر',
    subjectNames: { ...SERVICE_NAMES_AR, general: 'استفسار عام' },
  },
};
