import { paths } from '@/config/paths';
import { LegalPage } from '@/features/legal/legal-page';
import { privacyTexts } from '@/features/legal/texts';
import { useSiteConstants } from '@/features/site-constants/use-site-constants';

export default function PrivacyPage() {
  const { company } = useSiteConstants();
  return <LegalPage texts={privacyTexts(company)} canonicalPath={paths.privacy.to()} />;
}
