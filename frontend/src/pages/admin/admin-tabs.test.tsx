import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeAdminApi } from '@test/admin-api/fake-admin-api';
import { makeApplication, makeEnquiry, makeJob } from '@test/admin-api/admin-fixtures';
import { renderAdminPage } from '@test/admin-api/render-admin';
import { json } from '@test/api/responses';

const me = (role: 'owner' | 'hr' | 'interviewer') => () =>
  json({ success: true, data: { id: 1, username: role, role, mfaEnabled: false, pending: null } });

/** The admin API with two new quote requests (the list itself is not needed here). */
function withNewQuotes(count: number) {
  const api = fakeAdminApi({
    jobs: [makeJob()],
    applications: [makeApplication({ id: 1 }), makeApplication({ id: 2, status: 'reviewing' })],
    enquiries: [makeEnquiry(), makeEnquiry({ id: 2, handled: true })],
  });
  api.override('GET /api/admin/quote-requests', (request) =>
    json({
      success: true,
      data: [],
      meta: { page: 1, pageSize: 25, total: request.query.status === 'new' ? count : 0 },
    }),
  );
  return api;
}

const areas = () => screen.getByRole('navigation', { name: 'Admin sections' });
const area = (name: RegExp) => within(areas()).getByRole('link', { name });
const tabNames = () => screen.getAllByRole('tab').map((tab) => tab.textContent);

