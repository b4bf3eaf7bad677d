import { useContext, useEffect } from 'react';
import { SiteNameContext, useServerRenderContext } from './head-context';

export interface PageMetaProps {
  /** Page title without the site name; " | <site name>" is appended unless `fullTitle` is set. */
  title: string;
  fullTitle?: boolean;
  description: string;
  /** Path of the canonical URL, e.g. "/about" (aliases point here). */
  canonicalPath?: string;
  ogType?: 'website' | 'article';
  ogImage?: string;
  noindex?: boolean;
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

function upsertCanonical(path: string | null): void {
  let link = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (path === null) {
    link?.remove();
    return;
  }
  // Keep the origin the server chose (PUBLIC_URL); fall back to the current origin.
  const origin = link ? new URL(link.href).origin : window.location.origin;
  if (!link) {
    link = document.createElement('link');
    link.rel = 'canonical';
    document.head.appendChild(link);
  }
  link.href = `${origin}${path}`;
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
}: PageMetaProps) {
  const siteName = useContext(SiteNameContext);
  const server = useServerRenderContext();
  const documentTitle = fullTitle || !siteName ? title : `${title} | ${siteName}`;

  if (server) {
    Object.assign(server.head, {
      title: documentTitle,
      description,
      canonicalPath,
      ogType,
      ogImage,
      noindex,
    });
  }

  useEffect(() => {
    document.title = documentTitle;
    upsertMeta('name', 'description', description);
    upsertMeta('name', 'robots', noindex ? 'noindex, nofollow' : null);
    upsertMeta('property', 'og:title', documentTitle);
    upsertMeta('property', 'og:description', description);
    upsertMeta('property', 'og:type', ogType);
    upsertCanonical(noindex ? null : (canonicalPath ?? null));
  }, [documentTitle, description, noindex, ogType, canonicalPath]);

  return null;
}
