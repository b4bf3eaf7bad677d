import { paths } from '@/config/paths';
import { LegalPage } from '@/features/site/legal/legal-page';
import { termsTexts } from '@/features/site/legal/texts';
import { useSiteConstants } from '@/features/site/site-constants/use-site-constants';
import { useTexts } from '@/lib/i18n/texts';

export default function TermsPage() {
  const texts = useTexts(termsTexts);
  const { company } = useSiteConstants();
  return <LegalPage texts={texts(company)} canonicalPath={paths.terms.to()} />;
}
