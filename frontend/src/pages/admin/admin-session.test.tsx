import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ADMIN_PASSWORD, fakeAdminApi, sessionCookie } from '@test/admin-api/fake-admin-api';
import { makeApplication, makeJob } from '@test/admin-api/admin-fixtures';
import { json, networkError } from '@test/api/responses';
import { renderAdminPage } from '@test/admin-api/render-admin';

async function logIn(password = ADMIN_PASSWORD) {
  const dialog = await screen.findByRole('dialog', { name: 'Admin Login Required' });
  await userEvent.type(within(dialog).getByLabelText(/Username/), 'hr');
  await userEvent.type(within(dialog).getByLabelText(/Password/), password);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Login' }));
  return dialog;
}

describe('admin session', () => {
  it('asks a visitor without a session to log in, with both fields required', async () => {
    fakeAdminApi();
    renderAdminPage({ token: null });
    const dialog = await screen.findByRole('dialog', { name: 'Admin Login Required' });
    expect(within(dialog).getByText('Please log in to access the admin panel.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Username/)).toBeRequired();
    expect(within(dialog).getByLabelText(/Password/)).toBeRequired();
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
  });

  it("shows the server's message in a red box after wrong credentials", async () => {
    fakeAdminApi();
    renderAdminPage({ token: null });
    const dialog = await logIn('wrong');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Invalid username or password');
    expect(sessionCookie.value).toBeNull();
  });

  it('falls back to the generic failure text when the server sends no message', async () => {
    const api = fakeAdminApi();
    api.override('POST /api/admin/login', () => json({ success: false }, 400));
    renderAdminPage({ token: null });
    const dialog = await logIn();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Login failed. Please check your credentials.',
    );
  });

  it('reports a network failure', async () => {
    const api = fakeAdminApi();
    api.override('POST /api/admin/login', networkError);
    renderAdminPage({ token: null });
    const dialog = await logIn();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'An error occurred during login. Please try again.',
    );
  });

  it('shows Logging in... while waiting, then the tabs with live counts', async () => {
    const api = fakeAdminApi({ jobs: [makeJob()], applications: [makeApplication()] });
    let release: () => void = () => undefined;
    api.override(
      'POST /api/admin/login',
      () =>
        new Promise((resolve) => {
          release = () => resolve(api.signIn());
        }),
    );
    renderAdminPage({ token: null });
    const dialog = await logIn();
    expect(within(dialog).getByRole('button', { name: 'Logging in...' })).toBeDisabled();
    release();
    expect(await screen.findByRole('tab', { name: 'Job Positions (1)' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(await screen.findByRole('tab', { name: 'Applications (1)' })).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'Grouped by Job (1 jobs)' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Hiring 1 new application' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Website' }));
    expect(await screen.findByRole('tab', { name: 'Enquiries (0)' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Constants' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Admin Login Required' })).not.toBeInTheDocument();
    // The session rides in the cookie: no script-held token, nothing in storage.
    expect(window.localStorage.length).toBe(0);
    expect(api.requestsTo('GET', '/api/admin/careers')[0].authorization).toBeNull();
  });

  it('removes a token an earlier version left in localStorage', async () => {
    fakeAdminApi();
    window.localStorage.setItem('adminToken', 'old-token');
    renderAdminPage();
    expect(await screen.findByRole('tab', { name: /^Job Positions/ })).toBeInTheDocument();
    expect(window.localStorage.getItem('adminToken')).toBeNull();
  });

  it('sends the CSRF header with every change', async () => {
    const api = fakeAdminApi({ jobs: [makeJob()] });
    renderAdminPage();
    const select = await screen.findByRole('combobox', { name: 'Status of Fire Alarm Technician' });
    await userEvent.selectOptions(select, 'closed');
    await waitFor(() => expect(api.requests.some((request) => request.method === 'PATCH')).toBe(true));
    const changes = api.requests.filter((request) => request.method !== 'GET');
    expect(changes.every((request) => request.adminRequestHeader === '1')).toBe(true);
  });

  it('checks the session cookie and reopens the login when the server refuses it', async () => {
    const api = fakeAdminApi();
    renderAdminPage({ token: 'expired-token' });
    expect(await screen.findByRole('dialog', { name: 'Admin Login Required' })).toBeInTheDocument();
    expect(api.requestsTo('GET', '/api/admin/me')).toHaveLength(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('reopens the login silently when a later call gets a 401, and keeps working after logging in again', async () => {
    const api = fakeAdminApi({ jobs: [makeJob()] });
    renderAdminPage();
    const select = await screen.findByRole('combobox', { name: 'Status of Fire Alarm Technician' });
    api.expireToken();
    await userEvent.selectOptions(select, 'closed');
    const dialog = await screen.findByRole('dialog', { name: 'Admin Login Required' });
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText(/could not be changed/)).not.toBeInTheDocument();
    await logIn();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('combobox', { name: 'Status of Fire Alarm Technician' })).toHaveValue(
      'active',
    );
  });

  it('logs out from the header', async () => {
    fakeAdminApi();
    renderAdminPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Logout' }));
    expect(await screen.findByRole('dialog', { name: 'Admin Login Required' })).toBeInTheDocument();
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    // The server ended the session and cleared the cookie.
    await waitFor(() => expect(sessionCookie.value).toBeNull());
  });

  it('marks the page noindex', async () => {
    fakeAdminApi();
    renderAdminPage();
    await waitFor(() =>
      expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute(
        'content',
        'noindex, nofollow',
      ),
    );
  });
});
