import { useEffect, useState } from 'react';
import { Trash2 } from 'lucide-react';
import type { Enquiry } from '@uaq/contract';
import { AdminListFrame } from '@/components/admin/admin-list-frame';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Select, TextField } from '@/components/ui/fields';
import { useAdminAction } from '@/components/admin/use-admin-action';
import { useAddress } from '@/lib/use-address';
import { formatDateTime } from '@/lib/format-date';
import {
  useDeleteEnquiryMutation,
  useGetEnquiriesQuery,
  useSetEnquiryHandledMutation,
} from './admin-enquiries-api';
import { adminEnquiriesTexts } from './texts';
import './admin-enquiries.css';
import { useTexts } from '@/lib/i18n/texts';

const SEARCH_DELAY_MS = 300;

/** The handled filter as the address and the API spell it: '' (all), 'false' (open) or 'true'. */
type HandledChoice = '' | 'true' | 'false';

function handledChoice(value: string | null): HandledChoice {
  return value === 'true' || value === 'false' ? value : '';
}

/**
 * The Enquiries tab: contact messages, newest first, a page at a time (page, search and the
 * handled filter kept in the address), with a handled toggle and delete.
 */
export function EnquiriesTab() {
  const t = useTexts(adminEnquiriesTexts);
  const [address, setAddress] = useAddress();
  const page = Math.max(1, Math.floor(Number(address.get('page'))) || 1);
  const q = address.get('q') ?? '';
  const handled = handledChoice(address.get('handled'));
  const [searchText, setSearchText] = useState(q);
  const enquiries = useGetEnquiriesQuery({
    page,
    q,
    ...(handled === '' ? {} : { handled: handled === 'true' }),
  });
  const filtered = q !== '' || handled !== '';

  const show = (next: { page?: number; q?: string; handled?: HandledChoice }) => {
    setAddress(
      (params) => {
        const nextQ = (next.q ?? params.get('q') ?? '').trim();
        const nextPage = next.page ?? 1;
        const nextHandled = next.handled ?? handledChoice(params.get('handled'));
        if (nextQ) params.set('q', nextQ);
        else params.delete('q');
        if (nextHandled) params.set('handled', nextHandled);
        else params.delete('handled');
        if (nextPage > 1) params.set('page', String(nextPage));
        else params.delete('page');
        return params;
      },
      { preventScrollReset: true },
    );
  };
  useEffect(() => {
    if (searchText.trim() === q) return;
    const timer = setTimeout(() => show({ q: searchText }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  });

  return (
    <section aria-labelledby="admin-enquiries-heading">
      <div className="admin-toolbar">
        <h2 id="admin-enquiries-heading" className="admin-toolbar__title">
          {t.heading}
        </h2>
        <form role="search" className="admin-enquiries__search" onSubmit={(event) => event.preventDefault()}>
          <TextField
            label={t.search}
            type="search"
            value={searchText}
            onChange={(event) => setSearchText(event.target.value)}
          />
          <Select
            label={t.handledFilter.label}
            options={[
              { value: 'false', label: t.handledFilter.open },
              { value: 'true', label: t.handledFilter.handled },
            ]}
            placeholder={t.handledFilter.all}
            value={handled}
            onChange={(event) => show({ handled: handledChoice(event.target.value) })}
          />
        </form>
      </div>
      <AdminListFrame
        query={enquiries}
        texts={t}
        pager={{ ...t, onPage: (next) => show({ page: next }) }}
        empty={
          <>
            <p className="admin-empty__title">{filtered ? t.noMatch : t.empty}</p>
            {filtered ? null : <p>{t.emptyHint}</p>}
          </>
        }
      >
        {(rows) => (
          <ul className="admin-enquiries">
            {rows.map((enquiry) => (
              <EnquiryItem key={enquiry.id} enquiry={enquiry} />
            ))}
          </ul>
        )}
      </AdminListFrame>
    </section>
  );
}

function EnquiryItem({ enquiry }: { enquiry: Enquiry }) {
  const t = useTexts(adminEnquiriesTexts);
  const handledChange = useAdminAction(useSetEnquiryHandledMutation(), {
    failed: t.updateFailed,
    done: (_enquiry, { handled }) => (handled ? t.markedHandled(enquiry.name) : t.markedOpen(enquiry.name)),
  });
  const removal = useAdminAction(useDeleteEnquiryMutation(), {
    failed: t.deleteDialog.failed,
    done: () => t.deleted(enquiry.name),
  });
  const [confirming, setConfirming] = useState(false);
  // The box shows the click at once (the cached list follows optimistically, see the api file).
  const [pendingHandled, setPendingHandled] = useState<boolean | null>(null);

  const toggle = async (handled: boolean) => {
    setPendingHandled(handled);
    await handledChange.run({ id: enquiry.id, handled });
    setPendingHandled(null);
  };

  const confirmDelete = async () => {
    const outcome = await removal.run(enquiry.id);
    if (outcome.ok || outcome.signedOut) setConfirming(false);
  };

  return (
    <Card as="li" className={`admin-enquiry${enquiry.handled ? ' admin-enquiry--handled' : ''}`}>
      <header className="admin-card__header admin-enquiry__header">
        <div>
          <h3 className="admin-card__title admin-enquiry__name">{enquiry.name}</h3>
          <p className="admin-enquiry__subject">
            {t.subject}:{' '}
            <strong>{(t.subjects as Record<string, string>)[enquiry.subject] ?? enquiry.subject}</strong>
          </p>
        </div>
        <Badge tone={enquiry.handled ? 'success' : 'warning'}>
          {enquiry.handled ? t.handledBadge : t.newBadge}
        </Badge>
      </header>
      <dl className="admin-facts">
        <div className="admin-facts__wide">
          <dt>{t.email}</dt>
          <dd>
            <a href={`mailto:${enquiry.email}`}>{enquiry.email}</a>
          </dd>
        </div>
        <div>
          <dt>{t.phone}</dt>
          <dd>{enquiry.phone ? <a href={`tel:${enquiry.phone}`}>{enquiry.phone}</a> : t.notProvided}</dd>
        </div>
        <div>
          <dt>{t.received}</dt>
          <dd>{formatDateTime(enquiry.createdAt)}</dd>
        </div>
      </dl>
      <p className="admin-enquiry__message">{enquiry.message}</p>
      <footer className="admin-enquiry__actions">
        <label className="admin-toggle">
          <input
            type="checkbox"
            checked={pendingHandled ?? enquiry.handled}
            disabled={handledChange.pending}
            aria-label={t.markHandled(enquiry.name)}
            onChange={(event) => void toggle(event.target.checked)}
          />
          <span aria-hidden="true">{t.handled}</span>
        </label>
        <Button
          variant="danger"
          size="sm"
          icon={<Trash2 size={16} />}
          aria-label={t.deleteLabel(enquiry.name)}
          onClick={() => {
            removal.clear();
            setConfirming(true);
          }}
        >
          {t.delete}
        </Button>
        {handledChange.error ? (
          <p className="admin-inline-error" role="alert">
            {handledChange.error}
          </p>
        ) : null}
      </footer>
      <ConfirmDialog
        open={confirming}
        title={t.deleteDialog.title}
        confirmLabel={t.deleteDialog.confirm}
        cancelLabel={t.deleteDialog.cancel}
        busy={removal.pending}
        error={removal.error}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setConfirming(false)}
      >
        <p>{t.deleteDialog.question}</p>
      </ConfirmDialog>
    </Card>
  );
}
