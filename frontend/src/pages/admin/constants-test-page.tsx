import { PageMeta } from '@/components/seo/page-meta';

/** Placeholder: the admin helper replaces this screen (Constants test page, lazy chunk). */
export default function ConstantsTestPage() {
  return (
    <div>
      <PageMeta title="Constants Test Page" description="Constants test page." noindex />
      <h1>Constants Test Page</h1>
    </div>
  );
}
