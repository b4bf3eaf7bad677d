import { PageMeta } from '@/components/seo/page-meta';

/** Placeholder: the public-dynamic helper replaces this screen (Contact). */
export default function ContactPage() {
  return (
    <section className="section">
      <PageMeta title="Contact Us" description="Contact us." canonicalPath="/contact" />
      <div className="container">
        <h1>Contact Us</h1>
      </div>
    </section>
  );
}
