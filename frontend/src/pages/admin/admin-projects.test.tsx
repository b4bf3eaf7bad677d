import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { projectArabicMissing, type AdminProject, type Project } from '@uaq/contract';
import { fakeAdminApi } from '@test/admin-api/fake-admin-api';
import { renderAdminPage } from '@test/admin-api/render-admin';
import { json } from '@test/api/responses';

function makeProject(overrides: Partial<AdminProject> = {}): AdminProject {
  const project: Project = {
    id: 1,
    slug: 'al-salamah-tower',
    title: 'Al Salamah Tower',
    category: 'Residential',
    client: null,
    location: 'Al Salamah, Umm Al Quwain',
    durationMonths: null,
    status: 'Completed',
    description: 'Fire alarm for a tower.',
    titleAr: null,
    clientAr: null,
    locationAr: null,
    descriptionAr: null,
    services: ['fire-alarm'],
    published: false,
    sample: false,
    position: 1,
    photos: [],
    createdAt: '2026-11-20T06:00:00.000Z',
    updatedAt: '2026-11-20T06:00:00.000Z',
    ...overrides,
  };
  return { ...project, arabicMissing: overrides.arabicMissing ?? projectArabicMissing(project) };
}

function withProjects(projects: AdminProject[]) {
  const api = fakeAdminApi();
  api.override('GET /api/admin/projects', () => json({ success: true, data: projects }));
  api.override('POST /api/admin/projects', (request) =>
    json({ success: true, data: makeProject({ id: 9, ...(request.body as object) }) }, 201),
  );
  for (const project of projects) {
    api.override(`PUT /api/admin/projects/${project.id}`, (request) =>
      json({ success: true, data: { ...project, ...(request.body as object) } }),
    );
  }
  api.override('PUT /api/admin/projects/order', () => json({ success: true, data: projects }));
  return api;
}

/** The English field of a pair (its Arabic twin's label is "<label> (Arabic)"). */
const english = (label: string) => new RegExp(`^${label}(?! \\(Arabic\\))`);

