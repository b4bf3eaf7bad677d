import type { Translation } from '@uaq/contract/language';
import {
  APPLICATION_LIMITS,
  APPLICATION_MESSAGES,
  JOB_CLOSING_MESSAGES,
  RESUME_EXTENSIONS,
  isEmailAddress,
  isLinkedInUrl,
  type ApplicationSource,
} from '@uaq/contract';

/** The text fields of the application form, in the order they appear (first error gets focus). */
export const APPLICATION_TEXT_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'address',
  'linkedinUrl',
  'coverLetter',
] as const;
export type ApplicationTextField = (typeof APPLICATION_TEXT_FIELDS)[number];
export type ApplicationField = ApplicationTextField | 'resume' | 'consent';
export type ApplicationErrors = Partial<Record<ApplicationField, string>>;

export type ApplicationValues = Record<ApplicationTextField, string> & {
  consent: boolean;
  resume: File | null;
};

export const EMPTY_APPLICATION: ApplicationValues = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  address: '',
  linkedinUrl: '',
  coverLetter: '',
  consent: false,
  resume: null,
};

export function trimApplication(values: ApplicationValues): ApplicationValues {
  const trimmed = { ...values };
  for (const field of APPLICATION_TEXT_FIELDS) trimmed[field] = values[field].trim();
  return trimmed;
}

/** The messages a visitor reads, in the page's language (the form's `applyMessages.application`). */
type ApplicationMessages = Translation<typeof APPLICATION_MESSAGES>;

/** A resume the server would refuse: wrong extension or over 5 MB. Null when fine (or none). */
export function resumeError(
  file: File | null,
  messages: ApplicationMessages = APPLICATION_MESSAGES,
): string | null {
  if (!file) return null;
  const name = file.name.toLowerCase();
  if (!RESUME_EXTENSIONS.some((extension) => name.endsWith(extension))) return messages.resumeType;
  if (file.size > APPLICATION_LIMITS.resumeBytes) return messages.resumeSize;
  return null;
}

/** Whether the job needs a resume, and the words for a missing one (walk-in jobs do not). */
export interface ResumeRule {
  required: boolean;
  missing: string;
}
const RESUME_OPTIONAL: ResumeRule = { required: false, missing: JOB_CLOSING_MESSAGES.resumeMissing };

/** Every rule of the spec's validation table plus the resume and the consent, on trimmed values. */
export function validateApplication(
  raw: ApplicationValues,
  messages: ApplicationMessages = APPLICATION_MESSAGES,
  resumeRule: ResumeRule = RESUME_OPTIONAL,
): ApplicationErrors {
  const values = trimApplication(raw);
  const errors: ApplicationErrors = {};
  if (!values.firstName) errors.firstName = messages.firstNameRequired;
  if (!values.lastName) errors.lastName = messages.lastNameRequired;
  if (!values.email) errors.email = messages.emailRequired;
  else if (!isEmailAddress(values.email)) errors.email = messages.emailInvalid;
  if (!values.phone) errors.phone = messages.phoneRequired;
  if (!values.address) errors.address = messages.addressRequired;
  if (values.linkedinUrl && !isLinkedInUrl(values.linkedinUrl)) {
    errors.linkedinUrl = messages.linkedinInvalid;
  }
  if (!values.coverLetter) errors.coverLetter = messages.coverLetterRequired;
  const resume = resumeError(values.resume, messages);
  if (resume) errors.resume = resume;
  else if (!values.resume && resumeRule.required) errors.resume = resumeRule.missing;
  if (!values.consent) errors.consent = messages.consentRequired;
  return errors;
}

/**
 * The multipart body of POST /api/job-applications (trimmed; an empty LinkedIn URL is left out),
 * with the visit's source as `source[field]` fields.
 */
export function applicationFormData(
  raw: ApplicationValues,
  job: { id: number; title: string },
  source: ApplicationSource = {},
): FormData {
  const values = trimApplication(raw);
  const body = new FormData();
  for (const field of APPLICATION_TEXT_FIELDS) {
    if (field === 'linkedinUrl' && !values.linkedinUrl) continue;
    body.append(field, values[field]);
  }
  body.append('position', job.title);
  body.append('jobId', String(job.id));
  body.append('consent', String(values.consent));
  if (values.resume) body.append('resume', values.resume, values.resume.name);
  for (const [field, value] of Object.entries(source)) {
    const text = value?.trim();
    if (text) body.append(`source[${field}]`, text);
  }
  return body;
}
