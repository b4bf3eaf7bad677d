import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { useAddress } from './use-address';

/** Two filters of a list, each kept in the address, and a button that picks both at once. */
function Filters() {
  const [address, setAddress] = useAddress();
  const pick = (key: string, value: string) =>
    setAddress((current) => {
      current.set(key, value);
      return current;
    });
  return (
    <>
      <output>{address.toString()}</output>
      <button type="button" onClick={() => pick('status', 'hired')}>
        Hired
      </button>
      <button
        type="button"
        onClick={() => {
          pick('status', 'hired');
          pick('jobId', '2');
        }}
      >
        Hired for job 2
      </button>
      <button type="button" onClick={() => pick('sort', 'name')}>
        By name
      </button>
    </>
  );
}

function renderFilters() {
  const router = createMemoryRouter([{ path: '/admin', element: <Filters /> }], {
    initialEntries: ['/admin?tab=applications'],
  });
  render(<RouterProvider router={router} />);
  return router;
}

describe('useAddress', () => {
  it('keeps both of two changes asked for before the first is on screen', async () => {
    const router = renderFilters();
    await userEvent.click(screen.getByRole('button', { name: 'Hired for job 2' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=applications&status=hired&jobId=2'));
    expect(screen.getByRole('status')).toHaveTextContent('tab=applications&status=hired&jobId=2');
  });

  it('builds a later change on the address on screen', async () => {
    const router = renderFilters();
    await userEvent.click(screen.getByRole('button', { name: 'Hired' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=applications&status=hired'));
    // Another page link followed: the later change is made once its address is on screen.
    await act(() => router.navigate('/admin?tab=applications&status=rejected'));
    expect(screen.getByRole('status')).toHaveTextContent('status=rejected');
    await userEvent.click(screen.getByRole('button', { name: 'By name' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?tab=applications&status=rejected&sort=name'),
    );
  });

  it('keeps a change still on its way when an earlier one lands first', async () => {
    // Changes that add a job wait for the test to let them through (a slow navigation).
    let letThrough = () => {};
    const held = new Promise<void>((resolve) => (letThrough = resolve));
    let firstRender: ((change: (current: URLSearchParams) => URLSearchParams) => void) | undefined;
    function Tracker() {
      const [address, setAddress] = useAddress();
      firstRender ??= setAddress;
      return (
        <>
          <output>{address.toString()}</output>
          <button
            type="button"
            onClick={() =>
              setAddress((current) => {
                current.set('sort', 'name');
                return current;
              })
            }
          >
            By name
          </button>
        </>
      );
    }
    const router = createMemoryRouter(
      [
        {
          path: '/admin',
          element: <Tracker />,
          loader: async ({ request }) => {
            if (new URL(request.url).searchParams.has('jobId')) await held;
            return null;
          },
          HydrateFallback: () => null,
        },
      ],
      { initialEntries: ['/admin?tab=applications'] },
    );
    render(<RouterProvider router={router} />);
    await screen.findByRole('status');
    const pickedEarly = firstRender!;
    // Two filters picked before the screen changed: the status lands, the job is still on its way.
    await act(async () => {
      pickedEarly((current) => {
        current.set('status', 'hired');
        return current;
      });
      await waitFor(() => expect(router.state.location.search).toBe('?tab=applications&status=hired'));
      pickedEarly((current) => {
        current.set('jobId', '2');
        return current;
      });
    });
    expect(screen.getByRole('status')).toHaveTextContent('tab=applications&status=hired');
    await userEvent.click(screen.getByRole('button', { name: 'By name' }));
    letThrough();
    await waitFor(() =>
      expect(router.state.location.search).toBe('?tab=applications&status=hired&jobId=2&sort=name'),
    );
  });
});
