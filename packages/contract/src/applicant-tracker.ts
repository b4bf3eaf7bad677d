// What the server and the site agree on for the applicant tracker (paging, detail, notes, bulk status). Re-exported by index.ts.
import type { AdminJobApplication, ApplicationStatus, JobApplicationGroup } from './applications.ts';
import type { ApplicationMailSent } from './mail-templates.ts';
import type { ApplicationWhatsAppContact } from './whatsapp-chats.ts';
import type { ApplicationScreening, ScreeningFilters } from './screening.ts';

/** Every paged admin list: `page` from 1, `pageSize` 1..max (default 25). */
export const PAGE_LIMITS = { defaultPageSize: 25, maxPageSize: 100, maxPage: 1_000_000 } as const;

/** Sort keys of the paged admin lists; a leading `-` means descending. */
export const LIST_SORTS = ['createdAt', '-createdAt', 'name', 'status'] as const;
export type ListSort = (typeof LIST_SORTS)[number];

export interface ApplicationListQuery extends ScreeningFilters {
  page?: number;
  pageSize?: number;
  q?: string;
  status?: ApplicationStatus;
  jobId?: number;
  sort?: ListSort;
}

/** Query of GET /api/admin/enquiries. */
export interface EnquiryListQuery {
  page?: number;
  pageSize?: number;
  q?: string;
  handled?: boolean;
  sort?: ListSort;
}

export const NOTE_LIMITS = { text: 2_000 } as const;
/** At most this many applications change status in one bulk request. */
export const BULK_LIMITS = { ids: 100 } as const;
/** The grouped view shows each job's newest applications; the list pages through the rest. */
export const GROUPED_NEWEST_PER_JOB = 10;

export const HR_MESSAGES = {
  noteRequired: 'Write a note first',
  noteTooLong: `A note must be at most ${NOTE_LIMITS.text} characters`,
  idsRequired: 'Choose at least one application',
  idsTooMany: `Change at most ${BULK_LIMITS.ids} applications at once`,
  idsInvalid: 'Applications must be given by their ids',
  page: 'Page must be a whole number from 1',
  pageSize: `Page size must be a whole number from 1 to ${PAGE_LIMITS.maxPageSize}`,
  sort: `Sort must be one of ${LIST_SORTS.join(', ')}`,
  search: 'Search must be at most 100 characters',
  handled: 'Handled must be true or false',
} as const;

export interface ApplicationNote {
  id: number;
  text: string;
  author: string;
  createdAt: string;
}

/** GET /api/admin/job-applications/:id: the application with its notes (oldest first). */
export interface AdminJobApplicationDetail extends AdminJobApplication {
  notes: ApplicationNote[];
  /** E-mails sent from templates, oldest first. */
  mailsSent: ApplicationMailSent[];
  /** WhatsApp chats opened with the applicant, oldest first (who, when, which template, the text). */
  whatsappContacts: ApplicationWhatsAppContact[];
  /** Who referred the applicant: the name on the referral link they came through; null: no referral. */
  referrer: string | null;
  /** The applicant's changes of e-mail address on their status page, oldest first. */
  emailChanges: ApplicationEmailChange[];
  /** The answers to the job's screening questions, and whether one knocked the application out. */
  screening: ApplicationScreening;
}

/** The applicant moved their applications from one address to another (confirmed from the new one). */
export interface ApplicationEmailChange {
  from: string;
  to: string;
  changedAt: string;
}

/** Body of PATCH /api/admin/job-applications/status. */
export interface BulkStatusInput {
  ids: number[];
  status: ApplicationStatus;
  /** HR answered the question a move out of Hired or into Rejected asks (status-moves.ts). */
  confirm?: boolean;
}

/** The grouped view's entry: `applications` holds the newest few, `applicationTotal` counts all. */
export interface JobApplicationGroupSummary extends JobApplicationGroup {
  applicationTotal: number;
}
