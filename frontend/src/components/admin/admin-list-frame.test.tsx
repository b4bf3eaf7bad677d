import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Page } from '@uaq/contract';
import { AdminListFrame, type AdminListQuery } from './admin-list-frame';

const TEXTS = { loading: 'Loading...', loadFailed: 'The list could not be loaded.' };
const PAGER = {
  pagination: 'List pages',
  previous: 'Previous',
  next: 'Next',
  pageOf: (page: number, pages: number, total: number) => `Page ${page} of ${pages} (${total} rows)`,
};

const pageOf = (page: number): Page<string> => ({
  items: [`row ${page}-1`, `row ${page}-2`],
  meta: { page, pageSize: 2, total: 5 },
});

/** A list whose query answers at once from a page table, as a cached RTK Query would. */
function PagedList({ failing = false, refetch = jest.fn() }: { failing?: boolean; refetch?: () => void }) {
  const [page, setPage] = useState(1);
  const query: AdminListQuery<string> = failing
    ? { isLoading: false, isFetching: false, error: { status: 500, data: {} }, refetch }
    : { data: pageOf(page), isLoading: false, isFetching: false, refetch };
  return (
    <AdminListFrame
      query={query}
      texts={TEXTS}
      pager={{ ...PAGER, onPage: setPage }}
      count={(total) => `${total} rows`}
      empty={<p>Nothing yet</p>}
    >
      {(items) => (
        <ul aria-label="Rows">
          {items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
    </AdminListFrame>
  );
}

it('pages through the list and moves the focus to the new page', async () => {
  render(<PagedList />);
  expect(screen.getByText('5 rows')).toHaveAttribute('aria-live', 'polite');
  expect(screen.getByText('Page 1 of 3 (5 rows)')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
  await userEvent.click(screen.getByRole('button', { name: 'Next' }));
  expect(screen.getByText('row 2-1')).toBeInTheDocument();
  expect(screen.getByRole('list', { name: 'Rows' }).parentElement).toHaveFocus();
  await userEvent.click(screen.getByRole('button', { name: 'Next' }));
  expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
});

it('says a failure and tries again on request', async () => {
  const refetch = jest.fn();
  render(<PagedList failing refetch={refetch} />);
  expect(screen.getByRole('alert')).toHaveTextContent('The list could not be loaded.');
  expect(screen.queryByText('Nothing yet')).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(refetch).toHaveBeenCalledTimes(1);
});

it('shows the empty state for a whole list with no rows, and no pager', () => {
  const query: AdminListQuery<string> = { data: [], isLoading: false, isFetching: false, refetch: jest.fn() };
  render(
    <AdminListFrame query={query} texts={TEXTS} empty={<p>Nothing yet</p>}>
      {() => null}
    </AdminListFrame>,
  );
  expect(screen.getByText('Nothing yet')).toBeInTheDocument();
  expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
});
