import { paths } from '@/config/paths';
import { LegalPage } from '@/features/legal/legal-page';
import { termsTexts } from '@/features/legal/texts';
import { useSiteConstants } from '@/features/site-constants/use-site-constants';

export default function TermsPage() {
  const { company } = useSiteConstants();
  return <LegalPage texts={termsTexts(company)} canonicalPath={paths.terms.to()} />;
}
