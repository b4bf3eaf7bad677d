import { useMemo } from 'react';
import {
  EMPTY_APPLICATION_STATISTICS,
  JOB_TYPES,
  type AdminJobApplication,
  type ApplicationStatistics,
  type ApplicationStatus,
  type Job,
  type JobApplicationGroupSummary,
  type JobType,
} from '@uaq/contract';
import { useTexts } from '@/lib/i18n/texts';
import { adminApplicationsTexts } from './texts';

/**
 * Applications as the list may deliver them: older records can miss fields the contract promises,
 * so every reader below tolerates a missing or empty value.
 */
export type ApplicationLike = Partial<AdminJobApplication> & { location?: string | null };

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/** The applicant's full name, else first plus last name; '' when the record has none. */
export function applicantName(application: ApplicationLike): string {
  const fullName = text(application.fullName);
  if (fullName) return fullName;
  return [text(application.firstName), text(application.lastName)].filter(Boolean).join(' ');
}

/** The job's title, else the position the record kept; '' when it has neither. */
export function appliedJobTitle(application: ApplicationLike): string {
  return text(application.jobDetails?.title) || text(application.position);
}

/** The applicant's location, else address; '' when neither was given. */
export function applicantLocation(application: ApplicationLike): string {
  return text(application.location) || text(application.address);
}

/** The readers above, each with the screen's text for a missing value ("N/A", «غير متوفر»). */
export function useApplicationFacts() {
  const fallbacks = useTexts(adminApplicationsTexts).fallbacks;
  return useMemo(
    () => ({
      name: (application: ApplicationLike) => applicantName(application) || fallbacks.missing,
      jobTitle: (application: ApplicationLike) => appliedJobTitle(application) || fallbacks.missing,
      location: (application: ApplicationLike) => applicantLocation(application) || fallbacks.notProvided,
      orMissing: (value: string | null | undefined) => text(value) || fallbacks.missing,
      missing: fallbacks.missing,
    }),
    [fallbacks],
  );
}

export function applicationStatus(application: ApplicationLike): ApplicationStatus {
  return application.status ?? 'pending';
}

// ---- Grouped by job ----

/** The statistics the grouped block shows, in this order. */
export const STATISTIC_KEYS = [
  'total',
  'pending',
  'reviewing',
  'shortlisted',
  'interviewed',
  'hired',
  'rejected',
  'withdrawn',
] as const satisfies readonly (keyof ApplicationStatistics)[];

export type GroupLike = Partial<Omit<JobApplicationGroupSummary, 'jobDetails' | 'statistics'>> & {
  jobDetails?: Partial<Job> | null;
  statistics?: Partial<ApplicationStatistics> | null;
};

/** A grouped job as the tab shows it; '' or null where the record lacks a field (the tab writes a fallback). */
export interface GroupView {
  jobId: number | null;
  title: string;
  location: string;
  type: JobType | null;
  salary: { salaryMin: number; salaryMax: number | null } | null;
  status: string;
  postedAt: string | null;
  applications: ApplicationLike[];
  /** Every application of the job; `applications` holds the newest few. */
  applicationTotal: number;
  statistics: ApplicationStatistics;
}

/** Entries lacking job details are skipped. */
export function toGroupViews(groups: GroupLike[]): GroupView[] {
  return groups.flatMap((group) => {
    const job = group.jobDetails;
    if (!job) return [];
    const statistics = { ...EMPTY_APPLICATION_STATISTICS };
    for (const key of Object.keys(EMPTY_APPLICATION_STATISTICS) as (keyof ApplicationStatistics)[]) {
      const value = group.statistics?.[key];
      if (typeof value === 'number' && Number.isFinite(value)) statistics[key] = value;
    }
    return [
      {
        jobId: group.jobId ?? job.id ?? null,
        title: text(job.title),
        location: text(job.location),
        type: (JOB_TYPES as readonly unknown[]).includes(job.type) ? (job.type as JobType) : null,
        salary:
          typeof job.salaryMin === 'number'
            ? { salaryMin: job.salaryMin, salaryMax: job.salaryMax ?? null }
            : null,
        status: text(job.status),
        postedAt: job.createdAt ?? null,
        applications: Array.isArray(group.applications) ? group.applications : [],
        applicationTotal:
          typeof group.applicationTotal === 'number'
            ? group.applicationTotal
            : Math.max(statistics.total, group.applications?.length ?? 0),
        statistics,
      },
    ];
  });
}
