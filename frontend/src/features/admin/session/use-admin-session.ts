import type { SignedInAdmin } from '@uaq/contract';
import { useAppSelector } from '@/lib/store/hooks';
import { selectIsAuthenticated } from '@/lib/session/session-slice';
import { useGetAdminMeQuery } from './admin-session-api';

export interface AdminSession {
  /** A session may be held (it may still be under check). */
  isAuthenticated: boolean;
  /** The session cookie is being checked with GET /api/admin/me. */
  isChecking: boolean;
  username: string | null;
  /** The signed-in account (role, second factor, what it must do first), once checked. */
  admin: SignedInAdmin | null;
}

/**
 * The admin's session. The cookie (unreadable here) is checked with /api/admin/me; a 401 there (or
 * on any admin call) logs out through the api's base query, which reopens the login overlay.
 */
export function useAdminSession(): AdminSession {
  const active = useAppSelector(selectIsAuthenticated);
  const me = useGetAdminMeQuery(undefined, { skip: !active });
  return {
    isAuthenticated: active,
    isChecking: active && me.isLoading,
    username: active ? (me.data?.username ?? null) : null,
    admin: active ? (me.data ?? null) : null,
  };
}
