import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Job } from '@uaq/contract';
import { json, networkError } from '@test/api/responses';
import { mockApi } from '@test/api/mock-api';
import { renderWithProviders } from '@test/render-with-providers';

const CONSTANTS = {
  success: true,
  data: { companyName: 'Test Fire Co', careersEmail: 'jobs@test-fire.example' },
};

function makeJob(overrides: Partial<Job> = {}): Job {
  return {
    id: 1,
    title: 'Fire Alarm Technician',
    description: 'Install and maintain fire alarm systems.',
    location: 'Umm Al Quwain',
    type: 'Full-time',
    experienceMinYears: 2,
    experienceMaxYears: 5,
    requirements: ['UAE driving licence', 'Civil Defence training'],
    salaryMin: 8_000,
    salaryMax: 12_000,
    status: 'active',
    createdAt: '2026-11-01T08:00:00.000Z',
    updatedAt: '2026-11-01T08:00:00.000Z',
    ...overrides,
  };
}

function renderCareers(jobsAnswer: unknown) {
  const network = mockApi({ '/api/constants': CONSTANTS, '/api/careers/public': jobsAnswer });
  renderWithProviders(undefined, { route: '/careers' });
  return network;
}

it('keeps the page the visitor came from on screen until the jobs arrive', async () => {
  const user = userEvent.setup();
  let release: (response: Response) => void = () => undefined;
  mockApi({
    '/api/constants': CONSTANTS,
    '/api/careers/public': () => new Promise<Response>((resolve) => (release = resolve)),
  });
  renderWithProviders(undefined, { route: '/shop' });
  const shop = await screen.findByRole('heading', { level: 1, name: 'Shop Page - Coming Soon' });
  await user.click(
    within(screen.getByRole('navigation', { name: 'Main navigation' })).getByRole('link', {
      name: 'Careers',
    }),
  );
  expect(shop).toBeInTheDocument();
  release(json({ success: true, data: [makeJob()] }));
  expect(await screen.findByRole('article', { name: 'Fire Alarm Technician' })).toBeInTheDocument();
  expect(shop).not.toBeInTheDocument();
});

it('lists each job with its details; only active jobs are green with Apply Now', async () => {
  renderCareers({
    success: true,
    data: [
      makeJob({ id: 7 }),
      makeJob({
        id: 8,
        title: 'HSE Officer',
        status: 'closed',
        salaryMin: null,
        salaryMax: null,
        type: 'Contract',
      }),
    ],
  });

  const active = await screen.findByRole('article', { name: 'Fire Alarm Technician' });
  for (const text of [
    'Umm Al Quwain',
    'Full-time',
    '2–5 years',
    'AED 8,000–12,000 a month',
    'Install and maintain fire alarm systems.',
    'UAE driving licence',
    'Civil Defence training',
  ]) {
    expect(within(active).getByText(text)).toBeInTheDocument();
  }
  expect(within(active).getByText('Active')).toHaveClass('badge--active');
  expect(within(active).getByRole('link', { name: /apply now/i })).toHaveAttribute(
    'href',
    '/careers/apply/7',
  );

  const closed = screen.getByRole('article', { name: 'HSE Officer' });
  expect(within(closed).getByText('Closed')).toHaveClass('badge--neutral');
  expect(within(closed).queryByRole('link')).not.toBeInTheDocument();
  expect(within(closed).getByText('Contract')).toBeInTheDocument();
});

it('accepts a bare list as the answer', async () => {
  renderCareers([makeJob({ id: 3, title: 'Site Supervisor' })]);
  expect(await screen.findByRole('article', { name: 'Site Supervisor' })).toBeInTheDocument();
});

it("shows 'No Current Openings' with the careers e-mail from the constants when there is no job", async () => {
  renderCareers({ success: true, data: [] });
  expect(await screen.findByRole('heading', { name: 'No Current Openings' })).toBeInTheDocument();
  expect(await screen.findByRole('link', { name: 'jobs@test-fire.example' })).toHaveAttribute(
    'href',
    'mailto:jobs@test-fire.example',
  );
});

it.each([
  [
    'a non-ok status',
    () => json({ success: false, statusCode: 503, message: 'Down' }, 503),
    'Failed to fetch jobs',
  ],
  ['a network failure', networkError, 'Failed to fetch jobs'],
  ['an unexpected format', { success: true, data: { jobs: [] } }, 'Invalid response format from server'],
  [
    'a body that is not JSON',
    () => new Response('<html>oops</html>', { status: 200 }),
    'Invalid response format from server',
  ],
])('shows the error and no job for %s', async (_case, answer, message) => {
  renderCareers(answer);
  expect(await screen.findByText(`Error: ${message}`)).toBeInTheDocument();
  expect(screen.queryByRole('article')).not.toBeInTheDocument();
  expect(screen.queryByText('No Current Openings')).not.toBeInTheDocument();
});

it('presents four reasons to work with the company', async () => {
  renderCareers({ success: true, data: [] });
  const section = await screen.findByRole('region', { name: 'Why Work With Us' });
  expect(within(section).getAllByRole('heading', { level: 3 })).toHaveLength(4);
});

it('has its own title', async () => {
  renderCareers({ success: true, data: [] });
  await screen.findByText('No Current Openings');
  expect(document.title).toMatch(/^Careers \| /);
});

it('tells a visitor whose link led to a closed job that it has closed, above the open positions', async () => {
  mockApi({ '/api/constants': CONSTANTS, '/api/careers/public': { success: true, data: [makeJob()] } });
  renderWithProviders(undefined, { route: '/careers?notice=job-closed&utm_source=Gulf%20News' });
  expect(await screen.findByText('That position has closed')).toBeInTheDocument();
  expect(
    screen.getByText('It no longer takes applications. Here are the positions open now.'),
  ).toBeInTheDocument();
  expect(await screen.findByRole('article', { name: 'Fire Alarm Technician' })).toBeInTheDocument();
});

it('shows the closed-job notice on the Arabic careers page in Arabic, and no notice without it', async () => {
  mockApi({ '/api/constants': CONSTANTS, '/api/careers/public': { success: true, data: [makeJob()] } });
  const { unmount } = renderWithProviders(undefined, { route: '/ar/careers?notice=job-closed' });
  expect(await screen.findByText('أُغلقت هذه الوظيفة')).toBeInTheDocument();
  unmount();
  renderWithProviders(undefined, { route: '/careers' });
  expect(await screen.findByRole('article', { name: 'Fire Alarm Technician' })).toBeInTheDocument();
  // In the page (the careers-notices island shows it when a link asks), hidden.
  expect(screen.getByText('That position has closed')).not.toBeVisible();
});
