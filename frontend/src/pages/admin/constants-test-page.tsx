import { PageMeta } from '@/components/seo/page-meta';
import { AdminShell } from '@/components/layout/admin-shell';
import { ConstantsTestView } from '@/features/admin/constants/constants-test-view';
import { useSiteConstants } from '@/features/site/site-constants/use-site-constants';
import { adminPageTexts } from './texts';
import { AdminStoreProvider } from '@/app/admin-store-provider';
import './admin-page.css';
import { useTexts } from '@/lib/i18n/texts';

/** /admin/constants-test: the public constants, raw (no login; nothing here writes). */
function ConstantsTestPage() {
  const t = useTexts(adminPageTexts).constantsTest;
  const { company } = useSiteConstants();
  return (
    <AdminShell title={t.title} companyName={company.name}>
      <PageMeta title={t.title} description={t.description} noindex />
      <ConstantsTestView />
    </AdminShell>
  );
}

export default function ConstantsTestPageRoute() {
  return (
    <AdminStoreProvider>
      <ConstantsTestPage />
    </AdminStoreProvider>
  );
}
