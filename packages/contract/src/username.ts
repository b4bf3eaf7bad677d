import { ADMIN_USERNAME_RULES } from './team.ts';

/**
 * The one form a username is stored, looked up and rate-limited in: Unicode NFKC (full-width and
 * other compatibility letters fold to plain ones), lower case, no surrounding spaces. With the
 * column's binary collation, two spellings are one account exactly when their canonical forms match.
 */
export function canonicalUsername(typed: string): string {
  return typed.normalize('NFKC').toLowerCase().normalize('NFKC').trim();
}

/** True when a canonical username has the allowed shape (`[a-z0-9._-]{3,50}`). */
export function isValidUsername(canonical: string): boolean {
  return new RegExp(ADMIN_USERNAME_RULES.pattern).test(canonical);
}
