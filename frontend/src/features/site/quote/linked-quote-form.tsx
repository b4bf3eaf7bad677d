import { usePageNavigation } from '@/lib/page-navigation';
import { useIsHydrated } from '@/lib/use-is-hydrated';
import { QuoteForm } from './quote-form';

/** The quote form with the service the address names (`/quote?service=<id>`) ticked. */
export function LinkedQuoteForm() {
  const linked = new URLSearchParams(usePageNavigation().location().search).get('service');
  // The server renders /quote without its query (one cached page), so the service is ticked once hydrated.
  const service = useIsHydrated() ? linked : null;
  // Keyed by the service, so following another service's quote link starts a fresh form.
  return <QuoteForm key={service ?? ''} service={service} />;
}
