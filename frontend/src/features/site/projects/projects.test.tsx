import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Project } from '@uaq/contract';
import { mockApi } from '@test/api/mock-api';
import { json } from '@test/api/responses';
import { renderWithProviders } from '@test/render-with-providers';
import { ProjectsBrowser } from './projects-browser';

function project(id: number, overrides: Partial<Project>): Project {
  return {
    id,
    slug: `project-${id}`,
    title: `Project ${id}`,
    category: 'Commercial',
    client: 'Sample client: retail centre operator',
    location: 'Umm Al Quwain City',
    durationMonths: 5,
    status: 'Completed',
    description: `What was done in project ${id}.`,
    titleAr: null,
    clientAr: null,
    locationAr: null,
    descriptionAr: null,
    services: [],
    published: true,
    sample: false,
    position: id,
    photos: [],
    createdAt: '2026-11-23T00:00:00.000Z',
    updatedAt: '2026-11-23T00:00:00.000Z',
    ...overrides,
  };
}

const PHOTO = {
  id: 7,
  alt: 'The pump room after handover',
  altAr: null,
  width: 1600,
  height: 960,
  sources: [480, 960, 1600].map((width) => ({ width, url: `/api/projects/photos/abc-${width}.webp` })),
};

const PROJECTS = [
  project(1, {
    title: 'Retail Centre Fire Alarm',
    sample: true,
    services: ['fire-alarm', 'smoke-extraction'],
  }),
  project(2, {
    slug: 'tower-pump-room',
    title: 'Tower Pump Room',
    category: 'Residential',
    status: 'In Progress',
    photos: [PHOTO, { ...PHOTO, id: 8, alt: 'The sprinkler valves' }],
  }),
  project(3, { title: 'Warehouse Package', category: 'Industrial', status: 'Planning', client: null }),
  project(4, { title: 'Factory Maintenance', category: 'Industrial' }),
];

const ok = (data: unknown) => ({ success: true, data });

beforeEach(() => {
  mockApi({
    '/api/constants': ok({}),
    '/api/projects': ok(PROJECTS),
    '/api/projects/tower-pump-room': ok(PROJECTS[1]),
    '/api/projects/project-1': ok(PROJECTS[0]),
  });
});

function cardTitles(): string[] {
  return screen.queryAllByRole('article').map((card) => within(card).getByRole('heading').textContent ?? '');
}

it('lists the published projects from the API under All and filters by category', async () => {
  const user = userEvent.setup();
  renderWithProviders(undefined, { route: '/projects' });
  await screen.findByRole('link', { name: 'Tower Pump Room' });
  const filters = screen.getByRole('group', { name: 'Filter projects by category' });
  expect(
    within(filters)
      .getAllByRole('button')
      .map((button) => button.textContent),
  ).toEqual(['All', 'Commercial', 'Residential', 'Industrial', 'Infrastructure', 'Institutional']);
  expect(cardTitles()).toEqual(PROJECTS.map((item) => item.title));

  await user.click(within(filters).getByRole('button', { name: 'Industrial' }));
  expect(within(filters).getByRole('button', { name: 'Industrial' })).toHaveAttribute('aria-pressed', 'true');
  expect(cardTitles()).toEqual(['Warehouse Package', 'Factory Maintenance']);
});

it('links cards to their slug, marks samples, and shows a photo or the category art', async () => {
  renderWithProviders(undefined, { route: '/gallery' });
  const link = await screen.findByRole('link', { name: 'Tower Pump Room' });
  expect(link).toHaveAttribute('href', '/projects/tower-pump-room');
  expect(screen.getByText(/marked “Sample project”/)).toBeInTheDocument();
  const [sampleCard, photoCard, , fourthCard] = screen.getAllByRole('article');
  expect(within(sampleCard).getByText('Sample project')).toBeInTheDocument();
  expect(within(photoCard).queryByText('Sample project')).not.toBeInTheDocument();

  const photo = within(photoCard).getByRole('img', { name: 'The pump room after handover' });
  expect(photo).toHaveAttribute(
    'srcset',
    '/api/projects/photos/abc-480.webp 480w, /api/projects/photos/abc-960.webp 960w, /api/projects/photos/abc-1600.webp 1600w',
  );
  expect(photo).toHaveAttribute('width', '1600');
  expect(photo).toHaveAttribute('height', '960');
  // Only the cards below the first row wait until scrolled near.
  expect(photo).toHaveAttribute('loading', 'eager');
  expect(fourthCard.querySelector('img')).toHaveAttribute('loading', 'lazy');
  // No photo: the category's decorative art, at a fixed size.
  expect(fourthCard.querySelector('img')).toHaveAttribute('alt', '');
  expect(fourthCard.querySelector('img')).not.toHaveAttribute('srcset');
  // The figures come from the same constants as the home and About pages, not from a band of their own.
  expect(await screen.findByText('80+', { selector: '.visually-hidden' })).toBeInTheDocument();
});

