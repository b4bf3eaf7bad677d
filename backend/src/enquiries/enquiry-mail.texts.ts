import type { StaffMailLanguage } from '../mail/mail-texts';

/** The office's notice of a new enquiry (staff e-mails are English, as the admin area). */
export interface NewEnquiryMailTexts {
  subject: (sender: string, topic: string) => string;
  intro: string;
  facts: { name: string; email: string; phone: string; topic: string };
  messageHeading: string;
  noPhone: string;
}

export const NEW_ENQUIRY_MAIL_TEXTS: Record<StaffMailLanguage, NewEnquiryMailTexts> = {
  en: {
    subject: (sender, topic) => `New enquiry from ${sender}: ${topic}`,
    intro: 'A new enquiry has arrived through the contact page.',
    facts: { name: 'Name', email: 'Email', phone: 'Phone', topic: 'Subject' },
    messageHeading: 'Message',
    noPhone: 'Not given',
  },
};
