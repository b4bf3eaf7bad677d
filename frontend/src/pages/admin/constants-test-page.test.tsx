import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@test/render-with-providers';
import ConstantsTestPage from './constants-test-page';
import { fakeAdminApi } from '@test/admin-api/fake-admin-api';
import { json, networkError } from '@test/api/responses';

describe('constants test page', () => {
  it('loads the public constants, lists value and type, and shows the raw JSON', async () => {
    const api = fakeAdminApi({ constants: { projectCount: 80, tags: ['a'], companyName: 'ACME' } });
    renderWithProviders(<ConstantsTestPage />, { route: '/admin/constants-test' });
    expect(screen.getByRole('heading', { name: 'Constants Test Page' })).toBeInTheDocument();
    expect(screen.getByText('Loading constants...')).toBeInTheDocument();
    const item = (await screen.findByText('projectCount')).closest('li') as HTMLElement;
    expect(within(item).getByText('80')).toBeInTheDocument();
    expect(within(item).getByText('Type: number')).toBeInTheDocument();
    expect(screen.getByText('Type: array')).toBeInTheDocument();
    expect(screen.getByText('GET /api/constants')).toBeInTheDocument();
    expect(document.querySelector('pre')?.textContent).toContain('"projectCount": 80');
    expect(api.requests.every((request) => request.authorization === null)).toBe(true);
  });

  it('deletes from the view only, and a refresh brings it back', async () => {
    const api = fakeAdminApi({ constants: { projectCount: 80, companyName: 'ACME' } });
    renderWithProviders(<ConstantsTestPage />, { route: '/admin/constants-test' });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete projectCount from this view' }));
    expect(screen.queryByText('projectCount')).not.toBeInTheDocument();
    expect(api.requests.filter((request) => request.method !== 'GET')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Refresh Constants' }));
    expect(await screen.findByText('projectCount')).toBeInTheDocument();
  });

  it('shows the HTTP status of a failed load', async () => {
    const api = fakeAdminApi();
    api.override('GET /api/constants', () => json({ success: false }, 500));
    renderWithProviders(<ConstantsTestPage />, { route: '/admin/constants-test' });
    expect(await screen.findByText('Error: HTTP error! status: 500')).toBeInTheDocument();
  });

  it('shows the message of a network failure', async () => {
    const api = fakeAdminApi();
    api.override('GET /api/constants', networkError);
    renderWithProviders(<ConstantsTestPage />, { route: '/admin/constants-test' });
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Error: Failed to fetch'));
  });
});
