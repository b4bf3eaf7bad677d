import { LinkedQuoteForm } from '@/features/site/quote/linked-quote-form';
import { hydrateIsland } from './react-island';

/** The quote page's form (a React root of its own). */
export function mount(element: HTMLElement): Promise<void> {
  return hydrateIsland(element, <LinkedQuoteForm />);
}
