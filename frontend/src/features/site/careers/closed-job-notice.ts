import { useLocation } from 'react-router';
import { JOB_CLOSED_NOTICE } from '@uaq/contract/application-source';
import { useIsHydrated } from '@/lib/use-is-hydrated';

/**
 * Whether the visitor came by a link to a job that has closed (a tracking link leads here with
 * `?notice=job-closed`). Only once the page is live: the server renders the careers page without
 * its query (one cached page for every visitor), so the first render must match it.
 */
export function useClosedJobNotice(): boolean {
  const { search } = useLocation();
  const hydrated = useIsHydrated();
  return hydrated && new URLSearchParams(search).get(JOB_CLOSED_NOTICE.param) === JOB_CLOSED_NOTICE.value;
}
