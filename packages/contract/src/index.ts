/**
 * The API contract shared by the backend and the frontend (the `@uaq/contract` workspace package).
 * Plain types and constant lists only: no runtime dependency on Nest or React may enter this file.
 * Backend DTOs and entities implement these shapes; the frontend's RTK Query endpoints return them.
 */

import type { ApplicationSource } from './application-source.ts';
import type { Language } from './language.ts';
import { SERVICE_IDS } from './site.ts';
import type { SignedInAdmin } from './team.ts';
import type { JobClosingFields, JobClosingInput } from './job-closing.ts';
import type { JobExperience, JobSalary } from './job-terms.ts';

export const JOB_TYPES = ['Full-time', 'Part-time', 'Contract', 'Internship'] as const;
export type JobType = (typeof JOB_TYPES)[number];

/** active: listed with Apply Now; closed: listed grey without Apply; inactive: a draft, never public. */
export const JOB_STATUSES = ['active', 'inactive', 'closed'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

export const APPLICATION_STATUSES = [
  'pending',
  'reviewing',
  'shortlisted',
  'interviewed',
  'hired',
  'rejected',
] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/**
 * One URL per public screen of the route table (aliases such as /about/history or /gallery are left
 * out: they show the same page, whose canonical URL is listed here; apply pages are added per job).
 * Admin pages are never listed. The sitemap lists these.
 */
export const PUBLIC_PAGE_PATHS = [
  '/',
  '/about',
  '/services',
  ...SERVICE_IDS.map((id) => `/services/${id}` as const),
  '/umm-al-quwain',
  '/projects',
  '/careers',
  '/contact',
  '/quote',
  '/shop',
  '/privacy',
  '/terms',
] as const;

/** An enquiry is about one of the services, or general. */
export const ENQUIRY_SUBJECTS = [...SERVICE_IDS, 'general'] as const;
export type EnquirySubject = (typeof ENQUIRY_SUBJECTS)[number];

/** Field bounds enforced by the server and mirrored by the forms (maxLength attributes). */
export const JOB_LIMITS = {
  title: 150,
  location: 100,
  description: 10_000,
  requirements: 50,
  requirement: 500,
} as const;

export const APPLICATION_LIMITS = {
  name: 100,
  email: 254,
  phone: 30,
  address: 500,
  linkedinUrl: 300,
  coverLetter: 10_000,
  resumeBytes: 5 * 1024 * 1024,
} as const;

export const ENQUIRY_LIMITS = { name: 100, email: 254, phone: 30, subject: 50, message: 5_000 } as const;

export const CONSTANT_LIMITS = {
  keyPattern: /^[A-Za-z][A-Za-z0-9_]{0,63}$/,
  maxKeys: 200,
  maxValueBytes: 10 * 1024,
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
  coverLetterTooLong: `Cover letter must be at most ${APPLICATION_LIMITS.coverLetter.toLocaleString('en-US')} characters`,
  jobRequired: 'Please choose a job to apply for',
} as const;

export const CONTACT_MESSAGES = {
  success: 'Thank you for your message! We will get back to you soon.',
  failure: 'Sorry, there was an error sending your message. Please try again.',
} as const;

export const AUTH_MESSAGES = {
  loginSuccessful: 'Login successful',
  invalidCredentials: 'Invalid username or password',
  tooManyAttempts: 'Too many login attempts. Please try again later.',
  authenticationRequired: 'Authentication required',
} as const;

/**
 * What any request may be told, whatever the endpoint: the framework's refusals (malformed body,
 * unknown field, too large, wrong type), the per-address limits of the public forms, the fallbacks.
 */
export const REQUEST_MESSAGES = {
  invalid: 'The request is not valid.',
  invalidJson: 'The request body is not valid JSON.',
  incompleteForm: 'The form was not received completely. Please send it again.',
  invalidAddress: 'The address is not valid.',
  unknownField: (field: string) => `Unknown field: ${field}`,
  oneFileOnly: (field: string) => `Only one file, named "${field}", may be sent`,
  forbidden: 'You are not allowed to do this.',
  notFound: 'Not found.',
  methodNotAllowed: 'This method is not allowed here.',
  conflict: 'The request conflicts with the current state.',
  tooLarge: 'The request is too large.',
  unsupportedType: 'This content type is not supported.',
  tooManyRequests: 'Too many requests. Please try again later.',
  tooManyMessages: 'Too many messages sent from your connection. Please try again in a few minutes.',
  tooManyQuoteRequests:
    'Too many quote requests sent from your connection. Please try again in a few minutes.',
  tooManyApplications: 'Too many applications sent from your connection. Please try again later.',
  unavailable: 'The service is temporarily unavailable. Please try again shortly.',
  failed: 'The request could not be completed.',
  serverError: 'Something went wrong on our side. Please try again.',
} as const;

// ---- Envelopes ----

export interface ApiSuccess<T> {
  success: true;
  data: T;
  message?: string;
}

export interface ApiErrorBody {
  success: false;
  statusCode: number;
  /** One human-readable sentence the page can show as it is. */
  message: string;
  /** Present for validation failures: field name to the same text the form shows. */
  errors?: Record<string, string>;
}

// ---- Resources ----

export interface Job extends JobClosingFields, JobExperience, JobSalary {
  id: number;
  title: string;
  description: string;
  location: string;
  type: JobType;
  requirements: string[];
  status: JobStatus;
  /** The Arabic of the title, description, location and requirements, when HR gave them (Arabic pages show them). */
  titleAr?: string | null;
  locationAr?: string | null;
  descriptionAr?: string | null;
  requirementsAr?: string[] | null;
  createdAt: string;
  updatedAt: string;
}

export interface AdminJob extends Job {
  applicationCount: number;
}

/** Body of POST /api/admin/careers and PUT /api/admin/careers/:id. */
export interface JobInput extends JobClosingInput {
  title: string;
  description: string;
  location: string;
  type: JobType;
  experienceMinYears: number;
  /** Null or absent: no upper bound. */
  experienceMaxYears?: number | null;
  /** Monthly pay in AED; both absent or null: the job shows no salary. */
  salaryMin?: number | null;
  salaryMax?: number | null;
  requirements: string[];
  status?: JobStatus;
  /** Optional Arabic twins of title, description, location and requirements (same limits; null or empty: none). */
  titleAr?: string | null;
  locationAr?: string | null;
  descriptionAr?: string | null;
  requirementsAr?: string[] | null;
}

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
}

