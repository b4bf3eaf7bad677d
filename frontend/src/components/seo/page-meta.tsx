import { useContext, useEffect } from 'react';
import { LANGUAGES, OG_LOCALES, pathInLanguage, type Language } from '@uaq/contract/language';
import { useLanguage } from '@/lib/i18n/language';
import { SiteNameContext, useServerRenderContext } from './head-context';
import { SHARE_IMAGES } from './share-image';

export interface PageMetaProps {
  /** Page title without the site name; " | <site name>" is appended unless `fullTitle` is set. */
  title: string;
  fullTitle?: boolean;
  description: string;
  /** English path of the canonical URL, e.g. "/about" (aliases point here; Arabic pages add /ar). */
  canonicalPath?: string;
  ogType?: 'website' | 'article';
  ogImage?: string;
  noindex?: boolean;
  /**
   * The languages the page exists in, when not every one (a job or project HR wrote in English
   * only): the `hreflang` alternates name only these.
   */
  languages?: readonly Language[];
}

function upsertMeta(attribute: 'name' | 'property', key: string, content: string | null): void {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (content === null) {
    element?.remove();
    return;
  }
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attribute, key);
    document.head.appendChild(element);
  }
  element.content = content;
}

/** The `hreflang` links of the page shown (client navigation), so they never name the previous page. */
function upsertAlternates(englishPath: string | null, origin: string, languages: readonly Language[]): void {
  for (const hreflang of [...LANGUAGES, 'x-default'] as const) {
    let link = document.head.querySelector<HTMLLinkElement>(`link[rel="alternate"][hreflang="${hreflang}"]`);
    if (englishPath === null || (hreflang !== 'x-default' && !languages.includes(hreflang))) {
      link?.remove();
      continue;
    }
    if (!link) {
      link = document.createElement('link');
      link.rel = 'alternate';
      link.hreflang = hreflang;
      document.head.appendChild(link);
    }
    const language: Language = hreflang === 'x-default' ? 'en' : hreflang;
    link.href = `${origin}${pathInLanguage(englishPath, language)}`;
  }
}

function upsertCanonical(path: string | null, language: Language, languages: readonly Language[]): void {
  let link = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (path === null) {
    link?.remove();
    upsertAlternates(null, '', languages);
    return;
  }
  // Keep the origin the server chose (PUBLIC_URL); fall back to the current origin.
  const origin = link ? new URL(link.href).origin : window.location.origin;
  if (!link) {
    link = document.createElement('link');
    link.rel = 'canonical';
    document.head.appendChild(link);
  }
  link.href = `${origin}${pathInLanguage(path, language)}`;
  upsertAlternates(path, origin, languages);
  upsertMeta('property', 'og:url', link.href);
}

/** Declares the page's <head>: collected on the server, applied to the document in the browser. */
export function PageMeta({
  title,
  fullTitle = false,
  description,
  canonicalPath,
  ogType = 'website',
  ogImage,
  noindex = false,
  languages = LANGUAGES,
}: PageMetaProps) {
  const siteName = useContext(SiteNameContext);
  const language = useLanguage();
  const server = useServerRenderContext();
  const documentTitle = fullTitle || !siteName ? title : `${title} | ${siteName}`;

  if (server) {
    Object.assign(server.head, {
      title: documentTitle,
      description,
      canonicalPath,
      language,
      ogType,
      ogImage,
      noindex,
      languages,
    });
  }

  useEffect(() => {
    document.title = documentTitle;
    upsertMeta('name', 'description', description);
    upsertMeta('name', 'robots', noindex ? 'noindex, nofollow' : null);
    upsertMeta('property', 'og:title', documentTitle);
    upsertMeta('property', 'og:description', description);
    upsertMeta('property', 'og:type', ogType);
    upsertMeta('property', 'og:locale', OG_LOCALES[language]);
    // The share card follows the page's language after client navigation too.
    const share = ogImage ? { path: ogImage, alt: documentTitle } : SHARE_IMAGES[language];
    // Keep the origin the server chose (PUBLIC_URL), as the canonical link does.
    const served = document.head.querySelector<HTMLMetaElement>('meta[property="og:image"]')?.content;
    const image = new URL(share.path, served || window.location.origin).href;
    upsertMeta('property', 'og:image', image);
    upsertMeta('property', 'og:image:alt', share.alt);
    upsertMeta('name', 'twitter:image', image);
    upsertCanonical(noindex ? null : (canonicalPath ?? null), language, languages);
  }, [documentTitle, description, noindex, ogType, ogImage, canonicalPath, language, languages]);

  return null;
}
