import type { SignedInAdmin } from '@uaq/contract';
import { useAppSelector } from '@/lib/store/hooks';
import { selectAdminToken } from '@/lib/session/session-slice';
import { useGetAdminMeQuery } from './admin-session-api';

export interface AdminSession {
  /** A token is held (it may still be under check). */
  isAuthenticated: boolean;
  /** A stored token is being checked with GET /api/admin/me. */
  isChecking: boolean;
  username: string | null;
  /** The signed-in account (role, second factor, what it must do first), once checked. */
  admin: SignedInAdmin | null;
}

/**
 * The admin's session. A stored token is checked once with /api/admin/me; a 401 there (or on any
 * admin call) logs out through the api's base query, which reopens the login overlay.
 */
export function useAdminSession(): AdminSession {
  const token = useAppSelector(selectAdminToken);
  const me = useGetAdminMeQuery(undefined, { skip: token === null });
  return {
    isAuthenticated: token !== null,
    isChecking: token !== null && me.isLoading,
    username: token !== null ? (me.data?.username ?? null) : null,
    admin: token !== null ? (me.data ?? null) : null,
  };
}
