import { useEffect, useRef, type ReactNode } from 'react';
import { ChevronLeft, ChevronRight, RotateCw } from 'lucide-react';
import { pageCount, type Page } from '@uaq/contract';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { LoadingText } from '@/components/ui/spinner';
import { isSignedOut } from '@/lib/api';
import { useTexts } from '@/lib/i18n/texts';
import { useAdminCatalogue } from './admin-messages';
import { adminFrameTexts } from './texts';
import './admin-list-frame.css';

/** The words each list brings: its loading and failure texts. */
export interface AdminListTexts {
  loading: string;
  loadFailed: string;
}

/** A paged list's pager words. */
export interface AdminPagerTexts {
  /** The pager's name for screen readers, e.g. "Outbox pages". */
  pagination: string;
  previous: string;
  next: string;
  /** Where the page stands, between the pager's buttons. */
  pageOf: (page: number, pages: number, total: number) => string;
}

/** What the frame reads of an RTK Query list query: a page of a list, or a whole short list. */
export interface AdminListQuery<T> {
  data?: Page<T> | T[];
  isLoading: boolean;
  isFetching: boolean;
  error?: unknown;
  refetch: () => unknown;
}

export interface AdminListFrameProps<T> {
  query: AdminListQuery<T>;
  texts: AdminListTexts;
  /** A paged list's pager: its words and where a click goes. */
  pager?: AdminPagerTexts & { onPage: (page: number) => void };
  /** Filters, search, actions: above the list. */
  toolbar?: ReactNode;
  /** The result count, announced politely as it changes (filters, paging, polling). */
  count?: (total: number) => string;
  /** What an empty list says (title and hint); filters decide which words. */
  empty: ReactNode;
  /** The list or table of one page's items. */
  children: (items: T[]) => ReactNode;
}

/** A short list the server sends whole (accounts, projects, jobs) stands as one page. */
const wholeList = <T,>(items: T[]): Page<T> => ({
  items,
  meta: { page: 1, pageSize: items.length, total: items.length },
});

/**
 * One admin list: toolbar, the page's items, the pager, and the loading, empty and failed states
 * (with a retry). After a page change, focus moves to the new items, so keyboard and screen reader
 * users start reading the page they asked for instead of a button that may now be disabled.
 */
export function AdminListFrame<T>(props: AdminListFrameProps<T>) {
  const { query, texts, pager, toolbar, count, empty, children } = props;
  const frameTexts = useTexts(adminFrameTexts);
  const catalogue = useAdminCatalogue();
  const { isLoading, isFetching, error, refetch } = query;
  const data = Array.isArray(query.data) ? wholeList(query.data) : query.data;
  const items = data?.items ?? [];
  const meta = data?.meta;
  const pages = meta ? pageCount(meta) : 1;
  const itemsRef = useRef<HTMLDivElement>(null);
  const askedPage = useRef<number | null>(null);

  useEffect(() => {
    if (askedPage.current === null || isFetching || meta?.page !== askedPage.current) return;
    askedPage.current = null;
    itemsRef.current?.focus();
  }, [isFetching, meta?.page]);

  // The session's own failure: the login overlay takes over, the list says nothing.
  const failed = error !== undefined && !isSignedOut(error);
  const status = pager && meta && items.length > 0 ? pager.pageOf(meta.page, pages, meta.total) : null;
  const go = (page: number) => {
    askedPage.current = page;
    pager?.onPage(page);
  };

  return (
    <div className="admin-list">
      {toolbar}
      {count ? (
        <p className="admin-count" aria-live="polite">
          {count(meta?.total ?? 0)}
        </p>
      ) : null}
      {failed ? (
        <div className="admin-list__failure">
          <Alert tone="danger">{catalogue.message(error, texts.loadFailed)}</Alert>
          <Button variant="secondary" size="sm" icon={<RotateCw size={16} />} onClick={() => void refetch()}>
            {frameTexts.retry}
          </Button>
        </div>
      ) : null}
      {isLoading ? <LoadingText>{texts.loading}</LoadingText> : null}
      {data && items.length === 0 && !failed ? <div className="admin-empty">{empty}</div> : null}
      {items.length > 0 ? (
        <div ref={itemsRef} tabIndex={-1} className="admin-list__items" aria-busy={isFetching}>
          {children(items)}
        </div>
      ) : null}
      {pager && meta && status && pages > 1 ? (
        <nav className="admin-list__pager" aria-label={pager.pagination}>
          <Button
            variant="ghost"
            size="sm"
            icon={<ChevronLeft size={16} />}
            disabled={meta.page <= 1}
            onClick={() => go(meta.page - 1)}
          >
            {pager.previous}
          </Button>
          <p aria-live={count ? undefined : 'polite'}>{status}</p>
          <Button
            variant="ghost"
            size="sm"
            iconEnd={<ChevronRight size={16} />}
            disabled={meta.page >= pages}
            onClick={() => go(meta.page + 1)}
          >
            {pager.next}
          </Button>
        </nav>
      ) : status && !count ? (
        <p className="admin-list__pager admin-muted" aria-live="polite">
          {status}
        </p>
      ) : null}
    </div>
  );
}
