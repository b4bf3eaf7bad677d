import { paths } from '@/config/paths';
import { LegalPage } from '@/features/site/legal/legal-page';
import { privacyTexts } from '@/features/site/legal/texts';
import { useSiteConstants } from '@/features/site/site-constants/use-site-constants';
import { useTexts } from '@/lib/i18n/texts';

export default function PrivacyPage() {
  const texts = useTexts(privacyTexts);
  const { company } = useSiteConstants();
  return <LegalPage texts={texts(company)} canonicalPath={paths.privacy.to()} />;
}
