/** The admin area's addresses: an app hydrated whole (entry-admin.tsx); every other page is the server's HTML with islands. */
export const isAdminPath = (pathname: string): boolean => /^\/admin(?:\/|$)/.test(pathname);
