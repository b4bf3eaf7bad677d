import { useCallback, useState, type DragEvent } from 'react';
import {
  APPLICATION_STATUSES,
  BOARD_COLUMN_SIZE,
  type ApplicationCard,
  type ApplicationStatus,
} from '@uaq/contract';
import { Button } from '@/components/ui/button';
import { Select, TextField } from '@/components/ui/fields';
import { useLiveNotice } from '@/components/ui/live-notice';
import { useAdminCatalogue } from '@/components/admin/admin-messages';
import { isSignedOut } from '@/lib/api';
import { useAddress } from '@/lib/use-address';
import { useAppDispatch } from '@/lib/store/hooks';
import { moveBoardCard, useGetBoardColumnQuery, type BoardColumnArgs } from './application-board-api';
import { BoardCard } from './application-board-card';
import { addressForView, viewFromAddress } from './application-filters';
import { ApplicationPanel } from './application-panel';
import { isApplicantOnly, useStatusMoveNotice, useStatusMoveQuestion } from './status-move';
import { adminApplicationsTexts } from './texts';
import './admin-applications.css';
import './application-board.css';
import { useTexts } from '@/lib/i18n/texts';

type Filters = Pick<BoardColumnArgs, 'jobId' | 'q'>;

/**
 * The card a keyboard move took along, and the column it went to: only there does it take focus
 * back. A column refetched before the move reached the server still lists the card where it was,
 * for a moment; that copy must not pull focus away.
 */
interface FocusedCard {
  id: number;
  stage: ApplicationStatus;
}

interface ColumnProps {
  status: ApplicationStatus;
  filters: Filters;
  dragging: ApplicationCard | null;
  focusOn: FocusedCard | null;
  onFocusLeft: () => void;
  onOpen: (id: number) => void;
  onMove: (card: ApplicationCard, to: ApplicationStatus, byKeyboard: boolean) => void;
  onDragStart: (card: ApplicationCard) => void;
  onDragEnd: () => void;
}

/** One page of a column's cards: a page is its own cached request, so "Load more" adds one. */
function ColumnPage({ page, ...column }: ColumnProps & { page: number }) {
  const t = useTexts(adminApplicationsTexts);
  const { data, isError } = useGetBoardColumnQuery({ status: column.status, page, ...column.filters });
  if (isError) return <li className="admin-inline-error">{t.board.loadFailed}</li>;
  return (
    <>
      {(data?.cards ?? []).map((card) => (
        <BoardCard
          key={card.id}
          card={card}
          focusAfterMove={column.focusOn?.id === card.id && column.focusOn.stage === column.status}
          onFocusLeft={column.onFocusLeft}
          onOpen={column.onOpen}
          onMove={column.onMove}
          onDragStart={column.onDragStart}
          onDragEnd={column.onDragEnd}
        />
      ))}
    </>
  );
}

/** A stage: its total, its cards page by page, and a drop target while a card from elsewhere is dragged. */
function BoardColumn(column: ColumnProps) {
  const t = useTexts(adminApplicationsTexts);
  const { status, filters, dragging } = column;
  const [pages, setPages] = useState(1);
  const [over, setOver] = useState(false);
  const { data: first, isLoading } = useGetBoardColumnQuery({ status, page: 1, ...filters });
  const total = first?.total ?? 0;
  const shown = Math.min(total, pages * BOARD_COLUMN_SIZE);
  const stage = t.status[status];
  // Withdrawn is the applicant's to set: its column takes no card.
  const canDrop = dragging !== null && dragging.status !== status && !isApplicantOnly(status);

  const onDragOver = (event: DragEvent<HTMLElement>) => {
    if (!canDrop) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'move';
    setOver(true);
  };
  const onDrop = (event: DragEvent<HTMLElement>) => {
    event.preventDefault();
    setOver(false);
    if (dragging && canDrop) column.onMove(dragging, status, false);
  };

  return (
    <section
      className={`board-column board-column--${status}${over && canDrop ? ' board-column--over' : ''}`}
      aria-label={t.board.columnLabel(stage, total)}
      data-stage={status}
      onDragOver={onDragOver}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
    >
      <h3 className="board-column__title">{t.board.column(stage, total)}</h3>
      {isLoading ? <p className="admin-muted">{t.board.loading}</p> : null}
      {!isLoading && total === 0 ? <p className="admin-muted">{t.board.empty}</p> : null}
      <ul className="board-column__cards">
        {Array.from({ length: pages }, (_, index) => (
          <ColumnPage key={index + 1} page={index + 1} {...column} />
        ))}
      </ul>
      {shown < total ? (
        <Button
          variant="ghost"
          size="sm"
          aria-label={t.board.loadMoreFor(stage, shown, total)}
          onClick={() => setPages((count) => count + 1)}
        >
          {t.board.loadMore}
        </Button>
      ) : null}
    </section>
  );
}

