import { QUOTE_SERVICE_PARAMETER } from '@uaq/contract/site';
import { usePageNavigation } from '@/lib/page-navigation';
import { QuoteForm } from './quote-form';

/** The quote form with the service the address names (`/quote?service=<id>`) ticked. */
export function LinkedQuoteForm() {
  // The server renders the quote page with the service too (renderedPageUrl in the contract).
  const service = new URLSearchParams(usePageNavigation().location().search).get(QUOTE_SERVICE_PARAMETER);
  // Keyed by the service, so following another service's quote link starts a fresh form.
  return <QuoteForm key={service ?? ''} service={service} />;
}
