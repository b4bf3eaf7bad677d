// What the server and the admin area agree on for HR's e-mail templates. Re-exported by index.ts.
import type { ApplicationStatus } from './applications.ts';
import type { Language } from './language.ts';
import { withParameter } from './message-parameter.ts';

/** What each template is for: the confirmation after applying, and HR's messages along the way. */
export const MAIL_TEMPLATE_PURPOSES = ['received', 'interview', 'rejection', 'offer'] as const;
export type MailTemplatePurpose = (typeof MAIL_TEMPLATE_PURPOSES)[number];

/**
 * The template a stage change sends when HR ticks "Notify the applicant": shortlisted applicants
 * are invited to interview; "interviewed" has no message of its own (HR can send any template
 * from the tracker). Other statuses send nothing.
 */
export const STATUS_MAIL_PURPOSES = {
  shortlisted: 'interview',
  rejected: 'rejection',
  hired: 'offer',
} as const satisfies Partial<Record<ApplicationStatus, MailTemplatePurpose>>;

/** The name each purpose's messages carry in the outbox (`received` keeps its name from before). */
export const MAIL_TEMPLATE_OUTBOX_NAMES: Record<MailTemplatePurpose, string> = {
  received: 'application-received',
  interview: 'interview',
  rejection: 'rejection',
  offer: 'offer',
};

export const MAIL_TEMPLATE_LIMITS = { subject: 200, body: 10_000 } as const;
/** At most this many applicants get an e-mail in one bulk request. */
export const BULK_MAIL_LIMITS = { ids: 500 } as const;

/** One template of GET /api/admin/mail-templates: HR's version, or the default when none is saved. */
export interface MailTemplate {
  purpose: MailTemplatePurpose;
  language: Language;
  subject: string;
  body: string;
  /** True while HR has not saved a version of their own. */
  isDefault: boolean;
  updatedBy: string | null;
  updatedAt: string | null;
}

/** One placeholder a template may use, as `{{name}}`: it resolves in the e-mail's language. */
export interface MailPlaceholder {
  name: string;
  description: string;
  /** What the preview shows in its place in an English e-mail. */
  sample: string;
  /** …and in an Arabic one (the Arabic value where the site constants or the job have it). */
  sampleAr: string;
}

/** Body of PUT /api/admin/mail-templates/:purpose/:language. */
export interface MailTemplateInput {
  subject: string;
  body: string;
}

/**
 * Body of POST /api/admin/mail-templates/preview: unsaved text rendered with sample values by the
 * code that sends it; with `purpose`, what that purpose adds whatever HR writes (the confirmation's
 * status link) shows too.
 */
export interface MailTemplatePreviewInput extends MailTemplateInput {
  language: Language;
  purpose?: MailTemplatePurpose;
}

export interface MailTemplatePreview {
  subject: string;
  text: string;
  html: string;
}

/** One e-mail sent to an applicant from a template, in the application's history. */
export interface ApplicationMailSent {
  purpose: MailTemplatePurpose;
  language: Language;
  sentBy: string;
  sentAt: string;
}

/**
 * Body of POST /api/admin/job-applications/mails: one e-mail per chosen application, optionally
 * with a status change first. `requestId` (a fresh UUID per confirmation) makes a repeated request
 * (a double click, a retry after a lost answer) send nothing twice.
 */
export interface BulkMailInput {
  ids: number[];
  purpose: MailTemplatePurpose;
  status?: ApplicationStatus;
  requestId: string;
  /** HR answered the question a move out of Hired or into Rejected asks (status-moves.ts). */
  confirm?: boolean;
}

export interface BulkMailResult {
  /** E-mails queued by this request (0 when it repeats one already done). */
  queued: number;
  repeated: boolean;
}

export const MAIL_TEMPLATE_MESSAGES = {
  subjectRequired: 'Write a subject',
  subjectTooLong: `A subject must be at most ${MAIL_TEMPLATE_LIMITS.subject} characters`,
  bodyRequired: 'Write the message',
  bodyTooLong: `A message must be at most ${MAIL_TEMPLATE_LIMITS.body} characters`,
  unknownPlaceholder: withParameter('name', (name) => `Unknown placeholder {{${name}}}`),
  unclosedPlaceholder: 'A placeholder is not closed: write it as {{name}}',
  purpose: `Template must be one of ${MAIL_TEMPLATE_PURPOSES.join(', ')}`,
  language: 'Language must be en or ar',
  notFound: 'Template not found',
  idsTooMany: `E-mail at most ${BULK_MAIL_LIMITS.ids} applicants at once`,
  requestId: 'requestId must be a UUID',
  invalid: 'The template has errors',
} as const;
