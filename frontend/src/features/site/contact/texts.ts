import { CONTACT_MESSAGES, ENQUIRY_MESSAGES, type EnquirySubject } from '@uaq/contract';
import { SERVICE_NAMES } from '@uaq/contract/site';
import { PHONE_MESSAGES } from '@uaq/contract/phone-messages';
import { texts } from '@/lib/i18n/texts';

/** Texts of the contact screen (translate here). Success and failure texts come from the contract. */
export const contactTexts = texts(
  {
    meta: {
      title: 'Contact Us',
      description:
        'Contact our fire protection and safety team in Al Raas, Umm Al Quwain: phone, e-mail, office hours, map and an enquiry form for quotes and maintenance visits.',
    },
    eyebrow: 'Contact',
    heading: 'Contact Us',
    intro:
      'Ask for a quote, book a maintenance visit or get advice on Civil Defence approvals. We aim to answer every enquiry within one working day.',
    formHeading: 'Send Us a Message',
    labels: {
      name: 'Full Name',
      email: 'Email Address',
      phone: 'Phone Number (optional)',
      subject: 'Subject',
      message: 'Message',
      website: 'Leave this field empty',
    },
    subjectPlaceholder: 'Select a subject',
    /** The services under the names the rest of the site gives them, then a general enquiry. */
    subjects: { ...SERVICE_NAMES, general: 'General Enquiry' } satisfies Record<EnquirySubject, string>,
    placeholders: {
      phone: '+971 50 000 0000',
      message: 'How can we help? Tell us about your building and what you need.',
    },
    send: 'Send Message',
    sending: 'Sending...',
    infoHeading: 'Contact Information',
    address: 'Office',
    phone: 'Phone',
    email: 'Email',
    careersEmail: 'Careers',
    hoursHeading: 'Business Hours',
    mapHeading: 'Find Us',
    mapTitle: 'Map of Umm Al Quwain, United Arab Emirates (OpenStreetMap)',
    /** Followed by the map's source, OpenStreetMap, named in English. */
    mapLink: 'View a larger map on',
    ctaHeading: 'Looking for a specific system?',
    ctaText: 'See the fire alarm, fire fighting, smoke extraction and maintenance services we provide.',
    ctaButton: 'Explore Our Services',
  } as const,
  () => import('./texts.ar').then((arabic) => arabic.contactTexts),
);

/**
 * The message catalogue's subjects the enquiry form writes: its own checks and outcomes, and the
 * server's refusals by code (the contract's words, shared with the server's answers and e-mails).
 */
export const contactMessages = texts(
  { contact: CONTACT_MESSAGES, enquiry: ENQUIRY_MESSAGES, phone: PHONE_MESSAGES },
  () => import('./texts.ar').then((arabic) => arabic.contactMessages),
);
