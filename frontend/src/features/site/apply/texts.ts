import { APPLICATION_MESSAGES, JOB_CLOSING_MESSAGES, SCREENING_MESSAGES } from '@uaq/contract';
import { PHONE_MESSAGES } from '@uaq/contract/phone-messages';
import { texts } from '@/lib/i18n/texts';
/** Texts of the job application screen (translate here). Validation texts come from the contract. */
export const applyTexts = texts(
  {
    meta: {
      title: (jobTitle: string) => `Apply: ${jobTitle}`,
      description: (jobTitle: string, location: string) =>
        `Apply online for the ${jobTitle} position in ${location}. Send your details, cover letter and CV.`,
      notFoundTitle: 'Job not found',
      notFoundDescription: 'This job opening does not exist or is no longer published.',
      loadingTitle: 'Job application',
    },
    /** On the Arabic page of a job HR wrote in English only (never shown on English pages). */
    englishOnly: {
      title: 'This posting is available in English only',
      text: 'Our team wrote this job in English. You can read it below and apply in your own language.',
      metaTitle: (jobTitle: string) => `${jobTitle}: job posting in English`,
      metaDescription: (jobTitle: string, location: string) =>
        `The ${jobTitle} job posting in ${location} is available in English only. Apply online.`,
    },
    eyebrow: 'Job application',
    loading: 'Loading job details...',
    backToCareers: 'Back to Careers',
    summaryHeading: 'Position details',
    location: 'Location',
    type: 'Type',
    experience: 'Experience',
    salary: 'Salary',
    requirements: 'Requirements',
    formHeading: 'Your application',
    formIntro: 'Fields marked * are required.',
    personalDetails: 'Personal details',
    applicationDetails: 'Application',
    labels: {
      firstName: 'First Name',
      lastName: 'Last Name',
      email: 'Email',
      phone: 'Phone Number',
      address: 'Address',
      position: 'Position',
      linkedinUrl: 'LinkedIn Profile (optional)',
      coverLetter: 'Cover Letter',
      resume: 'Resume / CV (optional)',
      heardFrom: 'How did you hear about us? (optional)',
    },
    placeholders: {
      phone: '+971 50 000 0000',
      linkedinUrl: 'https://www.linkedin.com/in/your-name',
      coverLetter: 'Tell us about your experience and why you would like to join us.',
    },
    resumeHint: 'PDF, DOC or DOCX, up to 5 MB.',
    // Per job, HR says whether a CV is needed (walk-in jobs take applications without one).
    resumeRequiredLabel: 'Resume / CV',
    walkInHint: 'No CV? You can apply without one: tell us about your experience in the cover letter.',
    applyBy: (day: string) => `Applications close at the end of ${day} (UAE time).`,
    heardFromHint: 'For example: a friend, LinkedIn, a WhatsApp group, a newspaper.',
    consentBefore: 'I agree that my data may be processed for recruitment as described in the',
    consentLink: 'Privacy Notice',
    consentAfter: '.',
    submit: 'Submit Application',
    submitting: 'Submitting...',
    submitFailed: 'Failed to submit application',
    errorSummary: 'Please correct the highlighted fields.',
    successTitle: 'Application Submitted Successfully!',
    successText: (jobTitle: string) =>
      `Thank you for applying for ${jobTitle}. Our HR team reads every application and will contact you by phone or e-mail if your profile fits. You will return to the careers page in a few seconds.`,
    closedTitle: 'Applications closed',
  } as const,
  () => import('./texts.ar').then((arabic) => arabic.applyTexts),
);

/**
 * The message catalogue's subjects the apply page writes: the form's own checks, the closing-day
 * rules, and the server's refusals by code (the contract's words, shared with the server's answers).
 */
export const applyMessages = texts(
  {
    application: APPLICATION_MESSAGES,
    jobClosing: JOB_CLOSING_MESSAGES,
    phone: PHONE_MESSAGES,
    screening: SCREENING_MESSAGES,
  },
  () => import('./texts.ar').then((arabic) => arabic.applyMessages),
);
