import type { Language } from './language.ts';
import { SERVICE_IDS } from './site.ts';

/** An enquiry is about one of the services, or general. */
export const ENQUIRY_SUBJECTS = [...SERVICE_IDS, 'general'] as const;
export type EnquirySubject = (typeof ENQUIRY_SUBJECTS)[number];

export const ENQUIRY_LIMITS = { name: 100, email: 254, phone: 30, subject: 50, message: 5_000 } as const;

export const CONTACT_MESSAGES = {
  success: 'Thank you for your message! We will get back to you soon.',
  failure: 'Sorry, there was an error sending your message. Please try again.',
} as const;

/** The same text under the contact form's fields and in the server's errors. */
export const ENQUIRY_MESSAGES = {
  nameRequired: 'Name is required',
  nameTooLong: `Name must be ${ENQUIRY_LIMITS.name} characters or fewer`,
  emailRequired: 'Email is required',
  emailInvalid: 'Email is invalid',
  phoneTooLong: `Phone number must be ${ENQUIRY_LIMITS.phone} characters or fewer`,
  subjectRequired: 'Please choose a subject',
  messageRequired: 'Message is required',
  messageTooLong: `Message must be ${ENQUIRY_LIMITS.message} characters or fewer`,
} as const;

export interface EnquiryInput {
  name: string;
  email: string;
  phone?: string;
  subject: EnquirySubject;
  message: string;
  /** Honeypot: hidden from people; a filled value means a bot, answered 201 and not stored. */
  website?: string;
}

export interface Enquiry {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  subject: EnquirySubject;
  message: string;
  handled: boolean;
  /** The language the visitor wrote in (the site's, from `Accept-Language`). */
  language: Language;
  createdAt: string;
}
