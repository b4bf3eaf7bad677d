import {
  EMPTY_APPLICATION_STATISTICS,
  salaryInEnglish,
  type AdminJobApplication,
  type ApplicationStatistics,
  type ApplicationStatus,
  type Job,
  type JobApplicationGroupSummary,
} from '@uaq/contract';

/** Texts shown when an application or a grouped job lacks a field. */
export const APPLICATION_FALLBACKS = {
  missing: 'N/A',
  location: 'Not provided',
} as const;

export const GROUP_FALLBACKS = {
  title: 'Untitled Job',
  location: 'Location not specified',
  type: 'Type not specified',
  salary: 'Salary not specified',
  status: 'Status unknown',
  date: 'Date unknown',
} as const;

/**
 * Applications as the list may deliver them: older records can miss fields the contract promises,
 * so every reader below tolerates a missing or empty value.
 */
export type ApplicationLike = Partial<AdminJobApplication> & { location?: string | null };

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

export function applicantName(application: ApplicationLike): string {
  const fullName = text(application.fullName);
  if (fullName) return fullName;
  const joined = [text(application.firstName), text(application.lastName)].filter(Boolean).join(' ');
  return joined || APPLICATION_FALLBACKS.missing;
}

export function appliedJobTitle(application: ApplicationLike): string {
  return text(application.jobDetails?.title) || text(application.position) || APPLICATION_FALLBACKS.missing;
}

export function applicantLocation(application: ApplicationLike): string {
  return text(application.location) || text(application.address) || APPLICATION_FALLBACKS.location;
}

export function orMissing(value: string | null | undefined): string {
  return text(value) || APPLICATION_FALLBACKS.missing;
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

export interface GroupView {
  jobId: number | null;
  title: string;
  location: string;
  type: string;
  salary: string;
  status: string;
  postedAt: string | null;
  applications: ApplicationLike[];
  /** Every application of the job; `applications` holds the newest few. */
  applicationTotal: number;
  statistics: ApplicationStatistics;
}

/** Entries lacking job details are skipped; every missing field gets its fallback text. */
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
        title: text(job.title) || GROUP_FALLBACKS.title,
        location: text(job.location) || GROUP_FALLBACKS.location,
        type: text(job.type) || GROUP_FALLBACKS.type,
        salary:
          typeof job.salaryMin === 'number'
            ? (salaryInEnglish({ salaryMin: job.salaryMin, salaryMax: job.salaryMax ?? null }) ?? '')
            : GROUP_FALLBACKS.salary,
        status: text(job.status) || GROUP_FALLBACKS.status,
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
