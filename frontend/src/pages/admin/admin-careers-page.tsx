import { PageMeta } from '@/components/seo/page-meta';

/** Placeholder: the admin helper replaces this screen (Admin Career Management, lazy chunk). */
export default function AdminCareersPage() {
  return (
    <div>
      <PageMeta title="Admin Career Management" description="Admin area." noindex />
      <h1>Admin Career Management</h1>
    </div>
  );
}
