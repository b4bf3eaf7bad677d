import { useLocation } from 'react-router';
import { pathInLanguage } from '@uaq/contract/language';
import { useLanguage } from '@/lib/i18n/language';
import { useIsHydrated } from '@/lib/use-is-hydrated';
import { languageNames, languageShortNames } from './texts';
import './language-switch.css';

/**
 * A link to the same page in the other language (same job, project, `?service=`), named in that
 * language. A full page load, not client navigation: the server sends the page with its language,
 * direction and texts, and the other language's code loads only then.
 */
export function LanguageSwitch() {
  const other = useLanguage() === 'ar' ? 'en' : 'ar';
  const { pathname, search } = useLocation();
  // The server renders pages without their query (one cached page per path): the query joins the
  // link once hydrated, so the markup matches the server's first.
  const hydrated = useIsHydrated();
  return (
    <a
      className="site-nav__link language-switch"
      href={pathInLanguage(hydrated ? pathname + search : pathname, other)}
      hrefLang={other}
      lang={other}
      aria-label={languageNames[other]}
    >
      {/* The wide header shows the short name, the phone menu the full one (index.html too, without scripts). */}
      <span className="language-switch__short" aria-hidden="true">
        {languageShortNames[other]}
      </span>
      <span className="language-switch__full" aria-hidden="true">
        {languageNames[other]}
      </span>
    </a>
  );
}
