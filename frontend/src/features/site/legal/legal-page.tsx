import { PageMeta } from '@/components/seo/page-meta';
import { PageHero } from '@/components/ui/page-hero';
import { LegalDocument } from './legal-document';
import type { LegalSection } from './texts';

export interface LegalPageTexts {
  title: string;
  description: string;
  heading: string;
  lead: string;
  updated: string;
  sections: readonly LegalSection[];
}

/** The layout the privacy policy and the terms share: head, hero band, then the document. */
export function LegalPage({ texts, canonicalPath }: { texts: LegalPageTexts; canonicalPath: string }) {
  return (
    <>
      <PageMeta title={texts.title} description={texts.description} canonicalPath={canonicalPath} />
      <PageHero title={texts.heading} lead={texts.lead} />
      <section className="section">
        <div className="container">
          <LegalDocument updated={texts.updated} sections={texts.sections} />
        </div>
      </section>
    </>
  );
}
