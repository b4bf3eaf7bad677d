import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from '@test/api/mock-api';
import { renderWithProviders } from '@test/render-with-providers';
import { ProjectsBrowser } from './projects-browser';
import { findProject } from './sample-project-details';
import { SAMPLE_PROJECTS } from './sample-projects';

beforeEach(() => {
  mockApi({ '/api/constants': { success: true, data: {} } });
});

function cardTitles(): string[] {
  return screen.queryAllByRole('article').map((card) => within(card).getByRole('heading').textContent ?? '');
}

it('lists every sample project under All and filters by category', async () => {
  const user = userEvent.setup();
  renderWithProviders(undefined, { route: '/projects' });
  await screen.findByRole('heading', { level: 1, name: 'Our Projects' });
  const filters = screen.getByRole('group', { name: 'Filter projects by category' });
  expect(
    within(filters)
      .getAllByRole('button')
      .map((button) => button.textContent),
  ).toEqual(['All', 'Commercial', 'Residential', 'Industrial', 'Infrastructure', 'Institutional']);
  expect(within(filters).getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
  expect(cardTitles()).toHaveLength(SAMPLE_PROJECTS.length);

  await user.click(within(filters).getByRole('button', { name: 'Industrial' }));
  expect(within(filters).getByRole('button', { name: 'Industrial' })).toHaveAttribute('aria-pressed', 'true');
  expect(cardTitles()).toEqual(
    SAMPLE_PROJECTS.filter((p) => p.category === 'Industrial').map((p) => p.title),
  );

  await user.click(within(filters).getByRole('button', { name: 'All' }));
  expect(cardTitles()).toHaveLength(SAMPLE_PROJECTS.length);
});

it('links each card to its detail page and says the projects are samples', async () => {
  renderWithProviders(undefined, { route: '/gallery' });
  await screen.findByRole('heading', { level: 1, name: 'Our Projects' });
  expect(screen.getByText(/Sample projects/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: SAMPLE_PROJECTS[1].title })).toHaveAttribute('href', '/projects/2');
  // The figures come from the same constants as the home and About pages, not from a band of their own.
  expect(await screen.findByText('80+', { selector: '.visually-hidden' })).toBeInTheDocument();
  expect(screen.queryByText('150+', { selector: '.visually-hidden' })).not.toBeInTheDocument();
});

it('shows the empty message when a category has no project', async () => {
  const user = userEvent.setup();
  renderWithProviders(
    <ProjectsBrowser projects={SAMPLE_PROJECTS.filter((p) => p.category !== 'Infrastructure')} />,
  );
  await user.click(screen.getByRole('button', { name: 'Infrastructure' }));
  expect(screen.getByText('No projects found in this category.')).toBeInTheDocument();
  expect(screen.queryAllByRole('article')).toHaveLength(0);
});

it('shows a project in detail with its facts and status badge', async () => {
  renderWithProviders(undefined, { route: '/projects/4' });
  const project = findProject(4)!;
  expect(await screen.findByRole('heading', { level: 1, name: project.title })).toBeInTheDocument();
  const facts = screen.getByText('Client').closest('dl') as HTMLElement;
  for (const text of [project.category, project.client, project.location, project.duration]) {
    expect(within(facts).getByText(text)).toBeInTheDocument();
  }
  expect(within(facts).getByText('In Progress')).toHaveClass('badge--warning');
  expect(screen.getByText(project.description)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to Projects' })).toHaveAttribute('href', '/projects');
});

it.each([
  ['Completed', 'badge--success'],
  ['Planning', 'badge--info'],
])('gives the %s status its badge tone', async (status, tone) => {
  const project = SAMPLE_PROJECTS.find((p) => p.status === status)!;
  renderWithProviders(undefined, { route: `/projects/${project.id}` });
  await screen.findByRole('heading', { level: 1, name: project.title });
  expect(screen.getAllByText(status).some((element) => element.classList.contains(tone))).toBe(true);
});

it('says so when the project does not exist', async () => {
  renderWithProviders(undefined, { route: '/projects/999' });
  expect(await screen.findByRole('heading', { level: 1, name: 'Project not found' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to Projects' })).toBeInTheDocument();
});
