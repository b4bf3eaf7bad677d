import {
  APPLICATION_LIMITS,
  APPLICATION_MESSAGES,
  EMAIL_PATTERN,
  RESUME_EXTENSIONS,
  isLinkedInUrl,
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

/** A resume the server would refuse: wrong extension or over 5 MB. Null when fine (or none). */
export function resumeError(file: File | null): string | null {
  if (!file) return null;
  const name = file.name.toLowerCase();
  if (!RESUME_EXTENSIONS.some((extension) => name.endsWith(extension)))
    return APPLICATION_MESSAGES.resumeType;
  if (file.size > APPLICATION_LIMITS.resumeBytes) return APPLICATION_MESSAGES.resumeSize;
  return null;
}

/** Every rule of the spec's validation table plus the resume and the consent, on trimmed values. */
export function validateApplication(raw: ApplicationValues): ApplicationErrors {
  const values = trimApplication(raw);
  const errors: ApplicationErrors = {};
  if (!values.firstName) errors.firstName = APPLICATION_MESSAGES.firstNameRequired;
  if (!values.lastName) errors.lastName = APPLICATION_MESSAGES.lastNameRequired;
  if (!values.email) errors.email = APPLICATION_MESSAGES.emailRequired;
  else if (!EMAIL_PATTERN.test(values.email)) errors.email = APPLICATION_MESSAGES.emailInvalid;
  if (!values.phone) errors.phone = APPLICATION_MESSAGES.phoneRequired;
  if (!values.address) errors.address = APPLICATION_MESSAGES.addressRequired;
  if (values.linkedinUrl && !isLinkedInUrl(values.linkedinUrl)) {
    errors.linkedinUrl = APPLICATION_MESSAGES.linkedinInvalid;
  }
  if (!values.coverLetter) errors.coverLetter = APPLICATION_MESSAGES.coverLetterRequired;
  const resume = resumeError(values.resume);
  if (resume) errors.resume = resume;
  if (!values.consent) errors.consent = APPLICATION_MESSAGES.consentRequired;
  return errors;
}

/** The multipart body of POST /api/job-applications (trimmed; an empty LinkedIn URL is left out). */
export function applicationFormData(raw: ApplicationValues, job: { id: number; title: string }): FormData {
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
  return body;
}

/** The salary as the apply page shows it: amounts prefixed with AED unless the text already says so. */
export function salaryWithCurrency(salary: string): string {
  const text = salary.trim();
  return /^aed\b/i.test(text) || !/\d/.test(text) ? text : `AED ${text}`;
}
