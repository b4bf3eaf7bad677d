import type { PublicJobDetail } from '@uaq/contract';
import { ApplicationForm } from '@/features/site/apply/application-form';
import { hydrateIsland } from './react-island';

/** The apply page's form (a React root of its own). */
export function mount(element: HTMLElement, props: unknown): Promise<void> {
  const { job } = props as { job: PublicJobDetail };
  return hydrateIsland(element, <ApplicationForm job={job} />);
}
