import { screen, waitFor } from '@testing-library/react';
import { mockApi } from '@test/api/mock-api';
import { renderWithProviders } from '@test/render-with-providers';

beforeEach(() => {
  mockApi({
    '/api/constants': { success: true, data: { companyName: 'Test Fire Co' } },
    '/api/careers/public': { success: true, data: [] },
    '/api/projects': { success: true, data: [] },
    '/api/projects/villa-community-fire-safety': {
      success: true,
      data: {
        id: 6,
        slug: 'villa-community-fire-safety',
        title: 'Villa Community Fire Safety',
        category: 'Residential',
        client: null,
        location: 'Al Rashidiya, Umm Al Quwain',
        duration: null,
        status: 'Completed',
        description: 'Fire alarm for 40 villas.',
        services: [],
        published: true,
        sample: true,
        position: 6,
        photos: [],
        createdAt: '2026-11-23T00:00:00.000Z',
        updatedAt: '2026-11-23T00:00:00.000Z',
      },
    },
  });
});

// Every path of the spec's route table (aliases included) and the screen's main heading.
const ROUTES: Array<[string, string | RegExp]> = [
  ['/', 'Your Safety is Our Priority'],
  ['/about', 'Fire safety professionals you can rely on'],
  ['/about/history', 'Fire safety professionals you can rely on'],
  ['/about/team', 'Fire safety professionals you can rely on'],
  ['/services', 'Fire protection and safety services'],
  ['/services/fire-alarm', 'Fire Alarm Systems'],
  ['/services/fire-fighting', 'Fire Fighting Systems'],
  ['/services/smoke-extraction', 'Smoke Extraction Systems'],
  ['/services/emergency-exit', 'Emergency & Exit Lighting'],
  ['/services/design-approvals', 'Design & Civil Defence Approvals'],
  ['/services/electrical', 'Electrical Works'],
  ['/services/plumbing', 'Plumbing Works'],
  ['/services/maintenance', 'Maintenance & AMC'],
  ['/umm-al-quwain', 'Fire Safety Services in Umm Al Quwain'],
  ['/umm-al-quwain-fire-safety', 'Fire Safety Services in Umm Al Quwain'],
  ['/fire-safety-umm-al-quwain', 'Fire Safety Services in Umm Al Quwain'],
  ['/projects', 'Our Projects'],
  ['/projects/grid', 'Our Projects'],
  ['/gallery', 'Our Projects'],
  ['/projects/villa-community-fire-safety', 'Villa Community Fire Safety'],
  ['/shop', 'Shop Page - Coming Soon'],
  ['/privacy', 'Privacy Notice'],
  ['/terms', 'Terms of Use'],
];

// Screens owned by the careers/contact feature: identified by their document title.
it.each([
  ['/careers', /^Careers \|/],
  ['/contact', /^Contact/],
])('%s renders its screen', async (route, title) => {
  renderWithProviders(undefined, { route });
  await screen.findByRole('heading', { level: 1 });
  await waitFor(() => expect(document.title).toMatch(title));
});

it.each(ROUTES)('%s renders its screen', async (route, heading) => {
  renderWithProviders(undefined, { route });
  expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  // Public screens sit in the shared layout: one banner (header) and one contentinfo (footer).
  expect(screen.getByRole('banner')).toBeInTheDocument();
  expect(screen.getByRole('contentinfo')).toBeInTheDocument();
});

it.each(['/no-such-page', '/services/unknown-service', '/about/anything-else', '/admin/unknown'])(
  '%s shows the 404 screen with a link home',
  async (route) => {
    renderWithProviders(undefined, { route });
    expect(
      await screen.findByRole('heading', { level: 1, name: '404 - Page Not Found' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  },
);

it('renders the apply screen for /careers/apply/:jobId outside the 404', async () => {
  renderWithProviders(undefined, { route: '/careers/apply/7' });
  await screen.findByRole('banner');
  expect(screen.queryByRole('heading', { name: '404 - Page Not Found' })).not.toBeInTheDocument();
});

it('takes the company name in the footer from the site constants', async () => {
  renderWithProviders(undefined, { route: '/shop' });
  const year = new Date().getFullYear();
  expect(await screen.findByText(`© ${year} Test Fire Co. All rights reserved.`)).toBeInTheDocument();
});

it('titles pages "<page> | <company name>" and the home page with the name first', async () => {
  renderWithProviders(undefined, { route: '/services/fire-alarm' });
  await screen.findByRole('heading', { level: 1, name: 'Fire Alarm Systems' });
  await waitFor(() => expect(document.title).toBe('Fire Alarm Systems | Test Fire Co'));
  expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
    'content',
    expect.stringMatching(/fire detection/),
  );
});
