import type {
  AdminJobApplication,
  ApplicationCard,
  ApplicationStatus,
  BoardColumnPage,
  BoardColumnQuery,
} from '@uaq/contract';
import { api } from '@/lib/api';
import { unwrapData } from '@/lib/http';
import type { AppDispatch } from '@/lib/store/hooks';
import type { RootState } from '@/lib/store/root-reducer';
import { adminApplicationsApi } from './admin-applications-api';

/** One page of one column; `jobId` and `q` are left out when empty, so "all" shares a cache entry. */
export type BoardColumnArgs = Required<Pick<BoardColumnQuery, 'status' | 'page'>> &
  Pick<BoardColumnQuery, 'jobId' | 'q'>;

/**
 * Board moves started in this tab, and how many had started when each column request was sent. A
 * column's answer to a request sent before the latest move is dropped: it would put the card back where
 * it was, next to its new place. The move's own refetch, which RTK Query sends once that request has
 * settled, brings the column.
 */
let movesStarted = 0;
const movesAtRequest = new Map<string, number>();

export const applicationBoardApi = api.injectEndpoints({
  endpoints: (build) => ({
    getBoardColumn: build.query<BoardColumnPage, BoardColumnArgs>({
      query: (args) => ({ url: '/admin/application-board', params: args }),
      transformResponse: (response: unknown) => unwrapData(response as BoardColumnPage),
      // Every stage change (here, in the list, in bulk) invalidates 'Board': the columns refetch.
      providesTags: ['Board'],
      async onQueryStarted(_args, { requestId, queryFulfilled }) {
        movesAtRequest.set(requestId, movesStarted);
        await queryFulfilled.catch(() => undefined);
        movesAtRequest.delete(requestId);
      },
      merge: (shown, answer, { requestId }) =>
        movesAtRequest.get(requestId) === movesStarted ? answer : shown,
    }),
  }),
});

export const { useGetBoardColumnQuery } = applicationBoardApi;

const sameFilters = (a: BoardColumnArgs, b: Pick<BoardColumnArgs, 'jobId' | 'q'>) =>
  a.jobId === b.jobId && a.q === b.q;

/**
 * Moves a card to another stage through the list's own status change (PATCH …/:id/status: history,
 * audit, the list's caches), with `confirm` once HR has answered the move's question. The board shows
 * the move at once; a refusal puts every column back and is returned, for the page to say so; the
 * moved application is returned otherwise (its last history entry is what an Undo names). Either way
 * the columns refetch (the 'Board' tag). A column that already lists the card (an answer sent before
 * an earlier move of it) does not get a second copy.
 */
export function moveBoardCard(
  card: ApplicationCard,
  to: ApplicationStatus,
  filters: Pick<BoardColumnArgs, 'jobId' | 'q'>,
  confirm = false,
) {
  return async (
    dispatch: AppDispatch,
    getState: () => RootState,
  ): Promise<{ ok: true; moved: AdminJobApplication } | { ok: false; error: unknown }> => {
    const util = applicationBoardApi.util;
    const from = card.status;
    movesStarted += 1;
    const patches = util
      .selectCachedArgsForQuery(getState(), 'getBoardColumn')
      .filter((args) => sameFilters(args, filters) && (args.status === from || args.status === to))
      .map((args) =>
        dispatch(
          util.updateQueryData('getBoardColumn', args, (column) => {
            if (args.status === from) {
              column.cards = column.cards.filter((item) => item.id !== card.id);
              column.total = Math.max(0, column.total - 1);
            } else if (!column.cards.some((item) => item.id === card.id)) {
              column.total += 1;
              if (args.page === 1) column.cards.unshift({ ...card, status: to });
            }
          }),
        ),
      );
    try {
      const moved = await dispatch(
        adminApplicationsApi.endpoints.setApplicationStatus.initiate({ id: card.id, status: to, confirm }),
      ).unwrap();
      return { ok: true, moved };
    } catch (error) {
      patches.forEach((patch) => patch.undo());
      return { ok: false, error };
    }
  };
}
