import type { ApplicationStatus } from '@uaq/contract';

/** The Applications tab's filters; empty values mean "all". */
export interface ApplicationFilters {
  search: string;
  status: ApplicationStatus | '';
  jobId: number | '';
}

export const NO_APPLICATION_FILTERS: ApplicationFilters = { search: '', status: '', jobId: '' };

/**
 * Query parameters for GET /api/admin/job-applications and its export.csv: only the filters in use,
 * search trimmed, so "all" is the bare URL (and shares the cache entry the tab counts read).
 */
export function applicationQueryParams(filters: ApplicationFilters): Record<string, string> {
  const params: Record<string, string> = {};
  const search = filters.search.trim();
  if (search) params.search = search;
  if (filters.status) params.status = filters.status;
  if (filters.jobId !== '') params.jobId = String(filters.jobId);
  return params;
}

export function applicationQueryString(filters: ApplicationFilters): string {
  const query = new URLSearchParams(applicationQueryParams(filters)).toString();
  return query ? `?${query}` : '';
}

export function hasActiveFilters(filters: ApplicationFilters): boolean {
  return Object.keys(applicationQueryParams(filters)).length > 0;
}
