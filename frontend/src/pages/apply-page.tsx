import { useParams } from 'react-router-dom';
import { PageMeta } from '@/components/seo/page-meta';

/** Placeholder: the public-dynamic helper replaces this screen (Job application). */
export default function ApplyPage() {
  const { jobId } = useParams();
  return (
    <section className="section">
      <PageMeta title="Apply" description="Apply for a position." canonicalPath={`/careers/apply/${jobId}`} />
      <div className="container">
        <h1>Apply</h1>
      </div>
    </section>
  );
}
