import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeJob } from '@test/admin-api/admin-fixtures';
import { fakeAdminApi } from '@test/admin-api/fake-admin-api';
import { renderAdminPage } from '@test/admin-api/render-admin';
import { json } from '@test/api/responses';
import { saveFile } from '@/lib/save-file';

// jsdom has no canvas: the charts are Chart.js's business (the browser suite draws them); these
// tests read the tables that carry the same figures.
jest.mock('@/features/admin/reports/report-chart', () => ({ ReportChart: () => null }));
jest.mock('@/lib/save-file', () => ({ saveFile: jest.fn() }));

const range = { from: '2026-03-01', to: '2026-03-31', jobId: null };

function answerReports(api: ReturnType<typeof fakeAdminApi>) {
  api.override('GET /api/admin/reports/applications-over-time', () =>
    json({
      success: true,
      data: {
        range,
        interval: 'day',
        points: [
          { period: '2026-03-01', applications: 4 },
          { period: '2026-03-02', applications: 0 },
        ],
      },
    }),
  );
  api.override('GET /api/admin/reports/funnel', () =>
    json({
      success: true,
      data: {
        range,
        total: 4,
        rejected: 1,
        withdrawn: 0,
        stages: [
          { stage: 'pending', reached: 4, current: 1 },
          { stage: 'reviewing', reached: 3, current: 1 },
          { stage: 'shortlisted', reached: 2, current: 0 },
          { stage: 'interviewed', reached: 1, current: 0 },
          { stage: 'hired', reached: 1, current: 1 },
        ],
      },
    }),
  );
  api.override('GET /api/admin/reports/durations', () =>
    json({
      success: true,
      data: {
        range,
        timeToHire: { count: 1, medianHours: 120, p90Hours: 120 },
        timeInStage: [
          { stage: 'pending', count: 3, medianHours: 12, p90Hours: 48 },
          { stage: 'reviewing', count: 2, medianHours: 24, p90Hours: 228 },
          { stage: 'shortlisted', count: 0, medianHours: null, p90Hours: null },
          { stage: 'interviewed', count: 0, medianHours: null, p90Hours: null },
        ],
      },
    }),
  );
  api.override('GET /api/admin/reports/sources', () =>
    json({
      success: true,
      data: { range, rows: [{ source: 'linkedin', applications: 3, shortlisted: 2, hired: 1 }] },
    }),
  );
}

describe('admin reports', () => {
  it('shows each report as a table and asks the server again for another job', async () => {
    const api = fakeAdminApi({ jobs: [makeJob({ id: 5, title: 'Sprinkler Fitter' })] });
    answerReports(api);
    renderAdminPage({ route: '/admin/careers?tab=reports' });

    const funnel = await screen.findByRole('table', { name: 'Funnel by stage' });
    expect(within(funnel).getByRole('row', { name: 'Shortlisted 2 0' })).toBeInTheDocument();
    const durations = await screen.findByRole('table', { name: 'Time to hire and time in each stage' });
    expect(
      within(durations).getByRole('row', { name: /Time to hire.* 1 5\.0 days 5\.0 days/ }),
    ).toBeInTheDocument();
    expect(
      within(durations).getByRole('row', { name: 'Time in Pending 3 12 h 2.0 days' }),
    ).toBeInTheDocument();
    const sources = await screen.findByRole('table', { name: 'Source effectiveness' });
    expect(within(sources).getByRole('row', { name: 'linkedin 3 2 1' })).toBeInTheDocument();
    expect(screen.getByText('4 applications in this range')).toBeInTheDocument();

    await userEvent.selectOptions(screen.getByLabelText('Job'), '5');
    await screen.findByRole('table', { name: 'Funnel by stage' });
    expect(api.requestsTo('GET', '/api/admin/reports/funnel').at(-1)?.query.jobId).toBe('5');
  });

  it('downloads a report as CSV with the table figures', async () => {
    const api = fakeAdminApi();
    answerReports(api);
    renderAdminPage({ route: '/admin/careers?tab=reports' });
    await screen.findByRole('table', { name: 'Source effectiveness' });
    await userEvent.click(screen.getByRole('button', { name: 'Download CSV of Source effectiveness' }));
    const [blob, name] = jest.mocked(saveFile).mock.calls.at(-1) as [Blob, string];
    expect(name).toBe('sources.csv');
    // A byte-order mark first, so spreadsheet programs read the file as UTF-8.
    expect([...new Uint8Array(await blob.arrayBuffer()).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(await blob.text()).toBe('Source,Applications,Shortlisted or further,Hired\r\nlinkedin,3,2,1\r\n');
  });
});
