import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeAdminApi } from '@test/admin-api/fake-admin-api';
import { makeEnquiry, makeJob } from '@test/admin-api/admin-fixtures';
import { renderAdminPage } from '@test/admin-api/render-admin';

describe('admin tabs', () => {
  it('opens on Job Positions and moves between tabs with the arrow keys', async () => {
    fakeAdminApi({ jobs: [makeJob()], enquiries: [makeEnquiry(), makeEnquiry({ id: 2, handled: true })] });
    renderAdminPage();
    const jobs = await screen.findByRole('tab', { name: 'Job Positions (1)' });
    expect(jobs).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tablist')).toHaveAccessibleName('Admin sections');
    jobs.focus();
    await userEvent.keyboard('{ArrowRight}');
    // The tab lives in the address: the router applies it a moment later.
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: /^Applications/ })).toHaveAttribute('aria-selected', 'true'),
    );
    expect(screen.getByRole('tab', { name: /^Applications/ })).toHaveFocus();
    expect(await screen.findByRole('heading', { name: 'Applications' })).toBeInTheDocument();
    // Wraps round to the last tab (My Account), then back through Mail templates, Outbox, Projects and Quote
    // requests to Enquiries.
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}{ArrowLeft}{ArrowLeft}{ArrowLeft}{ArrowLeft}');
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: 'Enquiries (1 unhandled)' })).toHaveAttribute(
        'aria-selected',
        'true',
      ),
    );
    expect(await screen.findByRole('heading', { name: 'Contact enquiries' })).toBeInTheDocument();
  });

  it('opens the tab named in the address', async () => {
    fakeAdminApi();
    renderAdminPage({ route: '/admin/careers?tab=constants' });
    expect(await screen.findByRole('tab', { name: 'Constants' })).toHaveAttribute('aria-selected', 'true');
  });
});
