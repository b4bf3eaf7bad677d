/** Job applications: statuses, limits, the apply form's messages and the tracker's shapes. */
import type { ApplicationSource } from './application-source.ts';
import type { ApplicationIntake } from './application-intake.ts';
import { JOB_LIMITS, type Job } from './jobs.ts';
import { groupedNumber } from './numbers.ts';

export const APPLICATION_STATUSES = [
  'pending',
  'reviewing',
  'shortlisted',
  'interviewed',
  'hired',
  'rejected',
  /** The applicant withdrew it from their status page; it ends the application. */
  'withdrawn',
] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export const APPLICATION_LIMITS = {
  name: 100,
  email: 254,
  phone: 30,
  address: 500,
  linkedinUrl: 300,
  coverLetter: 10_000,
  resumeBytes: 5 * 1024 * 1024,
} as const;

/** Resume types accepted, recognised by content on the server and by extension in the browser. */
export const RESUME_MIME_TYPES = [
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
] as const;
export const RESUME_EXTENSIONS = ['.pdf', '.doc', '.docx'] as const;

/**
 * Texts shown for application errors, identical on the server (`errors` map, `message`) and in the
 * apply form. Kept here so one translation serves both.
 */
export const APPLICATION_MESSAGES = {
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Email is invalid',
  phoneRequired: 'Phone number is required',
  addressRequired: 'Address is required',
  coverLetterRequired: 'Cover letter is required',
  linkedinInvalid: 'Please enter a valid LinkedIn URL',
  consentRequired: 'Please confirm that we may process your data for recruitment',
  resumeType: 'Resume must be a PDF, DOC or DOCX file',
  resumeSize: 'Resume must be 5 MB or smaller',
  jobNotFound: 'Job not found',
  jobNotAccepting: 'This position is no longer accepting applications',
  duplicate: 'You have already applied for this position',
  submitted: 'Application submitted successfully',
  firstNameTooLong: `First name must be at most ${APPLICATION_LIMITS.name} characters`,
  lastNameTooLong: `Last name must be at most ${APPLICATION_LIMITS.name} characters`,
  phoneTooLong: `Phone number must be at most ${APPLICATION_LIMITS.phone} characters`,
  addressTooLong: `Address must be at most ${APPLICATION_LIMITS.address} characters`,
  positionTooLong: `Position must be at most ${JOB_LIMITS.title} characters`,
  positionInvalid: 'Position must be text',
  coverLetterTooLong: `Cover letter must be at most ${groupedNumber(APPLICATION_LIMITS.coverLetter)} characters`,
  jobRequired: 'Please choose a job to apply for',
} as const;

/** Fields of POST /api/job-applications (JSON, or multipart with an optional `resume` file). */
export interface JobApplicationInput {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  address: string;
  /** Ignored in favour of the job's title; accepted because the spec's form sends it. */
  position?: string;
  linkedinUrl?: string | null;
  coverLetter: string;
  jobId: number;
  consent: boolean;
  /** Answers to the job's screening questions by key (`q12`); see readScreeningAnswers (screening.ts). */
  answers?: Record<string, unknown>;
}

export interface StatusChange {
  /** What an undo names (POST …/:id/status/undo). */
  id: number;
  from: ApplicationStatus | null;
  to: ApplicationStatus;
  changedBy: string;
  changedAt: string;
  /** The move e-mailed the applicant about their new status (such a move cannot be undone). */
  applicantMailed: boolean;
}

export interface AdminJobApplication {
  id: number;
  firstName: string;
  lastName: string;
  fullName: string;
  /** Null for an imported CV whose address could not be read (its candidate is completed later). */
  email: string | null;
  phone: string;
  /** The phone in E.164 (+971559990000) when it is a number; what the searches match. */
  phoneE164: string | null;
  address: string;
  position: string;
  jobId: number | null;
  jobDetails: Job | null;
  /** The person across applications (GET /api/admin/candidates/:id). */
  candidateId: number | null;
  /** How it came in: the public form, or added by HR (walk-in, agency, referral, another job). */
  intake: ApplicationIntake;
  linkedinUrl: string | null;
  coverLetter: string;
  status: ApplicationStatus;
  createdAt: string;
  updatedAt: string;
  hasResume: boolean;
  resumeFileName: string | null;
  consentAt: string;
  statusHistory: StatusChange[];
  /** Where the applicant came from; fields null when unknown. */
  source: ApplicationSource;
  /** When the applicant asked for erasure on their status page; HR confirms by deleting. */
  erasureRequestedAt: string | null;
  /** An answer to a screening question did not qualify (the detail's `screening` says which). */
  knockedOut: boolean;
}

export interface ApplicationStatistics {
  total: number;
  pending: number;
  reviewing: number;
  shortlisted: number;
  interviewed: number;
  hired: number;
  rejected: number;
  withdrawn: number;
  /** Equals `hired`; kept because the spec's grouped view reads it. */
  accepted: number;
}

export interface JobApplicationGroup {
  jobId: number;
  jobDetails: Job;
  applications: AdminJobApplication[];
  statistics: ApplicationStatistics;
}

export interface ResumeToken {
  token: string;
  expiresIn: number;
  url: string;
}
