import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminJobApplication } from '@uaq/contract';
import { fakeAdminApi } from '@test/admin-api/fake-admin-api';
import { makeApplication, makeJob } from '@test/admin-api/admin-fixtures';
import { failure, json } from '@test/api/responses';
import { renderAdminPage } from '@test/admin-api/render-admin';

async function openApplications(route = '/admin/careers?tab=applications') {
  renderAdminPage({ route });
  return screen.findByRole('heading', { name: 'Applications' });
}

const table = () => within(screen.getByRole('table'));
const openButton = (name: string) => screen.findByRole('button', { name: `Open ${name}'s application` });

async function openPanel(name: string) {
  await userEvent.click(await openButton(name));
  return within((await screen.findByRole('heading', { level: 3, name })).closest('section') as HTMLElement);
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
  consentAt: '2026-03-04T06:00:00.000Z',
  statusHistory: [],
  hasResume: false,
} as unknown as AdminJobApplication;

function applicants(count: number): AdminJobApplication[] {
  return Array.from({ length: count }, (_, index) =>
    makeApplication({
      id: 100 + index,
      fullName: `Applicant ${String(index).padStart(2, '0')}`,
      email: `applicant${index}@example.com`,
      createdAt: `2026-03-${String(1 + (index % 28)).padStart(2, '0')}T06:${String(index).padStart(2, '0')}:00.000Z`,
    }),
  );
}

