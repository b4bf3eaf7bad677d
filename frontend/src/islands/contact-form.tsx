import { ContactForm } from '@/features/site/contact/contact-form';
import { hydrateIsland } from './react-island';

/** The contact page's enquiry form (a React root of its own). */
export function mount(element: HTMLElement): Promise<void> {
  return hydrateIsland(element, <ContactForm />);
}
