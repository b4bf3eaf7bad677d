import { QUOTE_MESSAGES } from '@uaq/contract';
import { PHONE_MESSAGES } from '@uaq/contract/phone-messages';
import { texts } from '@/lib/i18n/texts';
/** Texts of the quote request screen (translate here). Error texts come from the contract. */
export const quoteTexts = texts(
  {
    meta: {
      title: 'Request a Quote',
      description:
        'Ask for a quote or an annual maintenance contract (AMC) for fire alarm, fire fighting, smoke extraction and emergency lighting systems anywhere in the UAE.',
    },
    eyebrow: 'Free quotation',
    heading: 'Request a Quote',
    intro:
      'Tell us about your building and the systems you need. An engineer calls you back within one working day with questions or a site-visit date.',
    formHeading: 'Your building and what you need',
    formIntro: 'Fields marked * are required.',
    contactGroup: 'Your details',
    buildingGroup: 'The building',
    servicesGroup: 'Services needed *',
    labels: {
      name: 'Full Name',
      company: 'Company or building owner (optional)',
      email: 'Email Address',
      phone: 'Phone Number',
      emirate: 'Emirate',
      buildingType: 'Type of building',
      floors: 'Floors (optional)',
      areaSqm: 'Built-up area in m² (optional)',
      amc: 'I would also like an annual maintenance contract (AMC)',
      preferredContact: 'How should we contact you? *',
      message: 'Anything else we should know? (optional)',
      drawing: 'Drawing or floor plan (optional)',
    },
    placeholders: {
      phone: '+971 50 000 0000',
      message: 'Existing systems, deadlines, Civil Defence notices…',
    },
    chooseEmirate: 'Select an emirate',
    chooseBuildingType: 'Select a type',
    drawingHint: 'PDF, PNG or JPEG, up to 10 MB.',
    consentBefore: 'I agree that my details are used to prepare my quote, as the',
    consentLink: 'privacy notice',
    consentAfter: ' explains.',
    submit: 'Send Quote Request',
    submitting: 'Sending...',
    submitFailed: 'Sorry, your request could not be sent. Please try again or call us.',
    successTitle: 'Quote request sent',
    successNext:
      'Thank you. An engineer will contact you within one working day, the way you chose, to confirm the details or book a site visit.',
    another: 'Send another request',
  } as const,
  () => import('./texts.ar').then((arabic) => arabic.quoteTexts),
);

/**
 * The message catalogue's subjects the quote form writes: its own checks and outcome, and the
 * server's refusals by code (the contract's words, shared with the server's answers).
 */
export const quoteMessages = texts({ quote: QUOTE_MESSAGES, phone: PHONE_MESSAGES }, () =>
  import('./texts.ar').then((arabic) => arabic.quoteMessages),
);
