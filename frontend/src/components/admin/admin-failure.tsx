import { Alert } from '@/components/ui/alert';
import { isSignedOut } from '@/lib/api';
import { useAdminCatalogue } from './admin-messages';

/**
 * A failed admin read's message (by code, in the admin's language; `fallback` when the server gave
 * none the catalogue knows), or nothing when there is no failure or the session ended (the login
 * overlay takes over).
 */
export function AdminFailure({ error, fallback }: { error: unknown; fallback: string }) {
  const catalogue = useAdminCatalogue();
  if (error === undefined || error === null || isSignedOut(error)) return null;
  return <Alert tone="danger">{catalogue.message(error, fallback)}</Alert>;
}