describe('admin areas and tabs', () => {
  it('opens on Hiring, Job Positions, and moves between the area’s tabs with the arrow keys', async () => {
    withNewQuotes(0);
    renderAdminPage();
    const jobs = await screen.findByRole('tab', { name: 'Job Positions (1)' });
    expect(jobs).toHaveAttribute('aria-selected', 'true');
    expect(area(/^Hiring/)).toHaveAttribute('aria-current', 'page');
    expect(area(/^Website/)).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('tablist')).toHaveAccessibleName('Hiring');
    expect(tabNames()).toEqual([
      'Job Positions (1)',
      expect.stringMatching(/^Applications/),
      'Candidates',
      'Board by stage',
      expect.stringMatching(/^Grouped by Job/),
      'Reports',
      'Tracking links',
      'Mail templates',
      'My interviews',
    ]);
    jobs.focus();
    await userEvent.keyboard('{ArrowRight}');
    // The tab lives in the address: the router applies it a moment later.
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: /^Applications/ })).toHaveAttribute('aria-selected', 'true'),
    );
    expect(screen.getByRole('tab', { name: /^Applications/ })).toHaveFocus();
    expect(await screen.findByRole('heading', { name: 'Applications' })).toBeInTheDocument();
    // Wraps round to the area's last tab and stays in the area.
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: 'My interviews' })).toHaveAttribute('aria-selected', 'true'),
    );
    expect(area(/^Hiring/)).toHaveAttribute('aria-current', 'page');
  });

  it('shows what waits in each area and opens an area on its first tab, then on the one last used', async () => {
    withNewQuotes(2);
    renderAdminPage();
    // One unhandled enquiry and two new quote requests; one pending application.
    expect(await screen.findByRole('link', { name: 'Website 3 new enquiries and quote requests' })).toBe(
      area(/^Website/),
    );
    await waitFor(() => expect(area(/^Hiring/)).toHaveAccessibleName('Hiring 1 new application'));
    expect(area(/^Settings/)).toHaveAccessibleName('Settings');

    await userEvent.click(area(/^Website/));
    await waitFor(() => expect(area(/^Website/)).toHaveAttribute('aria-current', 'page'));
    expect(screen.getByRole('tab', { name: 'Enquiries (1 unhandled)' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('tablist')).toHaveAccessibleName('Website');
    expect(tabNames()).toEqual([
      'Enquiries (1 unhandled)',
      'Quote requests (2 new)',
      'Projects',
      'Constants',
    ]);
    expect(await screen.findByRole('heading', { name: 'Contact enquiries' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: 'Constants' }));
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: 'Constants' })).toHaveAttribute('aria-selected', 'true'),
    );
    await userEvent.click(area(/^Hiring/));
    // Hiring opens where it was left: Job Positions.
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: 'Job Positions (1)' })).toHaveAttribute('aria-selected', 'true'),
    );
    await userEvent.click(area(/^Website/));
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: 'Constants' })).toHaveAttribute('aria-selected', 'true'),
    );
  });

  it('opens the tab named in the address, in its area', async () => {
    withNewQuotes(0);
    renderAdminPage({ route: '/admin/careers?tab=constants' });
    expect(await screen.findByRole('tab', { name: 'Constants' })).toHaveAttribute('aria-selected', 'true');
    expect(area(/^Website/)).toHaveAttribute('aria-current', 'page');
    expect(area(/^Hiring/)).not.toHaveAttribute('aria-current');
  });

  it('shows an owner Team and Audit under Settings; hr sees neither, even when the address asks', async () => {
    const api = withNewQuotes(0);
    api.override('GET /api/admin/me', me('owner'));
    api.override('GET /api/admin/audit', () =>
      json({ success: true, data: [], meta: { page: 1, pageSize: 25, total: 0 } }),
    );
    const owner = renderAdminPage({ route: '/admin/careers?tab=audit' });
    expect(await screen.findByRole('tab', { name: 'Audit' })).toHaveAttribute('aria-selected', 'true');
    expect(area(/^Settings/)).toHaveAttribute('aria-current', 'page');
    expect(tabNames()).toEqual(['My Account', 'Team', 'Audit', 'Data retention', 'Outbox']);
    owner.unmount();

    api.override('GET /api/admin/me', me('hr'));
    renderAdminPage({ route: '/admin/careers?tab=audit' });
    expect(await screen.findByRole('tab', { name: 'Job Positions (1)' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.click(area(/^Settings/));
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: 'My Account' })).toHaveAttribute('aria-selected', 'true'),
    );
    expect(tabNames()).toEqual(['My Account', 'Data retention', 'Outbox']);
  });

  it('is used with the keyboard: Tab goes from the areas to the area’s selected tab, Enter opens an area', async () => {
    withNewQuotes(0);
    renderAdminPage({ route: '/admin/careers?tab=quotes' });
    expect(await screen.findByRole('tab', { name: /^Quote requests/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    area(/^Hiring/).focus();
    await userEvent.tab();
    expect(area(/^Website/)).toHaveFocus();
    await userEvent.tab();
    expect(area(/^Settings/)).toHaveFocus();
    // The tab strip is one stop: its selected tab.
    await userEvent.tab();
    expect(screen.getByRole('tab', { name: /^Quote requests/ })).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(area(/^Settings/)).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: 'My Account' })).toHaveAttribute('aria-selected', 'true'),
    );
    expect(area(/^Settings/)).toHaveFocus();
  });

  it('shows an interviewer only My interviews and their account, and asks for no list', async () => {
    const api = withNewQuotes(0);
    api.override('GET /api/admin/me', me('interviewer'));
    api.override('GET /api/admin/my-interviews', () =>
      json({ success: true, data: [], meta: { page: 1, pageSize: 25, total: 0 } }),
    );
    renderAdminPage({ route: '/admin/careers?tab=applications' });
    expect(await screen.findByRole('heading', { name: 'My interviews' })).toBeInTheDocument();
    expect(tabNames()).toEqual(['My interviews']);
    expect(
      within(areas())
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Hiring', 'Settings']);
    await userEvent.click(area(/^Settings/));
    await waitFor(() => expect(tabNames()).toEqual(['My Account']));
    expect(api.requestsTo('GET', '/api/admin/job-applications')).toEqual([]);
    expect(api.requestsTo('GET', '/api/admin/careers')).toEqual([]);
  });
});