describe('admin applications tracker', () => {
  it("marks an applicant's erasure request and a withdrawal in the row and the panel", async () => {
    fakeAdminApi({
      jobs: [makeJob()],
      applications: [
        makeApplication({ status: 'withdrawn', erasureRequestedAt: '2026-03-06T06:00:00.000Z' }),
      ],
    });
    await openApplications();
    const row = within((await openButton('Aisha Khan')).closest('tr') as HTMLElement);
    expect(row.getByText('Withdrawn', { selector: '.badge' })).toBeInTheDocument();
    expect(row.getByText('Erasure requested', { selector: '.badge' })).toBeInTheDocument();
    const details = await openPanel('Aisha Khan');
    expect(details.getByRole('note')).toHaveTextContent(/asked for erasure on 6 Mar 2026/);
  });

  it('shows a dense row per application and every field in the panel', async () => {
    const long = `${'A'.repeat(300)}TAIL`;
    fakeAdminApi({
      jobs: [makeJob()],
      applications: [
        makeApplication({
          coverLetter: long,
          status: 'reviewing',
          statusHistory: [
            {
              id: 1,
              from: 'pending',
              to: 'reviewing',
              changedBy: 'hr',
              changedAt: '2026-03-05T06:00:00.000Z',
              applicantMailed: false,
            },
          ],
        }),
      ],
    });
    await openApplications();
    const row = within((await openButton('Aisha Khan')).closest('tr') as HTMLElement);
    expect(row.getByText('Fire Alarm Technician')).toBeInTheDocument();
    expect(row.getByText('Reviewing', { selector: '.badge' })).toBeInTheDocument();
    expect(row.getByText('2 Mar 2026')).toBeInTheDocument();
    expect(row.getByRole('img', { name: 'Resume attached' })).toBeInTheDocument();

    const details = await openPanel('Aisha Khan');
    expect(details.getByRole('link', { name: 'aisha@example.com' })).toHaveAttribute(
      'href',
      'mailto:aisha@example.com',
    );
    expect(details.getByText('+971 50 000 0001')).toBeInTheDocument();
    expect(details.getByText('Al Raas, Umm Al Quwain')).toBeInTheDocument();
    const linkedin = details.getByRole('link', { name: 'View LinkedIn profile' });
    expect(linkedin).toHaveAttribute('href', 'https://www.linkedin.com/in/aisha');
    expect(linkedin).toHaveAttribute('rel', expect.stringContaining('noopener'));
    expect(details.getByText(long)).toBeInTheDocument();
    expect(details.getByRole('combobox', { name: "Status of Aisha Khan's application" })).toHaveValue(
      'reviewing',
    );
    expect(details.getByText('Pending → Reviewing')).toBeInTheDocument();
    expect(details.getByText(/by hr, 5 Mar 2026/)).toBeInTheDocument();
    expect(details.getByText('No notes yet.')).toBeInTheDocument();
    expect(await details.findByTitle('Resume preview: Aisha Khan')).toHaveAttribute(
      'src',
      '/api/admin/job-applications/10/resume?token=download-token&inline=1',
    );
  });

  it('falls back for a sparse application and names one from its parts', async () => {
    fakeAdminApi({
      applications: [
        sparse,
        makeApplication({ fullName: '', jobDetails: null, jobId: null, position: 'Deleted role' }),
      ],
    });
    await openApplications();
    const row = within((await openButton('N/A')).closest('tr') as HTMLElement);
    expect(row.getAllByText('N/A')).toHaveLength(2);
    expect(row.getByText('Pending', { selector: '.badge' })).toBeInTheDocument();
    expect(row.queryByRole('img', { name: 'Resume attached' })).not.toBeInTheDocument();
    expect(table().getByText('Deleted role')).toBeInTheDocument();

    const details = await openPanel('N/A');
    expect(details.getByText('Not provided')).toBeInTheDocument();
    expect(details.getByText('No resume was uploaded.')).toBeInTheDocument();
    expect(details.getByText('No cover letter.')).toBeInTheDocument();
  });

  it('shows the empty state', async () => {
    fakeAdminApi();
    await openApplications();
    expect(await screen.findByText('No applications received yet')).toBeInTheDocument();
  });

  it('asks the server for one page and pages on, with the total in the tab', async () => {
    const api = fakeAdminApi({ applications: applicants(30) });
    await openApplications();
    expect(await screen.findByText('1–25 of 30')).toBeInTheDocument();
    expect(table().getAllByRole('row')).toHaveLength(26);
    expect(screen.getByRole('tab', { name: 'Applications (30)' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('26–30 of 30')).toBeInTheDocument();
    expect(api.requestsTo('GET', '/api/admin/job-applications').at(-1)?.query).toEqual({ page: '2' });
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
  });

  it('opens on the view named in the address (reload keeps it)', async () => {
    const api = fakeAdminApi({
      jobs: [makeJob({ id: 2, title: 'HSE Officer' })],
      applications: applicants(3),
    });
    await openApplications('/admin/careers?tab=applications&q=omar&status=hired&jobId=2&sort=name&page=2');
    await waitFor(() =>
      expect(
        api.requestsTo('GET', '/api/admin/job-applications').map((request) => request.query),
      ).toContainEqual({
        q: 'omar',
        status: 'hired',
        jobId: '2',
        sort: 'name',
        page: '2',
      }),
    );
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('omar');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('hired');
  });

  it('searches (debounced), filters and sorts on the server', async () => {
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
    await openButton('Omar Saeed');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), ' omar ');
    await waitFor(() => expect(screen.queryByRole('button', { name: /Aisha Khan/ })).not.toBeInTheDocument());
    const searches = api.requestsTo('GET', '/api/admin/job-applications').map((request) => request.query);
    // Typed quickly: one request for the final text, not one per key.
    expect(searches.filter((query) => query.q)).toEqual([{ q: 'omar' }]);

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'hired');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Job' }), '2');
    await userEvent.click(screen.getByRole('button', { name: 'Name' }));
    await waitFor(() =>
      expect(api.requestsTo('GET', '/api/admin/job-applications').at(-1)?.query).toEqual({
        q: 'omar',
        status: 'hired',
        jobId: '2',
        sort: 'name',
      }),
    );
    expect(screen.getByRole('columnheader', { name: 'Name' })).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.click(screen.getByRole('button', { name: 'Applied' }));
    await userEvent.click(screen.getByRole('button', { name: 'Applied' }));
    await waitFor(() =>
      expect(api.requestsTo('GET', '/api/admin/job-applications').at(-1)?.query.sort).toBe('createdAt'),
    );

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'rejected');
    expect(await screen.findByText('No applications match these filters.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await openButton('Aisha Khan')).toBeInTheDocument();
  });

  it('moves between rows with the arrow keys and opens one with Enter', async () => {
    fakeAdminApi({ applications: applicants(3) });
    await openApplications();
    (await openButton('Applicant 02')).focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('button', { name: "Open Applicant 01's application" })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowUp}');
    expect(screen.getByRole('button', { name: "Open Applicant 01's application" })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { level: 3, name: 'Applicant 01' })).toHaveFocus();
  });

  it('changes the stage of several at once and says so', async () => {
    const api = fakeAdminApi({ applications: applicants(3) });
    await openApplications();
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Select Applicant 00' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Applicant 02' }));
    const bulk = within(screen.getByRole('group', { name: '2 selected' }));
    await userEvent.selectOptions(
      bulk.getByRole('combobox', { name: 'New stage for the selected applications' }),
      'shortlisted',
    );
    await userEvent.click(bulk.getByRole('button', { name: 'Change stage' }));
    expect(await screen.findByRole('status')).toHaveTextContent('2 applications moved to Shortlisted.');
    expect(api.requestsTo('PATCH', '/api/admin/job-applications/status')[0].body).toEqual({
      ids: [100, 102],
      status: 'shortlisted',
    });
    await waitFor(() => expect(table().getAllByText('Shortlisted', { selector: '.badge' })).toHaveLength(2));
    expect(screen.queryByRole('group', { name: /selected/ })).not.toBeInTheDocument();

    api.override('PATCH /api/admin/job-applications/status', () =>
      failure(404, 'No application with id 101; nothing was changed'),
    );
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select every application on this page' }));
    await userEvent.click(screen.getByRole('button', { name: 'Change stage' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No application with id 101; nothing was changed',
    );
  });

  it('e-mails the selected applicants a template after confirming the count, with one request id', async () => {
    const api = fakeAdminApi({ applications: applicants(3) });
    api.override('POST /api/admin/job-applications/mails', () =>
      json({ success: true, data: { queued: 2, repeated: false } }),
    );
    await openApplications();
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Select Applicant 00' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Applicant 01' }));
    const bulk = within(screen.getByRole('group', { name: '2 selected' }));
    await userEvent.selectOptions(
      bulk.getByRole('combobox', { name: 'E-mail template for the selected applicants' }),
      'rejection',
    );
    await userEvent.selectOptions(
      bulk.getByRole('combobox', { name: 'Stage to move them to before the e-mail' }),
      'rejected',
    );
    await userEvent.click(bulk.getByRole('button', { name: 'E-mail…' }));
    const dialog = await screen.findByRole('dialog', { name: 'E-mail the selected applicants' });
    expect(dialog).toHaveTextContent('Send the Rejection e-mail to 2 applicants and move them to Rejected?');
    expect(api.requestsTo('POST', '/api/admin/job-applications/mails')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send 2 e-mails' }));
    expect(await screen.findByRole('status')).toHaveTextContent('2 e-mails queued in the outbox.');
    const [request] = api.requestsTo('POST', '/api/admin/job-applications/mails');
    expect(request.body).toEqual({
      ids: [100, 101],
      purpose: 'rejection',
      status: 'rejected',
      // The dialog asked: the move into Rejected is confirmed.
      confirm: true,
      requestId: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
  });

  it('adds a note, keeping author and time', async () => {
    const api = fakeAdminApi({ applications: [makeApplication()] });
    await openApplications();
    const details = await openPanel('Aisha Khan');
    await userEvent.type(details.getByRole('textbox', { name: 'Add a note' }), 'Strong on panels');
    await userEvent.click(details.getByRole('button', { name: 'Add note' }));
    expect(await details.findByText('Strong on panels')).toBeInTheDocument();
    expect(details.getByText(/hr, 5 Mar 2026/)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Note added.');
    expect(api.requestsTo('POST', '/api/admin/job-applications/10/notes')[0].body).toEqual({
      text: 'Strong on panels',
    });
    expect(details.getByRole('textbox', { name: 'Add a note' })).toHaveValue('');
  });

  it('deletes an application after confirming, and the list and count follow', async () => {
    const api = fakeAdminApi({ applications: applicants(2) });
    await openApplications();
    const details = await openPanel('Applicant 01');
    await userEvent.click(details.getByRole('button', { name: 'Delete application' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText(/Applicant 01's application, its history, notes and resume/)).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Delete for good' }));
    expect(await screen.findByRole('status')).toHaveTextContent("Applicant 01's application was deleted.");
    expect(api.requestsTo('DELETE', '/api/admin/job-applications/101')).toHaveLength(1);
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: /Applicant 01/ })).not.toBeInTheDocument(),
    );
    expect(await screen.findByRole('tab', { name: 'Applications (1)' })).toBeInTheDocument();
  });

  it('exports the filtered list as CSV with the same query, on the session cookie', async () => {
    const api = fakeAdminApi({ applications: [makeApplication()] });
    const createObjectURL = jest.fn((blob: Blob) => {
      void blob;
      return 'blob:csv';
    });
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    await openApplications();
    await openButton('Aisha Khan');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'pending');
    // The filter lives in the address: the router applies it a moment later.
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('pending'));
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const [request] = api.requestsTo('GET', '/api/admin/job-applications/export.csv');
    expect(request.query).toEqual({ status: 'pending' });
    expect(request.authorization).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('The CSV export is ready.');
    const blob = createObjectURL.mock.calls[0][0];
    await expect(blob.text()).resolves.toContain('10,Aisha Khan');
    click.mockRestore();
  });

  it('tells when the export fails', async () => {
    const api = fakeAdminApi({ applications: [makeApplication()] });
    api.override('GET /api/admin/job-applications/export.csv', () => failure(503, 'Database unavailable.'));
    await openApplications();
    await openButton('Aisha Khan');
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Database unavailable.');
  });

  it('downloads a Word resume through a download token in a new tab', async () => {
    const api = fakeAdminApi({ applications: [makeApplication({ resumeFileName: 'aisha.docx' })] });
    const tab = { opener: {}, location: { href: '' }, close: jest.fn() };
    const open = jest.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    await openApplications();
    const details = await openPanel('Aisha Khan');
    expect(details.queryByTitle(/Resume preview/)).not.toBeInTheDocument();
    await userEvent.click(details.getByRole('button', { name: 'Download Resume, Aisha Khan' }));
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

  it('changes the status in the panel, reloads the lists and counts, and reports a failure', async () => {
    const api = fakeAdminApi({ jobs: [makeJob()], applications: [makeApplication()] });
    await openApplications();
    const details = await openPanel('Aisha Khan');
    const select = details.getByRole('combobox', { name: "Status of Aisha Khan's application" });
    await userEvent.selectOptions(select, 'shortlisted');
    expect(api.requestsTo('PATCH', '/api/admin/job-applications/10/status')[0].body).toEqual({
      status: 'shortlisted',
    });
    expect(await screen.findByRole('status')).toHaveTextContent('Aisha Khan moved to Shortlisted.');
    expect(await table().findByText('Shortlisted', { selector: '.badge' })).toBeInTheDocument();
    await waitFor(() =>
      expect(api.requestsTo('GET', '/api/job-applications/grouped-by-job').length).toBeGreaterThan(1),
    );
    await waitFor(() => expect(api.requestsTo('GET', '/api/admin/careers').length).toBeGreaterThan(1));

    api.override('PATCH /api/admin/job-applications/10/status', () =>
      failure(409, 'Could not change the status.'),
    );
    await userEvent.selectOptions(select, 'interviewed');
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not change the status.');
    await waitFor(() => expect(select).toHaveValue('shortlisted'));
  });

  it('never offers Withdrawn, which only the applicant sets, and shows it when the applicant has', async () => {
    fakeAdminApi({
      applications: [
        makeApplication(),
        makeApplication({ id: 11, fullName: 'Omar Saeed', status: 'withdrawn' }),
      ],
    });
    await openApplications();
    const details = await openPanel('Aisha Khan');
    const select = details.getByRole('combobox', { name: "Status of Aisha Khan's application" });
    expect(within(select).queryByRole('option', { name: /Withdrawn/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    const withdrawn = await openPanel('Omar Saeed');
    const current = withdrawn.getByRole('combobox', { name: "Status of Omar Saeed's application" });
    expect(current).toHaveValue('withdrawn');
    expect(within(current).getByRole('option', { name: 'Withdrawn (set by the applicant)' })).toBeDisabled();
  });

  it('asks before a move into Rejected or out of Hired, and sends confirm only once HR has answered', async () => {
    const api = fakeAdminApi({ applications: [makeApplication({ status: 'hired' })] });
    await openApplications();
    const details = await openPanel('Aisha Khan');
    const select = details.getByRole('combobox', { name: "Status of Aisha Khan's application" });

    await userEvent.selectOptions(select, 'interviewed');
    let dialog = within(await screen.findByRole('dialog', { name: 'Confirm the move' }));
    expect(dialog.getByText('Move Aisha Khan to Interviewed?')).toBeInTheDocument();
    expect(dialog.getByText('It is at Hired: the move takes back the decision to hire.')).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(select).toHaveValue('hired');
    expect(api.requestsTo('PATCH', '/api/admin/job-applications/10/status')).toHaveLength(0);

    await userEvent.selectOptions(select, 'rejected');
    dialog = within(await screen.findByRole('dialog', { name: 'Confirm the move' }));
    expect(dialog.getByText('This rejects the application.')).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Move to Rejected' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Aisha Khan moved to Rejected.');
    expect(api.requestsTo('PATCH', '/api/admin/job-applications/10/status')[0].body).toEqual({
      status: 'rejected',
      confirm: true,
    });
    await waitFor(() => expect(select).toHaveValue('rejected'));
  });

  it('offers an Undo for a few seconds after a move, which puts the application back', async () => {
    const api = fakeAdminApi({ applications: [makeApplication()] });
    await openApplications();
    const details = await openPanel('Aisha Khan');
    const select = details.getByRole('combobox', { name: "Status of Aisha Khan's application" });
    await userEvent.selectOptions(select, 'shortlisted');
    expect(await screen.findByRole('status')).toHaveTextContent('Aisha Khan moved to Shortlisted.');
    const [move] = api.requestsTo('PATCH', '/api/admin/job-applications/10/status');
    expect(move.body).toEqual({ status: 'shortlisted' });

    await userEvent.click(screen.getByRole('button', { name: 'Undo: Aisha Khan moved to Shortlisted.' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Aisha Khan is back at Pending.');
    const [undo] = api.requestsTo('POST', '/api/admin/job-applications/10/status/undo');
    // The change the move made: the last entry of the history the server answered with.
    expect(undo.body).toEqual({ changeId: expect.any(Number) });
    expect(await table().findByText('Pending', { selector: '.badge' })).toBeInTheDocument();
    await waitFor(() => expect(select).toHaveValue('pending'));
    expect(screen.queryByRole('button', { name: /^Undo/ })).not.toBeInTheDocument();
  });

  it('offers no Undo for a move that e-mailed the applicant', async () => {
    fakeAdminApi({ applications: [makeApplication()] });
    await openApplications();
    const details = await openPanel('Aisha Khan');
    await userEvent.click(details.getByRole('checkbox', { name: /^Notify the applicant/ }));
    await userEvent.selectOptions(
      details.getByRole('combobox', { name: "Status of Aisha Khan's application" }),
      'shortlisted',
    );
    expect(await screen.findByRole('status')).toHaveTextContent('Aisha Khan moved to Shortlisted.');
    expect(screen.queryByRole('button', { name: /^Undo/ })).not.toBeInTheDocument();
  });

  it('asks before a bulk move takes one out of Hired, and undoes the whole move', async () => {
    const [first, second] = applicants(2);
    const api = fakeAdminApi({ applications: [first, { ...second, status: 'hired' }] });
    await openApplications();
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Select Applicant 00' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Applicant 01' }));
    const bulk = within(screen.getByRole('group', { name: '2 selected' }));
    expect(
      within(bulk.getByRole('combobox', { name: 'New stage for the selected applications' })).queryByRole(
        'option',
        { name: 'Withdrawn' },
      ),
    ).not.toBeInTheDocument();
    await userEvent.click(bulk.getByRole('button', { name: 'Change stage' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Confirm the move' }));
    expect(dialog.getByText('Move the 2 selected applications to Reviewing?')).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Move to Reviewing' }));
    expect(await screen.findByRole('status')).toHaveTextContent('2 applications moved to Reviewing.');
    expect(api.requestsTo('PATCH', '/api/admin/job-applications/status')[0].body).toEqual({
      ids: [100, 101],
      status: 'reviewing',
      confirm: true,
    });

    await userEvent.click(screen.getByRole('button', { name: 'Undo: 2 applications moved to Reviewing.' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'The selected applications are back where they were.',
    );
    expect(api.requestsTo('POST', '/api/admin/job-applications/100/status/undo')).toHaveLength(1);
    expect(api.requestsTo('POST', '/api/admin/job-applications/101/status/undo')).toHaveLength(1);
    expect(await table().findByText('Hired', { selector: '.badge' })).toBeInTheDocument();
  });
});
