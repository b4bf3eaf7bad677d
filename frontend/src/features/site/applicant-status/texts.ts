import { APPLICANT_STATUS_MESSAGES, APPLICATION_MESSAGES, type ApplicantStage } from '@uaq/contract';
import { PHONE_MESSAGES } from '@uaq/contract/phone-messages';
import { texts } from '@/lib/i18n/texts';

/** Texts of the applicant's status page (translate here). The API's messages come from the contract. */
export const applicantStatusTexts = texts(
  {
    meta: {
      title: 'Your Application Status',
      description: 'Follow your job applications, withdraw one, download your data or correct your details.',
    },
    eyebrow: 'Careers',
    heading: 'Your Application Status',
    intro:
      'Your personal link shows every application you sent us with your e-mail address. Keep it to yourself: anyone with the link can see your applications.',
    loading: 'Loading your applications...',
    refusedHeading: 'This link does not work',
    failed: 'Something went wrong. Please try again.',
    applicationsHeading: 'Your applications',
    signedInAs: (email: string) => `Applications made with ${email}`,
    linkValidUntil: (date: string) => `This link works until ${date}.`,
    none: 'There are no applications for this address any more.',
    appliedOn: (date: string) => `Applied on ${date}`,
    stageLabel: 'Stage',
    stages: {
      received: 'Received',
      'under-review': 'Under review',
      interview: 'Interview stage',
      offer: 'Offer / hired',
      'not-selected': 'Not selected',
      withdrawn: 'Withdrawn',
    } satisfies Record<ApplicantStage, string>,
    withdraw: 'Withdraw',
    withdrawFor: (job: string) => `Withdraw your application for ${job}`,
    withdrawTitle: 'Withdraw this application?',
    withdrawQuestion: (job: string) =>
      `Your application for ${job} will be withdrawn. This cannot be undone, but you may apply again later.`,
    erase: 'Ask for erasure',
    eraseFor: (job: string) => `Ask for erasure of your application for ${job}`,
    eraseTitle: 'Erase this application?',
    eraseQuestion: (job: string) =>
      `Your application for ${job}, its resume and its history will be erased. Our HR team confirms the request; if they have not within the stated period, it is erased automatically.`,
    erasureRequested: (requested: string, due: string) =>
      `Erasure requested on ${requested}; it will be erased by ${due} at the latest.`,
    erasureOnHold: (requested: string) =>
      `Erasure requested on ${requested}. A legal obligation (a legal hold) requires us to keep this application for now; it will be erased as soon as that ends, without you asking again.`,
    downloadResume: 'Download my resume',
    downloadResumeFor: (job: string) => `Download my resume sent for ${job}`,
    confirm: 'Yes, continue',
    cancel: 'Cancel',
    interviewsHeading: 'Upcoming interviews',
    interviewAt: (job: string, when: string) => `${job}: interview on ${when}`,
    interviewLink: 'Meeting link',
    dataHeading: 'Your data',
    dataIntro:
      "Download a copy of everything you sent us (a JSON file); our HR team's internal notes are not part of it. Resumes download from each application.",
    downloadData: 'Download a copy of my data',
    detailsHeading: 'Correct your details',
    phoneLabel: 'Phone number',
    savePhone: 'Save phone number',
    emailLabel: 'New e-mail address',
    emailHint: 'We send a confirmation link to the new address; nothing changes until you open it.',
    saveEmail: 'Send confirmation link',
    linkHeading: 'This link',
    linkIntro:
      'If someone else may have seen this link, turn it off. You can ask for a new one below at any time.',
    revoke: 'Turn this link off',
    confirmEmailHeading: 'Confirm your new e-mail address',
    confirmEmailIntro:
      'Confirm to move your applications to this address. We will send a new status link to it.',
    confirmEmail: 'Confirm my new address',
    lostHeading: 'Lost your link?',
    lostIntro:
      'Type the e-mail address you applied with. If we have applications for it, we will send a new link to it.',
    lostEmailLabel: 'E-mail address',
    lostSend: 'Send me a new link',
    sending: 'Sending...',
  } as const,
  () => import('./texts.ar').then((arabic) => arabic.applicantStatusTexts),
);

/**
 * The message catalogue's subjects the status page writes: its forms' own checks, and the server's
 * refusals by code (the contract's words, shared with the server's answers).
 */
export const applicantStatusMessages = texts(
  { applicantStatus: APPLICANT_STATUS_MESSAGES, application: APPLICATION_MESSAGES, phone: PHONE_MESSAGES },
  () => import('./texts.ar').then((arabic) => arabic.applicantStatusMessages),
);
