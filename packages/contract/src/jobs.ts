/** Job postings: their types, statuses, limits and shapes (public and admin). */
import { isPastClosingDay, type JobClosingFields, type JobClosingInput } from './job-closing.ts';
import type { JobExperience, JobSalary } from './job-terms.ts';
import type { JobBilingualField } from './arabic-content.ts';

export const JOB_TYPES = ['Full-time', 'Part-time', 'Contract', 'Internship'] as const;
export type JobType = (typeof JOB_TYPES)[number];

/** active: listed with Apply Now; closed: listed grey without Apply; inactive: a draft, never public. */
export const JOB_STATUSES = ['active', 'inactive', 'closed'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

/**
 * The status a job reads as at `now`: an active job whose closing day is over (Asia/Dubai) is
 * closed at once, everywhere it shows, before the hourly closing job writes it down.
 */
export function jobStatusAt(job: { status: JobStatus; closesOn?: string | null }, now: Date): JobStatus {
  return job.status === 'active' && isPastClosingDay(job.closesOn, now) ? 'closed' : job.status;
}

/** Field bounds enforced by the server and mirrored by the forms (maxLength attributes). */
export const JOB_LIMITS = {
  title: 150,
  location: 100,
  description: 10_000,
  requirements: 50,
  requirement: 500,
} as const;

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
  /** The texts HR wrote in English but not yet in Arabic (the list flags them; see arabic-content.ts). */
  arabicMissing: JobBilingualField[];
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
