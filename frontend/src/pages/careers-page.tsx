import { PageMeta } from '@/components/seo/page-meta';

/** Placeholder: the public-dynamic helper replaces this screen (Careers list). */
export default function CareersPage() {
  return (
    <section className="section">
      <PageMeta title="Careers" description="Current job openings." canonicalPath="/careers" />
      <div className="container">
        <h1>Careers</h1>
      </div>
    </section>
  );
}
