import { ApplicantStatusContent } from '@/features/site/applicant-status/applicant-status-content';
import { hydrateIsland } from './react-island';

/** The applicant's status page: what the link in the address opens (a React root of its own). */
export function mount(element: HTMLElement): Promise<void> {
  return hydrateIsland(element, <ApplicantStatusContent />);
}
