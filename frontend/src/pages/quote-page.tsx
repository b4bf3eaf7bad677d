import { useSearchParams } from 'react-router';
import { PageMeta } from '@/components/seo/page-meta';
import { PageHero } from '@/components/ui/page-hero';
import { paths } from '@/config/paths';
import { QuoteForm } from '@/features/site/quote/quote-form';
import { quoteTexts } from '@/features/site/quote/texts';
import { useIsHydrated } from '@/lib/use-is-hydrated';
import { useTexts } from '@/lib/i18n/texts';

/** /quote (?service=<id> ticks that service): the quote and AMC request form. */
export default function QuotePage() {
  const t = useTexts(quoteTexts);
  const linked = useSearchParams()[0].get('service');
  // The server renders /quote without its query (one cached page), so the service is ticked once hydrated.
  const service = useIsHydrated() ? linked : null;
  return (
    <>
      <PageMeta title={t.meta.title} description={t.meta.description} canonicalPath={paths.quote.to()} />
      <PageHero eyebrow={t.eyebrow} title={t.heading} lead={t.intro} />
      <section className="section">
        <div className="container quote-layout">
          {/* Keyed by the service, so following another service's quote link starts a fresh form. */}
          <QuoteForm key={service ?? ''} service={service} />
        </div>
      </section>
    </>
  );
}
