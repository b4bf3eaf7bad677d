/**
 * The Cache-Control policies of the site, in one place. Browsers always revalidate what is public
 * (`max-age=0`: an admin sees a change at once, and the ETag makes the check a 304); shared caches
 * (a CDN, a reverse proxy) may keep it briefly and serve it stale while they fetch the new one.
 */
export const CACHE_CONTROL = {
  /** The public API reads: as long as the server's own public read cache (PUBLIC_CACHE_TTL_MS). */
  publicRead: 'public, max-age=0, s-maxage=5, stale-while-revalidate=30',
  /** Rendered public pages: as long as the server keeps a rendered page (one minute at most). */
  publicPage: 'public, max-age=0, s-maxage=60, stale-while-revalidate=60',
  /** Pages that change with the visitor or are not pages of the site (admin shell, 404): revalidate. */
  revalidate: 'no-cache',
  /** Admin answers carry applicant data, a login a token: no browser or proxy may keep a copy. */
  private: 'no-store',
} as const;
