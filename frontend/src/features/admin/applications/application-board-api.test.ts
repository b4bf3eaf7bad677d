import type { ApplicationCard, ApplicationStatus, BoardColumnPage } from '@uaq/contract';
import { configureStore } from '@reduxjs/toolkit';
import { waitFor } from '@testing-library/react';
import { api } from '@/lib/api';
import { rootReducer } from '@/lib/store/root-reducer';
import { mockApi } from '@test/api/mock-api';
import { json } from '@test/api/responses';
import { applicationBoardApi, moveBoardCard } from './application-board-api';

const card = (id: number, fullName: string, status: ApplicationStatus): ApplicationCard => ({
  id,
  fullName,
  phone: '+971501234567',
  jobId: 1,
  jobTitle: 'Fire Alarm Technician',
  status,
  appliedAt: '2026-11-20T08:00:00.000Z',
  hasResume: false,
  knockedOut: false,
});

const columnPage = (status: ApplicationStatus, cards: ApplicationCard[]): BoardColumnPage => ({
  status,
  page: 1,
  pageSize: 20,
  total: cards.length,
  cards,
});

/** A store whose board shows these columns (page 1 of each, no filters), as the board had read them. */
async function boardShowing(...columns: BoardColumnPage[]) {
  const store = configureStore({
    reducer: rootReducer,
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(api.middleware),
  });
  for (const column of columns) {
    await store.dispatch(
      applicationBoardApi.util.upsertQueryData('getBoardColumn', { status: column.status, page: 1 }, column),
    );
  }
  return store;
}

type Store = Awaited<ReturnType<typeof boardShowing>>;

const shown = (store: Store, status: ApplicationStatus) =>
  applicationBoardApi.endpoints.getBoardColumn.select({ status, page: 1 })(store.getState()).data;

describe('moveBoardCard', () => {
  const latifa = card(7, 'Latifa Board', 'shortlisted');
  const omar = card(8, 'Omar Board', 'reviewing');

  beforeEach(() => {
    mockApi({ '/api/admin/job-applications/7/status': { success: true, data: { id: 7 } } });
  });

  it('shows the card at the top of its new column and takes it out of the old one at once', async () => {
    const store = await boardShowing(columnPage('shortlisted', [latifa]), columnPage('reviewing', [omar]));
    const moving = store.dispatch(moveBoardCard(latifa, 'reviewing', {}));

    expect(shown(store, 'shortlisted')).toMatchObject({ total: 0, cards: [] });
    expect(shown(store, 'reviewing')).toMatchObject({
      total: 2,
      cards: [{ id: 7, status: 'reviewing' }, { id: 8 }],
    });
    await expect(moving).resolves.toEqual({ ok: true, moved: { id: 7 } });
  });

  it('does not list the card twice in a column that an earlier answer already showed it in', async () => {
    // The column was answered before an earlier move took the card out of it: it still lists it.
    const store = await boardShowing(
      columnPage('shortlisted', [latifa]),
      columnPage('reviewing', [{ ...latifa, status: 'reviewing' }, omar]),
    );
    const moving = store.dispatch(moveBoardCard(latifa, 'reviewing', {}));

    expect(shown(store, 'reviewing')?.cards.map((item) => item.id)).toEqual([7, 8]);
    expect(shown(store, 'reviewing')?.total).toBe(2);
    await expect(moving).resolves.toEqual({ ok: true, moved: { id: 7 } });
  });

  it('drops a column answer to a request sent before the move: the card never shows in two columns', async () => {
    const store = await boardShowing(columnPage('shortlisted', [latifa]), columnPage('reviewing', [omar]));
    // Column requests wait for the test to answer them, in the order they were sent.
    const waiting: ((answer: Response) => void)[] = [];
    mockApi({
      '/api/admin/job-applications/7/status': { success: true, data: { id: 7 } },
      '/api/admin/application-board': () => new Promise<Response>((answer) => waiting.push(answer)),
    });
    // Shortlisted refetches (another stage change, a focus), and the server reads it before the move.
    const refetch = store.dispatch(
      applicationBoardApi.endpoints.getBoardColumn.initiate(
        { status: 'shortlisted', page: 1 },
        { forceRefetch: true },
      ),
    );
    await waitFor(() => expect(waiting).toHaveLength(1));

    await expect(store.dispatch(moveBoardCard(latifa, 'reviewing', {}))).resolves.toEqual({
      ok: true,
      moved: { id: 7 },
    });
    waiting[0](json({ success: true, data: columnPage('shortlisted', [latifa]) }));
    await refetch;

    // Still out of Shortlisted, where that answer listed her.
    expect(shown(store, 'shortlisted')?.cards.map((item) => item.id)).toEqual([]);
    // The move's own refetch of the column follows, and its answer is taken.
    await waitFor(() => expect(waiting).toHaveLength(2));
    waiting[1](json({ success: true, data: columnPage('shortlisted', []) }));
    await waitFor(() => expect(shown(store, 'shortlisted')?.total).toBe(0));
    refetch.unsubscribe();
  });
});