describe('admin projects', () => {
  it('creates a project from the form as a draft with its systems', async () => {
    const user = userEvent.setup();
    const api = withProjects([]);
    renderAdminPage({ route: '/admin/careers?tab=projects' });
    await user.click(await screen.findByRole('button', { name: 'New project' }));
    const form = within(screen.getByRole('form', { name: 'New project' }));
    await user.type(form.getByLabelText(english('Title')), 'Ajman Warehouse Sprinklers');
    await user.type(form.getByLabelText(english('Location')), 'Ajman');
    await user.selectOptions(form.getByLabelText('Category'), 'Industrial');
    await user.type(form.getByLabelText(english('Description')), 'Sprinklers and pumps.');
    await user.click(form.getByLabelText('Fire Fighting Systems'));
    await user.click(form.getByRole('button', { name: 'Save project' }));
    await waitFor(() =>
      expect(api.requestsTo('POST', '/api/admin/projects')[0]?.body).toMatchObject({
        title: 'Ajman Warehouse Sprinklers',
        category: 'Industrial',
        location: 'Ajman',
        services: ['fire-fighting'],
        published: false,
      }),
    );
    expect(api.requestsTo('POST', '/api/admin/projects')[0]?.body).not.toHaveProperty('slug');
  });

  it('sends the Arabic fields typed beside the English ones, right to left, and the months as a number', async () => {
    const user = userEvent.setup();
    const api = withProjects([makeProject({ titleAr: 'برج السلمة', durationMonths: 4 })]);
    renderAdminPage({ route: '/admin/careers?tab=projects' });
    await user.click(await screen.findByRole('button', { name: 'Edit Al Salamah Tower' }));
    const form = within(await screen.findByRole('form', { name: 'Edit: Al Salamah Tower' }));
    const titleAr = form.getByLabelText('Title (Arabic)');
    expect(titleAr).toHaveValue('برج السلمة');
    expect(titleAr).toHaveAttribute('dir', 'rtl');
    expect(titleAr).toHaveAttribute('lang', 'ar');
    expect(form.getByLabelText(/^Duration in months/)).toHaveValue(4);
    await user.click(form.getByLabelText('Location (Arabic)'));
    await user.paste('السلمة، أم القيوين');
    await user.clear(form.getByLabelText(/^Duration in months/));
    await user.type(form.getByLabelText(/^Duration in months/), '11');
    await user.click(form.getByRole('button', { name: 'Save project' }));
    await waitFor(() =>
      expect(api.requestsTo('PUT', '/api/admin/projects/1')[0]?.body).toMatchObject({
        title: 'Al Salamah Tower',
        titleAr: 'برج السلمة',
        locationAr: 'السلمة، أم القيوين',
        clientAr: null,
        descriptionAr: null,
        durationMonths: 11,
      }),
    );
  });

  it('gives a photo uploaded earlier its Arabic caption', async () => {
    const user = userEvent.setup();
    const photo = {
      id: 5,
      alt: 'The pump room',
      altAr: null,
      width: 480,
      height: 320,
      sources: [{ width: 480, url: '/api/projects/photos/abc-480.webp' }],
    };
    const api = withProjects([makeProject({ photos: [photo] })]);
    api.override('PUT /api/admin/projects/1/photos/5', (request) =>
      json({ success: true, data: makeProject({ photos: [{ ...photo, ...(request.body as object) }] }) }),
    );
    renderAdminPage({ route: '/admin/careers?tab=projects' });
    await user.click(await screen.findByRole('button', { name: 'Edit the captions of: The pump room' }));
    const form = within(screen.getByRole('form', { name: 'Captions of: The pump room' }));
    const arabic = form.getByLabelText('What the photo shows (Arabic)');
    expect(arabic).toHaveAttribute('dir', 'rtl');
    await user.click(arabic);
    await user.paste('غرفة المضخات');
    await user.click(form.getByRole('button', { name: 'Save captions' }));
    await waitFor(() =>
      expect(api.requestsTo('PUT', '/api/admin/projects/1/photos/5')[0]?.body).toEqual({
        alt: 'The pump room',
        altAr: 'غرفة المضخات',
      }),
    );
  });

  it('publishes a draft and moves a project down the order', async () => {
    const user = userEvent.setup();
    const api = withProjects([
      makeProject(),
      makeProject({ id: 2, slug: 'second', title: 'Second Project' }),
    ]);
    renderAdminPage({ route: '/admin/careers?tab=projects' });
    const first = within(
      (await screen.findByRole('heading', { name: 'Al Salamah Tower' })).closest('li') as HTMLElement,
    );
    expect(first.getByText('Draft')).toBeInTheDocument();
    expect(first.getByText('English only')).toBeInTheDocument();
    expect(first.getByText('Not yet in Arabic: title, description, location.')).toBeInTheDocument();
    await user.click(first.getByRole('button', { name: 'Publish' }));
    // Without its Arabic title and description it goes live only once HR says so.
    const question = await screen.findByRole('dialog', { name: 'Publish in English only?' });
    expect(api.requestsTo('PUT', '/api/admin/projects/1')).toHaveLength(0);
    await user.click(within(question).getByRole('button', { name: 'Publish in English only' }));
    await waitFor(() =>
      expect(api.requestsTo('PUT', '/api/admin/projects/1')[0]?.body).toMatchObject({
        published: true,
        slug: 'al-salamah-tower',
      }),
    );
    // What the list adds for HR is not the project's to save.
    expect(api.requestsTo('PUT', '/api/admin/projects/1')[0]?.body).not.toHaveProperty('arabicMissing');
    await user.click(first.getByRole('button', { name: 'Move Al Salamah Tower down' }));
    await waitFor(() =>
      expect(api.requestsTo('PUT', '/api/admin/projects/order')[0]?.body).toEqual({ ids: [2, 1] }),
    );
  });
});
