import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeAdminApi } from '@test/admin-api/fake-admin-api';
import { makeApplication, makeJob } from '@test/admin-api/admin-fixtures';
import { failure } from '@test/api/responses';
import { renderAdminPage } from '@test/admin-api/render-admin';

function blockOf(title: string): HTMLElement {
  return screen.getByRole('heading', { name: title }).closest('section') as HTMLElement;
}

describe('admin grouped by job', () => {
  it('shows each job with its details, statistics and applications', async () => {
    fakeAdminApi({
      jobs: [makeJob()],
      applications: [
        makeApplication({ status: 'reviewing', coverLetter: 'My whole letter.' }),
        makeApplication({ id: 11, fullName: 'Omar Saeed', status: 'hired', hasResume: false }),
      ],
    });
    renderAdminPage({ route: '/admin/careers?tab=grouped' });
    await screen.findByRole('heading', { name: 'Fire Alarm Technician' });
    const block = within(blockOf('Fire Alarm Technician'));
    expect(block.getByText('Umm Al Quwain')).toBeInTheDocument();
    expect(block.getByText('Full-time')).toBeInTheDocument();
    expect(block.getByText('AED 6,000–8,000 a month')).toBeInTheDocument();
    expect(block.getByText('Active')).toBeInTheDocument();
    expect(block.getByText('Posted: 1 Mar 2026')).toBeInTheDocument();
    expect(block.getByText('2 applications')).toBeInTheDocument();
    const stats = within(block.getByLabelText('Statistics for Fire Alarm Technician'));
    expect(stats.getByText('Total').nextSibling).toHaveTextContent('2');
    expect(stats.getByText('Reviewing').nextSibling).toHaveTextContent('1');
    expect(stats.getByText('Hired').nextSibling).toHaveTextContent('1');
    expect(stats.getByText('Rejected').nextSibling).toHaveTextContent('0');

    const badge = block.getByText('Reviewing', { selector: '.badge' });
    expect(badge).toHaveClass('badge--reviewing', 'badge--upper');
    expect(block.getByText('Hired', { selector: '.badge' })).toHaveClass('badge--hired');
    expect(block.getByRole('combobox', { name: "Status of Aisha Khan's application" })).toHaveValue(
      'reviewing',
    );
    expect(block.getByRole('button', { name: 'Resume, Aisha Khan' })).toBeInTheDocument();
    expect(block.queryByRole('button', { name: 'Resume, Omar Saeed' })).not.toBeInTheDocument();

    expect(block.queryByText('My whole letter.')).not.toBeInTheDocument();
    await userEvent.click(block.getByRole('button', { name: 'Details, Aisha Khan' }));
    expect(block.getByText('My whole letter.')).toBeInTheDocument();
    await userEvent.click(block.getByRole('button', { name: 'Hide Details, Aisha Khan' }));
    expect(block.queryByText('My whole letter.')).not.toBeInTheDocument();
  });

  it('uses every fallback text, skips entries without job details and reads a bare list', async () => {
    fakeAdminApi({
      grouped: [
        { jobId: 1, jobDetails: null, applications: [] },
        { jobId: 2, jobDetails: { id: 2 }, applications: [] },
      ],
    });
    renderAdminPage({ route: '/admin/careers?tab=grouped' });
    expect(await screen.findByRole('heading', { name: 'Untitled Job' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(1);
    for (const text of [
      'Location not specified',
      'Type not specified',
      'Salary not specified',
      'Status unknown',
      'Posted: Date unknown',
      'No applications for this position yet.',
      '0 applications',
    ]) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
    expect(
      within(screen.getByLabelText('Statistics for Untitled Job')).getByText('Total').nextSibling,
    ).toHaveTextContent('0');
    expect(await screen.findByRole('tab', { name: 'Grouped by Job (1 jobs)' })).toBeInTheDocument();
  });

  it('treats an unexpected answer as an empty grouping', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    fakeAdminApi({ grouped: { success: true, data: 'nonsense' } });
    renderAdminPage({ route: '/admin/careers?tab=grouped' });
    expect(await screen.findByText('No jobs to group applications by yet.')).toBeInTheDocument();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('tells when the grouped view cannot be loaded and retries', async () => {
    const api = fakeAdminApi({ jobs: [makeJob()] });
    api.override('GET /api/job-applications/grouped-by-job', () => failure(503, 'Database unavailable.'));
    renderAdminPage({ route: '/admin/careers?tab=grouped' });
    expect(await screen.findByText('The grouped applications could not be loaded.')).toBeInTheDocument();
    const calls = api.requestsTo('GET', '/api/job-applications/grouped-by-job').length;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() =>
      expect(api.requestsTo('GET', '/api/job-applications/grouped-by-job').length).toBe(calls + 1),
    );
  });

  it('moves the badge and the statistics after a status change', async () => {
    fakeAdminApi({ jobs: [makeJob()], applications: [makeApplication()] });
    renderAdminPage({ route: '/admin/careers?tab=grouped' });
    await screen.findByRole('heading', { name: 'Fire Alarm Technician' });
    const block = within(blockOf('Fire Alarm Technician'));
    await userEvent.selectOptions(
      block.getByRole('combobox', { name: "Status of Aisha Khan's application" }),
      'hired',
    );
    expect(await block.findByText('Hired', { selector: '.badge' })).toBeInTheDocument();
    const stats = within(block.getByLabelText('Statistics for Fire Alarm Technician'));
    await waitFor(() => expect(stats.getByText('Hired').nextSibling).toHaveTextContent('1'));
    expect(stats.getByText('Pending').nextSibling).toHaveTextContent('0');
  });

  it('shows the 10 newest of a busy job with a link to all of them, and keeps empty jobs calm', async () => {
    fakeAdminApi({
      jobs: [makeJob(), makeJob({ id: 2, title: 'HSE Officer', applicationCount: 0 })],
      applications: Array.from({ length: 12 }, (_, index) =>
        makeApplication({
          id: 20 + index,
          fullName: `Applicant ${index}`,
          createdAt: `2026-03-${String(10 + index).padStart(2, '0')}T06:00:00.000Z`,
        }),
      ),
    });
    renderAdminPage({ route: '/admin/careers?tab=grouped' });
    await screen.findByRole('heading', { name: 'Fire Alarm Technician' });
    const busy = within(blockOf('Fire Alarm Technician'));
    expect(busy.getByText('12 applications')).toBeInTheDocument();
    expect(busy.getAllByRole('listitem')).toHaveLength(10);
    expect(busy.getByText('The newest 10 of 12')).toBeInTheDocument();
    expect(busy.queryByText('Applicant 0')).not.toBeInTheDocument();
    await userEvent.click(
      busy.getByRole('link', { name: 'Show all 12 applications for Fire Alarm Technician' }),
    );
    expect(await screen.findByRole('tab', { name: /Applications/, selected: true })).toBeInTheDocument();
    expect(await screen.findByRole('combobox', { name: 'Job' })).toHaveValue('1');

    await userEvent.click(screen.getByRole('tab', { name: /Grouped by Job/ }));
    const empty = within(
      await screen.findByRole('heading', { name: 'HSE Officer' }).then(() => blockOf('HSE Officer')),
    );
    expect(empty.getByText('0 applications')).toHaveClass('badge--neutral');
    const stats = empty.getByLabelText('Statistics for HSE Officer');
    expect(stats.querySelector('.admin-stats__item--rejected')).toBeNull();
    expect(within(stats).getByText('Rejected').parentElement).toHaveClass('admin-stats__item--zero');
  });
});
