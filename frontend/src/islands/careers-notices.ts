import { JOB_CLOSED_NOTICE } from '@uaq/contract/application-source';
import type { AppliedForState } from '@/features/site/apply/application-form';
import { takeNavigationState } from '@/lib/page-navigation';

/** Where the job's title goes in the "application sent" text. */
export const JOB_TITLE_SLOT = '\u0000';

export interface CareersNoticesTexts {
  /** The "application sent" text with JOB_TITLE_SLOT for the job's title. */
  appliedText: string;
}

/**
 * The careers page's notices, without React: "application sent" when the apply form has just sent
 * the visitor back here (its navigation state), "this job has closed" when a tracking link of a
 * closed job led here (`?notice=job-closed`). The server renders both hidden (it renders the page
 * without its query and has no navigation state).
 */
export function mount(element: HTMLElement, props: unknown): void {
  const { appliedText } = props as CareersNoticesTexts;
  const appliedFor = (takeNavigationState() as Partial<AppliedForState> | null)?.appliedFor;
  const applied = element.querySelector<HTMLElement>('.careers-notice--applied');
  if (applied && typeof appliedFor === 'string') {
    const text = applied.querySelector('.alert__text');
    if (text) text.textContent = appliedText.replace(JOB_TITLE_SLOT, appliedFor);
    applied.hidden = false;
  }
  const closed = element.querySelector<HTMLElement>('.careers-notice--job-closed');
  const notice = new URLSearchParams(window.location.search).get(JOB_CLOSED_NOTICE.param);
  if (closed && notice === JOB_CLOSED_NOTICE.value) closed.hidden = false;
}