export interface StatusChange {
  from: ApplicationStatus | null;
  to: ApplicationStatus;
  changedBy: string;
  changedAt: string;
}

export interface AdminJobApplication {
  id: number;
  firstName: string;
  lastName: string;
  fullName: string;
  email: string;
  phone: string;
  address: string;
  position: string;
  jobId: number | null;
  jobDetails: Job | null;
  linkedinUrl: string | null;
  coverLetter: string;
  status: ApplicationStatus;
  createdAt: string;
  updatedAt: string;
  hasResume: boolean;
  resumeFileName: string | null;
  consentAt: string;
  statusHistory: StatusChange[];
  /** Where the applicant came from (issue 26); fields null when unknown. */
  source: ApplicationSource;
}

export interface ApplicationStatistics {
  total: number;
  pending: number;
  reviewing: number;
  shortlisted: number;
  interviewed: number;
  hired: number;
  rejected: number;
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

export interface AdminUser {
  id: number;
  username: string;
}

export interface LoginResult {
  token: string;
  /** Seconds until the token expires. */
  expiresIn: number;
  user: SignedInAdmin;
}

export interface HealthStatus {
  status: 'ok' | 'error';
  database: 'up' | 'down';
}
export { SERVER_DATA_ELEMENT_ID, type ServerRenderInput, type ServerRenderResult } from './server-render.ts';
export {
  EMAIL_PATTERN,
  EMPTY_APPLICATION_STATISTICS,
  LINKEDIN_HOST,
  MAX_RECORD_ID,
  applyPageJobId,
  isLinkedInUrl,
  normaliseLinkedInUrl,
  parseRecordId,
  projectPageSlug,
} from './rules.ts';

// ---- Contact form messages (issue 14): the same text under the field and in the server's errors ----
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

export * from './site.ts';
export * from './quote.ts';
export * from './projects.ts';
export * from './team.ts';
export * from './mail.ts';
export * from './applicant-tracker.ts';
export * from './language.ts';
export * from './health-probes.ts';
export * from './job-closing.ts';
export * from './admin-session.ts';
export * from './application-source.ts';
export * from './hiring-reports.ts';
export * from './job-terms.ts';
export * from './mail-templates.ts';
