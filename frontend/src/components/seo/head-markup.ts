import { LANGUAGES, OG_LOCALES, pathInLanguage } from '@uaq/contract/language';
import type { HeadData } from './head-context';
import { SHARE_IMAGE_SIZE, SHARE_IMAGES } from './share-image';

function escapeHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** JSON inside <script>: `<` escaped so no "</script>" or "<!--" can end the block early. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export function absoluteUrl(publicUrl: string, path: string): string {
  return `${publicUrl.replace(/\/+$/, '')}${path.startsWith('/') ? path : `/${path}`}`;
}

/** The <head> markup for what PageMeta and JsonLd collected during a server render. */
export function renderHeadMarkup(head: HeadData, publicUrl: string, siteName: string): string {
  const tags: string[] = [];
  if (head.title) tags.push(`<title>${escapeHtml(head.title)}</title>`);
  if (head.description) tags.push(`<meta name="description" content="${escapeHtml(head.description)}" />`);
  if (head.noindex) tags.push('<meta name="robots" content="noindex, nofollow" />');
  const language = head.language ?? 'en';
  if (head.canonicalPath && !head.noindex) {
    const canonicalPath = head.canonicalPath;
    const url = absoluteUrl(publicUrl, pathInLanguage(canonicalPath, language));
    tags.push(`<link rel="canonical" href="${escapeHtml(url)}" />`);
    tags.push(`<meta property="og:url" content="${escapeHtml(url)}" />`);
    // Each language names the other (and English as the default), so search engines pair them.
    const alternate = (hreflang: string, path: string) =>
      `<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(absoluteUrl(publicUrl, path))}" />`;
    for (const other of head.languages ?? LANGUAGES) {
      tags.push(alternate(other, pathInLanguage(canonicalPath, other)));
    }
    tags.push(alternate('x-default', pathInLanguage(canonicalPath, 'en')));
  }
  tags.push(`<meta property="og:locale" content="${OG_LOCALES[language]}" />`);
  for (const other of LANGUAGES.filter((each) => each !== language)) {
    tags.push(`<meta property="og:locale:alternate" content="${OG_LOCALES[other]}" />`);
  }
  if (head.title) tags.push(`<meta property="og:title" content="${escapeHtml(head.title)}" />`);
  if (head.description) {
    tags.push(`<meta property="og:description" content="${escapeHtml(head.description)}" />`);
  }
  tags.push(`<meta property="og:type" content="${escapeHtml(head.ogType ?? 'website')}" />`);
  if (siteName) tags.push(`<meta property="og:site_name" content="${escapeHtml(siteName)}" />`);
  // A page's own image, else the site's card in the page's language.
  const share = head.ogImage ? { path: head.ogImage, alt: head.title ?? '' } : SHARE_IMAGES[language];
  const image = escapeHtml(absoluteUrl(publicUrl, share.path));
  tags.push(`<meta property="og:image" content="${image}" />`);
  if (!head.ogImage) {
    tags.push(`<meta property="og:image:width" content="${SHARE_IMAGE_SIZE.width}" />`);
    tags.push(`<meta property="og:image:height" content="${SHARE_IMAGE_SIZE.height}" />`);
  }
  tags.push(`<meta property="og:image:alt" content="${escapeHtml(share.alt)}" />`);
  tags.push('<meta name="twitter:card" content="summary_large_image" />');
  tags.push(`<meta name="twitter:image" content="${image}" />`);
  for (const [id, data] of head.jsonLd) {
    tags.push(
      `<script type="application/ld+json" data-jsonld="${escapeHtml(id)}">${jsonForScript(data)}</script>`,
    );
  }
  return tags.join('\n    ');
}
