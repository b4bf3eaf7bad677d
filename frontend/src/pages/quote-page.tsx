import { PageMeta } from '@/components/seo/page-meta';
import { PageHero } from '@/components/ui/page-hero';
import { paths } from '@/config/paths';
import { LinkedQuoteForm } from '@/features/site/quote/linked-quote-form';
import { quoteTexts } from '@/features/site/quote/texts';
import { Island } from '@/islands/island';
import { useTexts } from '@/lib/i18n/texts';

/** /quote (?service=<id> ticks that service): the quote and AMC request form. */
export default function QuotePage() {
  const t = useTexts(quoteTexts);
  return (
    <>
      <PageMeta title={t.meta.title} description={t.meta.description} canonicalPath={paths.quote.to()} />
      <PageHero eyebrow={t.eyebrow} title={t.heading} lead={t.intro} />
      <section className="section">
        <div className="container quote-layout">
          <Island name="quoteForm">
            <LinkedQuoteForm />
          </Island>
        </div>
      </section>
    </>
  );
}
