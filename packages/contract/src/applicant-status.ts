// The applicant's status page: what /api/applicant-status/* take and answer, the stages
// applicants see, and the texts shown both on the page and in the API's errors. Re-exported by index.ts.
import type { ApplicationSource } from './application-source.ts';
import type { ApplicationStatus } from './applications.ts';
import type { Language } from './language.ts';

/** The stages as an applicant reads them: HR's internal statuses are never shown to applicants. */
export const APPLICANT_STAGES = [
  'received',
  'under-review',
  'interview',
  'offer',
  'not-selected',
  'withdrawn',
] as const;
export type ApplicantStage = (typeof APPLICANT_STAGES)[number];

const STAGE_OF_STATUS: Record<ApplicationStatus, ApplicantStage> = {
  pending: 'received',
  reviewing: 'under-review',
  // Shortlisted applicants are told they move to the next step: the interviews.
  shortlisted: 'interview',
  interviewed: 'interview',
  hired: 'offer',
  rejected: 'not-selected',
  withdrawn: 'withdrawn',
};

export function applicantStage(status: ApplicationStatus): ApplicantStage {
  return STAGE_OF_STATUS[status];
}

/**
 * Who the histories (status changes, interview and offer events) name when the applicant acted
 * themselves: on their status page or through a signed link. The admin area writes it in its language.
 */
export const APPLICANT_ACTOR = 'applicant';

/** Statuses that end an application: the applicant may apply for the same job again. */
export const ENDED_APPLICATION_STATUSES = ['rejected', 'withdrawn'] as const satisfies ApplicationStatus[];

export function isEndedStatus(status: ApplicationStatus): boolean {
  return (ENDED_APPLICATION_STATUSES as readonly string[]).includes(status);
}

/** An applicant may withdraw while HR has not decided (hired, rejected) and they have not withdrawn. */
export function canWithdraw(status: ApplicationStatus): boolean {
  return status !== 'hired' && !isEndedStatus(status);
}

/** Bounds of the status page's inputs. A token is 43 base64url characters; longer text is refused unread. */
export const APPLICANT_STATUS_LIMITS = { token: 100, email: 254, phone: 30 } as const;

/** One application as its applicant sees it. */
export interface ApplicantApplication {
  id: number;
  /** The job's title when they applied; `jobTitleAr` its Arabic, when HR gave one. */
  jobTitle: string;
  jobTitleAr: string | null;
  stage: ApplicantStage;
  appliedAt: string;
  /** When the stage last changed (or the application was sent). */
  updatedAt: string;
  canWithdraw: boolean;
  hasResume: boolean;
  /** Set once the applicant asked for erasure; the application is erased by `erasureDueAt` at the latest. */
  erasureRequestedAt: string | null;
  erasureDueAt: string | null;
  /**
   * The application is on legal hold: an erasure asked for waits until the hold is lifted, whatever
   * `erasureDueAt` says (the page says so instead of the date).
   */
  erasureOnHold: boolean;
}

/** An interview still to come that the applicant is invited to (and has not declined). */
export interface ApplicantInterview {
  applicationId: number;
  startsAt: string;
  endsAt: string;
  /** The IANA zone HR scheduled it in (Asia/Dubai unless changed): the page shows times in it. */
  timeZone: string;
  location: string | null;
  meetingUrl: string | null;
}

/** POST /api/applicant-status: everything the page shows for the link's e-mail address. */
export interface ApplicantStatus {
  email: string;
  /** The phone number of the newest application (a correction changes it on every application). */
  phone: string;
  language: Language;
  linkExpiresAt: string;
  /** Every application made with this address, newest first (at most `APPLICANT_STATUS_MAX_APPLICATIONS`). */
  applications: ApplicantApplication[];
  interviews: ApplicantInterview[];
}

/** More than anyone applies for at one company; bounds the page's one query. */
export const APPLICANT_STATUS_MAX_APPLICATIONS = 100;

/** The "copy of my data" download: every application, without HR's internal notes and names. */
export interface ApplicantDataExport {
  exportedAt: string;
  email: string;
  applications: {
    id: number;
    jobTitle: string;
    firstName: string;
    lastName: string;
    email: string;
    phone: string;
    address: string;
    linkedinUrl: string | null;
    coverLetter: string;
    stage: ApplicantStage;
    appliedAt: string;
    consentAt: string;
    language: Language;
    source: ApplicationSource;
    /** Each change of stage, without who made it (staff accounts are not the applicant's data). */
    stageHistory: { stage: ApplicantStage; at: string }[];
    resume: { fileName: string; contentType: string; size: number } | null;
    erasureRequestedAt: string | null;
  }[];
}

/** Bodies: every action carries the link's token in the body, never in a URL. */
export interface ApplicantTokenInput {
  token: string;
}
export interface ApplicantApplicationInput extends ApplicantTokenInput {
  applicationId: number;
}
export interface ApplicantPhoneInput extends ApplicantTokenInput {
  phone: string;
}
export interface ApplicantEmailInput extends ApplicantTokenInput {
  email: string;
}
export interface ApplicantLinkRequestInput {
  email: string;
}

/** Fragment keys: `#token=…` opens the page, `#email-change=…` confirms a new address. */
export const APPLICANT_STATUS_FRAGMENT = { token: 'token', emailChange: 'email-change' } as const;

export const APPLICANT_STATUS_MESSAGES = {
  linkInvalid: 'This link is not valid or has been turned off. You can ask for a new link below.',
  linkExpired: 'This link has expired. You can ask for a new link below.',
  tokenRequired: 'This link is incomplete. Please open the whole link from your e-mail.',
  applicationNotFound: 'Application not found',
  applicationRequired: 'Please choose an application',
  cannotWithdraw: 'This application can no longer be withdrawn',
  withdrawn: 'Your application has been withdrawn.',
  erasureRequested:
    'Your request has been received. The application and its files will be erased within the stated period.',
  phoneChanged: 'Your phone number has been updated on all your applications.',
  emailSame: 'This is already the e-mail address of your applications',
  emailChangeSent:
    'We have sent a confirmation link to the new address. Your e-mail address changes once you open it.',
  emailChangeInvalid: 'This confirmation link is not valid or has expired.',
  emailTaken: 'The new address already has a current application for the same job',
  emailChanged: 'Your e-mail address has been changed. We have sent a new status link to it.',
  linkRequested:
    'If we have applications for this address, we have sent a new link to it. Please check your inbox.',
  linkRevoked: 'This link no longer works. You can ask for a new one at any time.',
  tooManyLinkRequests: 'Too many requests from your connection. Please try again in a few minutes.',
  tooManyEmailChanges: 'This link has asked for too many e-mail changes. Please try again later.',
} as const;
