import { SERVICE_IDS } from './site.ts';

/**
 * One URL per public screen of the route table (aliases such as /about/history or /gallery are left
 * out: they show the same page, whose canonical URL is listed here; apply pages are added per job).
 * Admin pages are never listed. The sitemap lists these.
 */
export const PUBLIC_PAGE_PATHS = [
  '/',
  '/about',
  '/services',
  ...SERVICE_IDS.map((id) => `/services/${id}` as const),
  '/umm-al-quwain',
  '/projects',
  '/careers',
  '/contact',
  '/quote',
  '/shop',
  '/privacy',
  '/terms',
] as const;
