import { ADMIN_TOKEN_STORAGE_KEY } from '@/lib/session/session-storage';
import AdminCareersPage from '@/pages/admin/admin-careers-page';
import { renderWithProviders } from '../render-with-providers';
import { GOOD_TOKEN } from './fake-admin-api';

/** Renders /admin/careers as a returning admin (a stored token) or, with `token: null`, a new visitor. */
export function renderAdminPage({
  token = GOOD_TOKEN,
  route = '/admin/careers',
}: { token?: string | null; route?: string } = {}) {
  if (token) window.localStorage.setItem(ADMIN_TOKEN_STORAGE_KEY, token);
  return renderWithProviders(<AdminCareersPage />, { route });
}
