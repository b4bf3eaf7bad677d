import { act, render, screen } from '@testing-library/react';
import { json } from '@test/api/responses';
import { mockApi } from '@test/api/mock-api';
import {
  MISSING_PATHS_KEY,
  PUBLIC_DATA_MAX_AGE_MS,
  PublicDataCache,
  PublicDataProvider,
  usePublicData,
} from './public-data';

const readName = (data: unknown) =>
  data && typeof data === 'object' && 'companyName' in data ? String(data.companyName) : null;

function CompanyName({ peek }: { peek?: boolean }) {
  const { data, failure, isLoading } = usePublicData('/constants', readName, { peek });
  if (isLoading) return <p>loading</p>;
  if (failure) return <p>failed: {failure.kind}</p>;
  return <p>name: {data ?? 'none'}</p>;
}

function renderWith(cache: PublicDataCache, peek?: boolean) {
  return render(
    <PublicDataProvider cache={cache}>
      <CompanyName peek={peek} />
    </PublicDataProvider>,
  );
}

it('shows what the server rendered without asking again', () => {
  const { calls } = mockApi({});
  renderWith(new PublicDataCache({ '/constants': { companyName: 'Seeded Co' } }));
  expect(screen.getByText('name: Seeded Co')).toBeInTheDocument();
  expect(calls).toEqual([]);
});

it('keeps what the server found missing (404) as not found through hydration, without asking again', () => {
  const { calls } = mockApi({});
  const cache = new PublicDataCache({ [MISSING_PATHS_KEY]: ['/constants'] });
  renderWith(cache);
  expect(screen.getByText('failed: status')).toBeInTheDocument();
  expect(calls).toEqual([]);
  // The browser starts from the same: the server's state round-trips.
  expect(new PublicDataCache(cache.seed()).get('/constants')).toEqual(cache.get('/constants'));
});

it('fetches what is missing once, however many components want it', async () => {
  const { calls } = mockApi({ '/api/constants': { success: true, data: { companyName: 'Fetched Co' } } });
  const cache = new PublicDataCache();
  render(
    <PublicDataProvider cache={cache}>
      <CompanyName />
      <CompanyName />
    </PublicDataProvider>,
  );
  expect(screen.getAllByText('loading')).toHaveLength(2);
  expect(await screen.findAllByText('name: Fetched Co')).toHaveLength(2);
  expect(calls).toEqual(['/api/constants']);
});

it('reports a failed call and an answer of the wrong shape', async () => {
  mockApi({ '/api/constants': () => json({ success: false, message: 'Down' }, 503) });
  renderWith(new PublicDataCache());
  expect(await screen.findByText('failed: status')).toBeInTheDocument();

  renderWith(new PublicDataCache({ '/constants': ['not', 'constants'] }));
  expect(screen.getByText('failed: format')).toBeInTheDocument();
});

it('only shows known data when it only peeks', () => {
  const { calls } = mockApi({});
  renderWith(new PublicDataCache(), true);
  expect(screen.getByText('name: none')).toBeInTheDocument();
  expect(calls).toEqual([]);
});

it('refreshes what it knows, keeping the old data on screen meanwhile and if the refresh fails', async () => {
  let answer: () => Response = () => json({ success: true, data: { companyName: 'Renamed Co' } });
  mockApi({ '/api/constants': () => answer() });
  const cache = new PublicDataCache({ '/constants': { companyName: 'Old Co' } });
  renderWith(cache);

  act(() => cache.refreshAll());
  expect(screen.getByText('name: Old Co')).toBeInTheDocument();
  expect(await screen.findByText('name: Renamed Co')).toBeInTheDocument();

  answer = () => json({ success: false }, 500);
  act(() => cache.refreshAll());
  await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  expect(screen.getByText('name: Renamed Co')).toBeInTheDocument();
  expect(cache.seed()).toEqual({ '/constants': { companyName: 'Renamed Co' } });
});

it('fetches again what is older than a minute when a page shows it, keeping it on screen meanwhile', async () => {
  const now = jest.spyOn(Date, 'now').mockReturnValue(1_000_000);
  try {
    const { calls } = mockApi({ '/api/constants': { success: true, data: { companyName: 'Current Co' } } });
    const cache = new PublicDataCache({ '/constants': { companyName: 'Seeded Co' } });
    now.mockReturnValue(1_000_000 + PUBLIC_DATA_MAX_AGE_MS - 1000);
    renderWith(cache).unmount();
    expect(calls).toEqual([]);

    now.mockReturnValue(1_000_000 + PUBLIC_DATA_MAX_AGE_MS + 1000);
    renderWith(cache);
    expect(screen.getByText('name: Seeded Co')).toBeInTheDocument();
    expect(await screen.findByText('name: Current Co')).toBeInTheDocument();
    expect(calls).toEqual(['/api/constants']);
  } finally {
    now.mockRestore();
  }
});

it('tries a failed call again when a page shows it again', async () => {
  let answer = () => json({ success: false, message: 'Down' }, 503);
  mockApi({ '/api/constants': () => answer() });
  const cache = new PublicDataCache();
  const first = renderWith(cache);
  expect(await screen.findByText('failed: status')).toBeInTheDocument();
  first.unmount();

  answer = () => json({ success: true, data: { companyName: 'Back Co' } });
  renderWith(cache);
  expect(await screen.findByText('name: Back Co')).toBeInTheDocument();
});