it('leaves the sample notice out when no project is a sample', async () => {
  mockApi({ '/api/constants': ok({}), '/api/projects': ok(PROJECTS.slice(1)) });
  renderWithProviders(undefined, { route: '/projects' });
  await screen.findByRole('link', { name: 'Tower Pump Room' });
  expect(screen.queryByText(/marked “Sample project”/)).not.toBeInTheDocument();
});

it('shows the empty message when a category has no project', async () => {
  const user = userEvent.setup();
  renderWithProviders(<ProjectsBrowser projects={PROJECTS} />);
  await user.click(screen.getByRole('button', { name: 'Infrastructure' }));
  expect(screen.getByText('No projects found in this category.')).toBeInTheDocument();
  expect(screen.queryAllByRole('article')).toHaveLength(0);
});

it('shows a project with its facts, its photos in every width, and links to the systems installed', async () => {
  renderWithProviders(undefined, { route: '/projects/tower-pump-room' });
  expect(await screen.findByRole('heading', { level: 1, name: 'Tower Pump Room' })).toBeInTheDocument();
  const facts = screen.getByText('Client').closest('dl') as HTMLElement;
  expect(within(facts).getByText('In Progress')).toHaveClass('badge--warning');
  expect(within(facts).getByText('Umm Al Quwain City')).toBeInTheDocument();
  expect(within(facts).getByText('5 months')).toBeInTheDocument();
  expect(screen.queryByText('Sample project')).not.toBeInTheDocument();
  const main = screen.getByRole('img', { name: 'The pump room after handover' });
  expect(main).toHaveAttribute('loading', 'eager');
  expect(main.getAttribute('srcset')).toContain('abc-960.webp 960w');
  const second = screen.getByRole('img', { name: 'The sprinkler valves' });
  expect(second).toHaveAttribute('loading', 'lazy');
  expect(second).toHaveAttribute('sizes');
  expect(screen.getByRole('link', { name: 'Back to Projects' })).toHaveAttribute('href', '/projects');
});

it('links each system installed to its service page and marks a sample', async () => {
  renderWithProviders(undefined, { route: '/projects/project-1' });
  await screen.findByRole('heading', { level: 1, name: 'Retail Centre Fire Alarm' });
  const article = screen.getByRole('article');
  expect(within(article).getByText('Sample project')).toHaveClass('badge--warning');
  expect(within(article).getByRole('link', { name: 'Fire Alarm Systems' })).toHaveAttribute(
    'href',
    '/services/fire-alarm',
  );
  expect(within(article).getByRole('link', { name: 'Smoke Extraction Systems' })).toHaveAttribute(
    'href',
    '/services/smoke-extraction',
  );
});

it('says so when the project does not exist or is not published', async () => {
  renderWithProviders(undefined, { route: '/projects/no-such-project' });
  expect(await screen.findByRole('heading', { level: 1, name: 'Project not found' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to Projects' })).toBeInTheDocument();
});

/** An API answer the test releases when it wants (the request stays pending until then). */
function heldAnswer(body: unknown) {
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const answer = async () => {
    await gate;
    return json(body);
  };
  return { answer, release };
}

it('keeps the portfolio on screen until a project chosen there arrives', async () => {
  const user = userEvent.setup();
  const detail = heldAnswer(ok(PROJECTS[1]));
  mockApi({
    '/api/constants': ok({}),
    '/api/projects': ok(PROJECTS),
    '/api/projects/tower-pump-room': detail.answer,
  });
  renderWithProviders(undefined, { route: '/projects' });
  await user.click(await screen.findByRole('link', { name: 'Tower Pump Room' }));
  expect(screen.getByRole('heading', { level: 1, name: 'Our Projects' })).toBeInTheDocument();

  detail.release();
  expect(await screen.findByRole('heading', { level: 1, name: 'Tower Pump Room' })).toBeInTheDocument();
  expect(screen.getByRole('img', { name: 'The pump room after handover' })).toBeInTheDocument();
});
