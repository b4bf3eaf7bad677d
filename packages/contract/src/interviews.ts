// Interviews: what the server, the tracker and the applicant's answer page agree on.
// Re-exported by index.ts; the Arabic of the applicant's texts is in interviews.ar.ts.
import type { ApplicationStatus } from './applications.ts';
import { withParameter } from './message-parameter.ts';
import type { Scorecard } from './scorecards.ts';

/** The default time zone of an interview: the company's (UTC+4 all year). */
export const INTERVIEW_DEFAULT_TIME_ZONE = 'Asia/Dubai';

export const INTERVIEW_LIMITS = {
  minDurationMinutes: 15,
  maxDurationMinutes: 480,
  location: 300,
  meetingUrl: 500,
  maxInterviewers: 10,
} as const;

/** `scheduled` until HR cancels it; a reschedule keeps the interview (same UID, next SEQUENCE). */
export const INTERVIEW_STATUSES = ['scheduled', 'cancelled'] as const;
export type InterviewStatus = (typeof INTERVIEW_STATUSES)[number];

/** The applicant's answer to the invitation, from the signed links in their e-mail. */
export const INTERVIEW_RESPONSES = ['pending', 'accepted', 'declined'] as const;
export type InterviewResponse = (typeof INTERVIEW_RESPONSES)[number];
export type InterviewAnswer = Exclude<InterviewResponse, 'pending'>;

/** What the application's history shows of an interview. */
export const INTERVIEW_EVENT_KINDS = [
  'scheduled',
  'rescheduled',
  'cancelled',
  'accepted',
  'declined',
  'scored',
  'scorecard-submitted',
] as const;
export type InterviewEventKind = (typeof INTERVIEW_EVENT_KINDS)[number];

/** Body of POST /api/admin/job-applications/:id/interviews and PUT /api/admin/interviews/:id. */
export interface InterviewInput {
  /** The day in `timeZone`, YYYY-MM-DD. */
  date: string;
  /** The start in `timeZone`, HH:mm (24 hours). */
  time: string;
  durationMinutes: number;
  /** An IANA time zone; Asia/Dubai when left out. */
  timeZone?: string;
  location?: string | null;
  meetingUrl?: string | null;
  /** Team account ids; at least one. */
  interviewerIds: number[];
}

/** A team account HR may pick as an interviewer. */
export interface InterviewerOption {
  id: number;
  username: string;
  /** Without an e-mail address the account gets no invitation. */
  hasEmail: boolean;
}

/** When an interview was (or is) to take place, as HR typed it and as an instant. */
export interface InterviewSlot {
  /** ISO instant (UTC). */
  startsAt: string;
  timeZone: string;
  date: string;
  time: string;
  durationMinutes: number;
}

export interface InterviewEvent {
  kind: InterviewEventKind;
  /** A team member's username, or `applicant` for an answer. */
  actor: string;
  at: string;
  /**
   * The slot the entry was about, as it was then (an acceptance names the slot accepted, whatever
   * the interview moved to since); null for entries older than slots being kept whose slot is unknown.
   */
  slot: InterviewSlot | null;
}

/**
 * An interview is booked or moved only while its application is open: not once hired, rejected
 * or withdrawn (HR moves it back to an open stage first). Cancelling one always works.
 */
export const STATUSES_CLOSED_TO_INTERVIEWS = [
  'hired',
  'rejected',
  'withdrawn',
] as const satisfies readonly ApplicationStatus[];

export function acceptsInterviews(status: ApplicationStatus): boolean {
  return !(STATUSES_CLOSED_TO_INTERVIEWS as readonly string[]).includes(status);
}

export interface Interview {
  id: number;
  applicationId: number;
  status: InterviewStatus;
  response: InterviewResponse;
  respondedAt: string | null;
  /** ISO instants (UTC). */
  startsAt: string;
  endsAt: string;
  timeZone: string;
  /** The start as HR typed it, in `timeZone`. */
  date: string;
  time: string;
  durationMinutes: number;
  location: string | null;
  meetingUrl: string | null;
  /** The calendar UID and SEQUENCE of the invitation (SEQUENCE grows with each change). */
  calendarUid: string;
  sequence: number;
  /**
   * One card per interviewer of the panel, by username: a submitted one in full, a draft or none by
   * its state only (ratings empty, recommendation and comment null).
   */
  scorecards: Scorecard[];
  events: InterviewEvent[];
}

/** An upcoming interview as the applicant may see it (no interviewers' names, no scorecards). */
export interface UpcomingInterview {
  id: number;
  applicationId: number;
  startsAt: string;
  endsAt: string;
  timeZone: string;
  location: string | null;
  meetingUrl: string | null;
  response: InterviewResponse;
}

/** The admin API's messages about interviews (their Arabic: `admin-messages.ar.ts`). */
export const INTERVIEW_MESSAGES = {
  notFound: 'Interview not found',
  dateInvalid: 'Date must be a real day written YYYY-MM-DD',
  timeInvalid: 'Time must be HH:mm (24 hours)',
  inPast: 'The interview must start in the future',
  durationInvalid: `Duration must be ${INTERVIEW_LIMITS.minDurationMinutes} to ${INTERVIEW_LIMITS.maxDurationMinutes} minutes`,
  timeZoneInvalid: 'Time zone must be an IANA time zone such as Asia/Dubai',
  placeRequired: 'Give a place or a meeting link',
  locationTooLong: `Place must be at most ${INTERVIEW_LIMITS.location} characters`,
  meetingUrlInvalid: 'Meeting link must be an https:// address',
  interviewersRequired: `Pick 1 to ${INTERVIEW_LIMITS.maxInterviewers} interviewers`,
  interviewerUnknown: withParameter('ids', (ids) => `No enabled team account with id ${ids}`),
  cancelled: 'This interview was cancelled',
  applicationClosed:
    'This application is closed (hired, rejected or withdrawn): move it back to an open stage to book or move an interview',
  notInterviewer: 'Only the interview’s interviewers record a scorecard, each their own',
  notYetHeld: 'A scorecard is recorded once the interview has started',
} as const;

/** The applicant's answer page (GET shows the question, POST records the answer). */
export const INTERVIEW_ANSWER_TEXTS = {
  title: 'Your interview',
  when: 'When',
  where: 'Where',
  meeting: 'Meeting link',
  acceptQuestion: 'Do you confirm that you will attend this interview?',
  declineQuestion: 'Do you want to decline this interview?',
  acceptButton: 'Yes, I will attend',
  declineButton: 'Decline the interview',
  accepted: 'Thank you: your attendance is confirmed. We look forward to meeting you.',
  declined: 'Thank you for letting us know. HR will contact you if another time is possible.',
  invalid: 'This link is not valid. Please use the link in your most recent e-mail from us.',
  expired: 'This link has expired: the interview has started or passed.',
  outdated: 'This interview was changed since this e-mail. Please use the link in the most recent one.',
  cancelled: 'This interview was cancelled.',
  /** Our e-mails come from an address nobody reads: the page gives the phone and the careers address. */
  contact: (phone: string, email: string) => `For any question, call us on ${phone} or write to ${email}.`,
} as const;
