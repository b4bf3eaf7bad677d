import { useLayoutEffect, type ReactNode } from 'react';
import { Languages } from 'lucide-react';
import { isLanguage, type Language } from '@uaq/contract/language';
import { Button } from '@/components/ui/button';
import { useAdminAction } from '@/components/admin/use-admin-action';
import { languageNames } from '@/components/layout/texts';
import { LanguageContext, useLanguage } from '@/lib/i18n/language';
import { loadArabicTexts, useTexts } from '@/lib/i18n/texts';
import { useChangeLanguageMutation } from './admin-session-api';
import { adminSessionTexts } from './texts';
import { useAdminSession } from './use-admin-session';

/**
 * Before the account is known (the login): the first of the browser's languages the admin area has,
 * else English. Nothing is stored on the device.
 */
function browserLanguage(): Language {
  const primary = navigator.languages.map((tag) => tag.split('-')[0].toLowerCase());
  return primary.find(isLanguage) ?? 'en';
}

/**
 * The admin area's language: the one kept on the signed-in member's account, else the browser's
 * (the login screen). It sets the page's `lang` and `dir` (which the API's error texts follow too)
 * before any call of the screens below goes out.
 */
export function AdminLanguage({ children }: { children: ReactNode }) {
  const language = useAdminSession().admin?.language ?? browserLanguage();
  useLayoutEffect(() => {
    document.documentElement.lang = language;
    document.documentElement.dir = language === 'ar' ? 'rtl' : 'ltr';
  }, [language]);
  return <LanguageContext.Provider value={language}>{children}</LanguageContext.Provider>;
}

/**
 * The account menu's language choice: names the other language in itself ("العربية", "English") and
 * keeps it on the account, so the admin area and the member's e-mails follow it on every device.
 */
export function LanguageChoice() {
  const t = useTexts(adminSessionTexts).languageChoice;
  const other: Language = useLanguage() === 'ar' ? 'en' : 'ar';
  const change = useAdminAction(useChangeLanguageMutation(), {
    failed: t.changeFailed,
    announceFailure: true,
  });
  const choose = async () => {
    // The Arabic texts come first, so the screen turns Arabic at once when the account says so.
    if (other === 'ar') await loadArabicTexts().catch(() => undefined);
    await change.run(other);
  };
  return (
    <Button
      variant="inverse"
      size="sm"
      icon={<Languages size={16} />}
      lang={other}
      title={t.label}
      disabled={change.pending}
      onClick={() => void choose()}
    >
      {languageNames[other]}
    </Button>
  );
}
