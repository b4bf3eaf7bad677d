import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeAdminApi } from '@test/admin-api/fake-admin-api';
import { makeEnquiry } from '@test/admin-api/admin-fixtures';
import { failure } from '@test/api/responses';
import { renderAdminPage } from '@test/admin-api/render-admin';

describe('admin enquiries', () => {
  it('lists enquiries newest first with their details, and counts the unhandled ones', async () => {
    fakeAdminApi({
      enquiries: [
        makeEnquiry({ id: 1, name: 'Older Sender', createdAt: '2026-03-01T06:00:00.000Z', handled: true }),
        makeEnquiry({
          id: 2,
          name: 'Newer Sender',
          phone: null,
          subject: 'fire-alarm',
          createdAt: '2026-03-05T06:00:00.000Z',
        }),
      ],
    });
    renderAdminPage({ route: '/admin/careers?tab=enquiries' });
    await screen.findByRole('heading', { name: 'Newer Sender' });
    const names = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(names).toEqual(['Newer Sender', 'Older Sender']);
    const newer = within(screen.getByRole('heading', { name: 'Newer Sender' }).closest('li') as HTMLElement);
    expect(newer.getByRole('link', { name: 'fatima@example.com' })).toHaveAttribute(
      'href',
      'mailto:fatima@example.com',
    );
    expect(newer.getByText('Fire Alarm Systems')).toBeInTheDocument();
    expect(newer.getByText('Not provided')).toBeInTheDocument();
    expect(newer.getByText('We need a maintenance contract.')).toBeInTheDocument();
    expect(newer.getByText(/5 Mar 2026/)).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'Enquiries (1 unhandled)' })).toBeInTheDocument();
  });

  it('marks an enquiry handled and updates the tab count', async () => {
    const api = fakeAdminApi({ enquiries: [makeEnquiry()] });
    renderAdminPage({ route: '/admin/careers?tab=enquiries' });
    const box = await screen.findByRole('checkbox', { name: 'Mark the enquiry from Fatima Ali as handled' });
    await userEvent.click(box);
    await waitFor(() => expect(box).toBeChecked());
    await waitFor(() =>
      expect(api.requestsTo('PATCH', '/api/admin/enquiries/1')[0]?.body).toEqual({ handled: true }),
    );
    expect(await screen.findByRole('tab', { name: 'Enquiries (1)' })).toBeInTheDocument();
  });

  it('undoes the toggle and says so when the server refuses', async () => {
    const api = fakeAdminApi({ enquiries: [makeEnquiry()] });
    api.override('PATCH /api/admin/enquiries/1', () => failure(503, 'Database unavailable.'));
    renderAdminPage({ route: '/admin/careers?tab=enquiries' });
    const box = await screen.findByRole('checkbox', { name: 'Mark the enquiry from Fatima Ali as handled' });
    await userEvent.click(box);
    expect(await screen.findByRole('alert')).toHaveTextContent('Database unavailable.');
    await waitFor(() => expect(box).not.toBeChecked());
  });

  it('deletes an enquiry after confirming', async () => {
    const api = fakeAdminApi({ enquiries: [makeEnquiry()] });
    renderAdminPage({ route: '/admin/careers?tab=enquiries' });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete the enquiry from Fatima Ali' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete enquiry' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('No enquiries received yet')).toBeInTheDocument();
    expect(api.requestsTo('DELETE', '/api/admin/enquiries/1')).toHaveLength(1);
  });

  it('pages through many enquiries on the server and searches them', async () => {
    const api = fakeAdminApi({
      enquiries: Array.from({ length: 30 }, (_, index) =>
        makeEnquiry({
          id: index + 1,
          name: `Sender ${String(index).padStart(2, '0')}`,
          createdAt: `2026-03-01T06:${String(index).padStart(2, '0')}:00.000Z`,
          handled: index % 2 === 0,
        }),
      ),
    });
    renderAdminPage({ route: '/admin/careers?tab=enquiries' });
    await screen.findByRole('heading', { name: 'Sender 29' });
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(25);
    expect(screen.getByText('Page 1 of 2 (30 enquiries)')).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'Enquiries (15 unhandled)' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByRole('heading', { name: 'Sender 00' })).toBeInTheDocument();
    expect(api.requestsTo('GET', '/api/admin/enquiries').at(-1)?.query).toEqual({ page: '2' });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search enquiries' }), 'Sender 07');
    expect(await screen.findByRole('heading', { name: 'Sender 07' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(1));
    expect(api.requestsTo('GET', '/api/admin/enquiries').at(-1)?.query).toEqual({ q: 'Sender 07' });
  });

  it('shows open or handled enquiries only, with the choice kept in the address', async () => {
    const api = fakeAdminApi({
      enquiries: [
        makeEnquiry({ id: 1, name: 'Answered Sender', handled: true }),
        makeEnquiry({ id: 2, name: 'Waiting Sender', handled: false }),
      ],
    });
    renderAdminPage({ route: '/admin/careers?tab=enquiries' });
    await screen.findByRole('heading', { name: 'Waiting Sender' });
    const show = screen.getByRole('combobox', { name: 'Show' });
    expect(show).toHaveDisplayValue('All enquiries');

    await userEvent.selectOptions(show, 'Open only');
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Answered Sender' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('heading', { name: 'Waiting Sender' })).toBeInTheDocument();
    expect(api.requestsTo('GET', '/api/admin/enquiries').at(-1)?.query).toEqual({ handled: 'false' });

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'Handled only');
    expect(await screen.findByRole('heading', { name: 'Answered Sender' })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Waiting Sender' })).not.toBeInTheDocument(),
    );
    expect(api.requestsTo('GET', '/api/admin/enquiries').at(-1)?.query).toEqual({ handled: 'true' });
  });

  it('opens with the handled filter of the address', async () => {
    fakeAdminApi({ enquiries: [makeEnquiry({ id: 1, name: 'Waiting Sender', handled: false })] });
    renderAdminPage({ route: '/admin/careers?tab=enquiries&handled=true' });
    expect(await screen.findByText('No enquiries match this search or filter.')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Show' })).toHaveDisplayValue('Handled only');
  });
});
