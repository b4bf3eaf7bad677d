/**
 * The words of the interview e-mails (invitation, change, cancellation): to the applicant in the
 * language they applied in, to each interviewer in the language kept on their account (the Arabic:
 * interview-mail.texts.ar.ts).
 */
export const INTERVIEW_MAIL_TEXTS = {
  subject: {
    invitation: (position: string, company: string) => `Interview invitation: ${position} at ${company}`,
    update: (position: string, company: string) => `Interview changed: ${position} at ${company}`,
    cancellation: (position: string, company: string) => `Interview cancelled: ${position} at ${company}`,
  },
  paragraphs: {
    invitation: (position: string) => [
      `We would like to meet you for an interview for the ${position} position.`,
      'The invitation is attached: your calendar can add it in one tap.',
    ],
    update: (position: string) => [
      `The interview for the ${position} position has changed. The new details are below and in the attached invitation.`,
    ],
    cancellation: (position: string) => [
      `The interview for the ${position} position is cancelled. We will contact you if there is news.`,
    ],
  },
  answerPrompt: 'Please tell us whether you will attend:',
  accept: 'I will attend',
  decline: 'Decline',
  facts: { when: 'When', duration: 'Duration', where: 'Where', meeting: 'Meeting link' },
  minutes: (minutes: string) => `${minutes} minutes`,
  /** The calendar entry's title and description (SUMMARY, DESCRIPTION), in the applicant's language. */
  eventTitle: (position: string, company: string) => `Interview: ${position}, ${company}`,
  eventDescription: (position: string, company: string) =>
    `Your interview for the ${position} position at ${company}.`,
  eventContact: (phone: string, email: string) => `Questions: call ${phone} or write to ${email}.`,
} as const;

/** What interviewers read. */
export const INTERVIEWER_MAIL_TEXTS = {
  subject: {
    invitation: (applicant: string, position: string) => `Interview: ${applicant} for ${position}`,
    update: (applicant: string, position: string) => `Interview changed: ${applicant} for ${position}`,
    cancellation: (applicant: string, position: string) =>
      `Interview cancelled: ${applicant} for ${position}`,
  },
  intro: {
    invitation: (applicant: string) => `You are on the interview panel for ${applicant}.`,
    update: (applicant: string) => `The interview with ${applicant} has changed.`,
    cancellation: (applicant: string) => `The interview with ${applicant} is cancelled.`,
  },
  scorecard:
    'Once the interview has started, fill in your scorecard under My interviews in the admin area: a rating for each criterion, your recommendation and a comment.',
  action: 'Open the application',
  eventTitle: (applicant: string, position: string) => `Interview: ${applicant} for ${position}`,
  eventApplication: (url: string) => `The application: ${url}`,
} as const;