/**
 * The Board tab: a column per stage of the contract's list, each paged on the server, filtered by
 * job and search words like the list (kept in the address). A card opens the application's panel.
 */
export function ApplicationBoard({ jobs }: { jobs: readonly { id: number; title: string }[] }) {
  const t = useTexts(adminApplicationsTexts);
  const [address, setAddress] = useAddress();
  const view = viewFromAddress(address);
  const filters: Filters = {
    ...(view.jobId !== '' ? { jobId: view.jobId } : {}),
    ...(view.q.trim() ? { q: view.q.trim() } : {}),
  };
  const openId = Number(address.get('application')) || null;
  const [searchText, setSearchText] = useState(view.q);
  const [dragging, setDragging] = useState<ApplicationCard | null>(null);
  const [focusOn, setFocusOn] = useState<FocusedCard | null>(null);
  const dispatch = useAppDispatch();
  const notice = useLiveNotice();
  const catalogue = useAdminCatalogue();
  const question = useStatusMoveQuestion();
  const moved = useStatusMoveNotice();

  const setAddressParam = (key: string, value: string) => {
    setAddress(
      (current) => {
        if (value) current.set(key, value);
        else current.delete(key);
        return current;
      },
      { preventScrollReset: true },
    );
  };
  const show = (next: { q?: string; jobId?: number | '' }) =>
    setAddress((current) => addressForView(current, { ...viewFromAddress(current), ...next, page: 1 }), {
      preventScrollReset: true,
    });

  const send = (card: ApplicationCard, to: ApplicationStatus, byKeyboard: boolean, confirm: boolean) => {
    setFocusOn(byKeyboard ? { id: card.id, stage: to } : null);
    void dispatch(moveBoardCard(card, to, filters, confirm)).then((outcome) => {
      if (outcome.ok) {
        moved(t.board.moved(card.fullName, t.status[to]), [outcome.moved], to);
        return;
      }
      const { error } = outcome;
      // The card is back where it was: so is the focus that followed it.
      if (byKeyboard)
        setFocusOn((current) => (current?.id === card.id ? { id: card.id, stage: card.status } : current));
      if (!isSignedOut(error))
        notice.failed(`${t.board.moveFailed(card.fullName)} ${catalogue.message(error, '')}`.trim());
    });
  };
  // Into Rejected and out of Hired ask first; a keyboard move cancelled leaves focus on the card.
  const move = (card: ApplicationCard, to: ApplicationStatus, byKeyboard: boolean) => {
    setDragging(null);
    if (card.status === to || isApplicantOnly(to)) return;
    question.ask({ who: card.fullName, from: [card.status], to }, (confirm) =>
      send(card, to, byKeyboard, confirm),
    );
  };
  const onDragStart = (card: ApplicationCard) => {
    setDragging(card);
    notice.done(t.board.pickedUp(card.fullName, t.status[card.status]));
  };
  const onFocusLeft = useCallback(() => setFocusOn(null), []);

  const columnProps = {
    filters,
    dragging,
    focusOn,
    onFocusLeft,
    onOpen: (id: number) => setAddressParam('application', String(id)),
    onMove: move,
    onDragStart,
    onDragEnd: () => setDragging(null),
  };
  // A new filter starts every column at its first page again.
  const filterKey = `${filters.jobId ?? ''}|${filters.q ?? ''}`;

  return (
    <section aria-labelledby="board-heading" className="board">
      <div className="admin-toolbar">
        <h2 id="board-heading" className="admin-toolbar__title">
          {t.board.heading}
        </h2>
      </div>
      <form
        className="admin-filters board__filters"
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          show({ q: searchText });
        }}
      >
        <TextField
          label={t.filters.search}
          type="search"
          placeholder={t.filters.searchPlaceholder}
          value={searchText}
          onChange={(event) => setSearchText(event.target.value)}
          onBlur={() => searchText !== view.q && show({ q: searchText })}
        />
        <Select
          label={t.filters.job}
          options={jobs.map((job) => ({ value: String(job.id), label: job.title }))}
          placeholder={t.filters.allJobs}
          value={String(view.jobId)}
          onChange={(event) => show({ jobId: event.target.value === '' ? '' : Number(event.target.value) })}
        />
      </form>
      <p id="board-help" className="admin-muted board__help">
        {t.board.help}
      </p>
      <div className={`tracker__body${openId ? ' tracker__body--panel' : ''}`}>
        <div className="board__columns">
          {APPLICATION_STATUSES.map((status) => (
            <BoardColumn key={`${status}:${filterKey}`} status={status} {...columnProps} />
          ))}
        </div>
        {openId ? (
          <ApplicationPanel key={openId} id={openId} onClose={() => setAddressParam('application', '')} />
        ) : null}
      </div>
      {question.dialog}
    </section>
  );
}
