import { screen } from '@testing-library/react';
import { mockFetch, renderWithProviders } from '@/test/render-with-providers';

beforeEach(() => {
  mockFetch({ '/api/constants': { success: true, data: { companyName: 'Test Fire Co' } } });
});

it('renders the 404 screen for an unknown path', async () => {
  renderWithProviders(undefined, { route: '/no-such-page' });
  expect(await screen.findByRole('heading', { level: 1, name: '404 - Page Not Found' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
});
