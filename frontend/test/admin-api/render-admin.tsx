import AdminCareersPage from '@/pages/admin/admin-careers-page';
import { renderWithProviders } from '../render-with-providers';
import { GOOD_TOKEN, sessionCookie } from './fake-admin-api';

/** Renders /admin/careers as a returning admin (a session cookie) or, with `token: null`, a new visitor. */
export function renderAdminPage({
  token = GOOD_TOKEN,
  route = '/admin/careers',
}: { token?: string | null; route?: string } = {}) {
  sessionCookie.value = token;
  return renderWithProviders(<AdminCareersPage />, { route });
}
