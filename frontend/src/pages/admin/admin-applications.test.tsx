import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminJobApplication } from '@uaq/contract';
import { fakeAdminApi } from '@test/admin-api/fake-admin-api';
import { makeApplication, makeJob } from '@test/admin-api/admin-fixtures';
import { failure } from '@test/api/responses';
import { renderAdminPage } from '@test/admin-api/render-admin';

async function openApplications(route = '/admin/careers?tab=applications') {
  renderAdminPage({ route });
  return screen.findByRole('heading', { name: 'Applications' });
}

function cardOf(name: string): HTMLElement {
  return screen.getByRole('heading', { name }).closest('article') as HTMLElement;
}

const sparse = {
  id: 11,
  firstName: '',
  lastName: '',
  fullName: '',
  email: 'x@example.com',
  phone: '',
  address: '',
  position: '',
  jobId: null,
  jobDetails: null,
  linkedinUrl: null,
  coverLetter: '',
  createdAt: '2026-03-04T06:00:00.000Z',
  hasResume: false,
} as unknown as AdminJobApplication;

describe('admin applications', () => {
  it('shows every field of a full application card', async () => {
    const long = `${'A'.repeat(200)}TAIL`;
    fakeAdminApi({
      jobs: [makeJob()],
      applications: [
        makeApplication({
          coverLetter: long,
          status: 'reviewing',
          statusHistory: [
            { from: 'pending', to: 'reviewing', changedBy: 'hr', changedAt: '2026-03-05T06:00:00.000Z' },
          ],
        }),
      ],
    });
    await openApplications();
    const card = within(
      await screen.findByRole('heading', { name: 'Aisha Khan' }).then(() => cardOf('Aisha Khan')),
    );
    expect(card.getByText('Fire Alarm Technician')).toBeInTheDocument();
    expect(card.getByRole('link', { name: 'aisha@example.com' })).toHaveAttribute(
      'href',
      'mailto:aisha@example.com',
    );
    expect(card.getByText('+971 50 000 0001')).toBeInTheDocument();
    expect(card.getByText('2 Mar 2026')).toBeInTheDocument();
    expect(card.getByText('Al Raas, Umm Al Quwain')).toBeInTheDocument();
    const linkedin = card.getByRole('link', { name: 'View LinkedIn profile' });
    expect(linkedin).toHaveAttribute('href', 'https://www.linkedin.com/in/aisha');
    expect(linkedin).toHaveAttribute('rel', expect.stringContaining('noopener'));
    expect(card.getByText('Reviewing', { selector: '.badge' })).toBeInTheDocument();
    expect(card.getByRole('combobox', { name: "Status of Aisha Khan's application" })).toHaveValue(
      'reviewing',
    );
    expect(card.getByRole('button', { name: 'Download Resume, Aisha Khan' })).toBeInTheDocument();
    expect(card.getByText('Pending → Reviewing')).toBeInTheDocument();
    expect(card.getByText(/by hr, 5 Mar 2026/)).toBeInTheDocument();

    expect(card.getByText(`${'A'.repeat(200)}...`)).toBeInTheDocument();
    await userEvent.click(card.getByRole('button', { name: 'Read More' }));
    expect(card.getByText(long)).toBeInTheDocument();
    await userEvent.click(card.getByRole('button', { name: 'Show Less' }));
    expect(card.getByText(`${'A'.repeat(200)}...`)).toBeInTheDocument();
  });

  it('falls back for a sparse application and hides what is missing', async () => {
    fakeAdminApi({ applications: [sparse] });
    await openApplications();
    const card = within(await screen.findByRole('heading', { name: 'N/A' }).then(() => cardOf('N/A')));
    expect(card.getByText('Applied for:').querySelector('strong')).toHaveTextContent('N/A');
    expect(card.getByText('Not provided')).toBeInTheDocument();
    expect(card.getByText('Pending', { selector: '.badge' })).toBeInTheDocument();
    expect(card.queryByRole('button', { name: /Download Resume/ })).not.toBeInTheDocument();
    expect(card.queryByText('LinkedIn')).not.toBeInTheDocument();
    expect(card.queryByRole('button', { name: 'Read More' })).not.toBeInTheDocument();
  });

  it('names the applicant from first and last name and the job from the position text', async () => {
    fakeAdminApi({
      applications: [
        makeApplication({
          fullName: '',
          jobDetails: null,
          jobId: null,
          position: 'Deleted role',
          address: '',
        }),
      ],
    });
    await openApplications();
    const card = within(
      await screen.findByRole('heading', { name: 'Aisha Khan' }).then(() => cardOf('Aisha Khan')),
    );
    expect(card.getByText('Deleted role')).toBeInTheDocument();
    expect(card.getByText('Not provided')).toBeInTheDocument();
  });

  it('shows the empty state', async () => {
    fakeAdminApi();
    await openApplications();
    expect(await screen.findByText('No applications received yet')).toBeInTheDocument();
  });

  it('builds the list query from the search box (debounced) and the filters', async () => {
    const api = fakeAdminApi({
      jobs: [makeJob({ id: 1 }), makeJob({ id: 2, title: 'HSE Officer' })],
      applications: [
        makeApplication(),
        makeApplication({
          id: 12,
          fullName: 'Omar Saeed',
          email: 'omar@example.com',
          status: 'hired',
          jobId: 2,
        }),
      ],
    });
    await openApplications();
    await screen.findByRole('heading', { name: 'Omar Saeed' });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), ' omar ');
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Aisha Khan' })).not.toBeInTheDocument(),
    );
    const searches = api.requestsTo('GET', '/api/admin/job-applications').map((request) => request.query);
    // Typed quickly: one request for the final text, not one per key.
    expect(searches.filter((query) => query.search)).toEqual([{ search: 'omar' }]);

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'hired');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Job' }), '2');
    await waitFor(() =>
      expect(api.requestsTo('GET', '/api/admin/job-applications').at(-1)?.query).toEqual({
        search: 'omar',
        status: 'hired',
        jobId: '2',
      }),
    );
    expect(screen.getByRole('heading', { name: 'Omar Saeed' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Applications (2)' })).toBeInTheDocument();

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'rejected');
    expect(await screen.findByText('No applications match these filters.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByRole('heading', { name: 'Aisha Khan' })).toBeInTheDocument();
  });

  it('exports the filtered list as CSV with the same query and the bearer header', async () => {
    const api = fakeAdminApi({ applications: [makeApplication()] });
    const createObjectURL = jest.fn((blob: Blob) => {
      void blob;
      return 'blob:csv';
    });
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    await openApplications();
    await screen.findByRole('heading', { name: 'Aisha Khan' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'pending');
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const [request] = api.requestsTo('GET', '/api/admin/job-applications/export.csv');
    expect(request.query).toEqual({ status: 'pending' });
    expect(request.authorization).toBe('Bearer good-token');
    const blob = createObjectURL.mock.calls[0][0];
    await expect(blob.text()).resolves.toContain('10,Aisha Khan');
    click.mockRestore();
  });

  it('tells when the export fails', async () => {
    const api = fakeAdminApi({ applications: [makeApplication()] });
    api.override('GET /api/admin/job-applications/export.csv', () => failure(503, 'Database unavailable.'));
    await openApplications();
    await screen.findByRole('heading', { name: 'Aisha Khan' });
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Database unavailable.');
  });

  it('opens the resume through a download token in a new tab', async () => {
    const api = fakeAdminApi({ applications: [makeApplication()] });
    const tab = { opener: {}, location: { href: '' }, close: jest.fn() };
    const open = jest.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    await openApplications();
    await userEvent.click(await screen.findByRole('button', { name: 'Download Resume, Aisha Khan' }));
    await waitFor(() =>
      expect(tab.location.href).toBe(
        'http://localhost/api/admin/job-applications/10/resume?token=download-token',
      ),
    );
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(tab.opener).toBeNull();
    expect(api.requestsTo('POST', '/api/admin/job-applications/10/resume-token')).toHaveLength(1);
    open.mockRestore();
  });

  it('changes the status, reloads the lists and counts, and reports a failure near the dropdown', async () => {
    const api = fakeAdminApi({ jobs: [makeJob()], applications: [makeApplication()] });
    await openApplications();
    const select = await screen.findByRole('combobox', { name: "Status of Aisha Khan's application" });
    await userEvent.selectOptions(select, 'shortlisted');
    expect(api.requestsTo('PATCH', '/api/admin/job-applications/10/status')[0].body).toEqual({
      status: 'shortlisted',
    });
    expect(await screen.findByText('Shortlisted', { selector: '.badge' })).toBeInTheDocument();
    await waitFor(() =>
      expect(api.requestsTo('GET', '/api/job-applications/grouped-by-job').length).toBeGreaterThan(1),
    );
    await waitFor(() => expect(api.requestsTo('GET', '/api/admin/careers').length).toBeGreaterThan(1));

    api.override('PATCH /api/admin/job-applications/10/status', () =>
      failure(409, 'Could not change the status.'),
    );
    await userEvent.selectOptions(select, 'rejected');
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not change the status.');
    await waitFor(() => expect(select).toHaveValue('shortlisted'));
  });
});
