import {
  APPLICATION_STATUSES,
  LIST_SORTS,
  SCREENING_CHOICE_KEY_PATTERN,
  type ApplicationListQuery,
  type ApplicationStatus,
  type ListSort,
} from '@uaq/contract';

/**
 * What the Applications list shows, kept in the address (`?tab=applications&q=…&page=2`), so back,
 * forward and reload keep the view. Empty values mean "all".
 */
export interface ApplicationListView {
  q: string;
  status: ApplicationStatus | '';
  jobId: number | '';
  /** Screening: knocked out (`true`), qualifies (`false`), or all. */
  knockedOut: KnockedOutFilter;
  /** Screening: applications that answered this question of the chosen job, with `answer` (yes, no, an option's key). */
  questionId: number | '';
  answer: string;
  sort: ListSort;
  page: number;
}

export const KNOCKED_OUT_FILTERS = ['true', 'false'] as const;
export type KnockedOutFilter = (typeof KNOCKED_OUT_FILTERS)[number] | '';

export const DEFAULT_SORT: ListSort = '-createdAt';
export const ALL_APPLICATIONS: ApplicationListView = {
  q: '',
  status: '',
  jobId: '',
  knockedOut: '',
  questionId: '',
  answer: '',
  sort: DEFAULT_SORT,
  page: 1,
};

const VIEW_KEYS = ['q', 'status', 'jobId', 'knockedOut', 'questionId', 'answer', 'sort', 'page'] as const;

export function viewFromAddress(params: URLSearchParams): ApplicationListView {
  const status = params.get('status') ?? '';
  const jobId = Number(params.get('jobId'));
  const sort = params.get('sort') ?? '';
  const page = Number(params.get('page'));
  const knockedOut = params.get('knockedOut') ?? '';
  const questionId = Number(params.get('questionId'));
  const answer = params.get('answer') ?? '';
  return {
    q: params.get('q') ?? '',
    status: APPLICATION_STATUSES.includes(status as ApplicationStatus) ? (status as ApplicationStatus) : '',
    jobId: Number.isInteger(jobId) && jobId > 0 ? jobId : '',
    knockedOut: (KNOCKED_OUT_FILTERS as readonly string[]).includes(knockedOut)
      ? (knockedOut as KnockedOutFilter)
      : '',
    questionId: Number.isInteger(questionId) && questionId > 0 ? questionId : '',
    answer:
      Number.isInteger(questionId) && questionId > 0 && SCREENING_CHOICE_KEY_PATTERN.test(answer)
        ? answer
        : '',
    sort: LIST_SORTS.includes(sort as ListSort) ? (sort as ListSort) : DEFAULT_SORT,
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

/** The address for a view: other parameters (the tab) stay, defaults are left out. */
export function addressForView(current: URLSearchParams, view: ApplicationListView): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const key of VIEW_KEYS) next.delete(key);
  for (const [key, value] of Object.entries(applicationQueryParams(view))) next.set(key, value);
  next.delete('pageSize');
  return next;
}

/**
 * Query parameters for GET /api/admin/job-applications and its export.csv: only what differs from
 * the defaults, search trimmed, so "all, first page" is the bare URL and shares one cache entry.
 */
export function applicationQueryParams(
  view: ApplicationListView & { pageSize?: number },
): Record<string, string> {
  const params: Record<string, string> = {};
  const q = view.q.trim();
  if (q) params.q = q;
  if (view.status) params.status = view.status;
  if (view.jobId !== '') params.jobId = String(view.jobId);
  if (view.knockedOut) params.knockedOut = view.knockedOut;
  if (view.questionId !== '') params.questionId = String(view.questionId);
  if (view.questionId !== '' && view.answer) params.answer = view.answer;
  if (view.sort !== DEFAULT_SORT) params.sort = view.sort;
  if (view.page > 1) params.page = String(view.page);
  if (view.pageSize) params.pageSize = String(view.pageSize);
  return params satisfies Partial<Record<keyof ApplicationListQuery, string>>;
}

export function hasActiveFilters(view: ApplicationListView): boolean {
  return Boolean(
    view.q.trim() || view.status || view.jobId !== '' || view.knockedOut || view.questionId !== '',
  );
}
