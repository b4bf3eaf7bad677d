import { useState } from 'react';
import { Trash2 } from 'lucide-react';
import type { Enquiry } from '@uaq/contract';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { LoadingText } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api';
import { formatDateTime } from '@/lib/format-date';
import {
  useDeleteEnquiryMutation,
  useGetEnquiriesQuery,
  useSetEnquiryHandledMutation,
} from './admin-enquiries-api';
import { adminEnquiriesTexts as t, subjectLabel } from './texts';
import './admin-enquiries.css';

function isAuthFailure(error: unknown): boolean {
  return (error as { status?: unknown } | undefined)?.status === 401;
}

/** The Enquiries tab: contact messages, newest first, with a handled toggle and delete. */
export function EnquiriesTab() {
  const { data: enquiries = [], isLoading, isError } = useGetEnquiriesQuery();
  return (
    <section aria-labelledby="admin-enquiries-heading">
      <div className="admin-toolbar">
        <h2 id="admin-enquiries-heading" className="admin-toolbar__title">
          {t.heading}
        </h2>
      </div>
      {isLoading ? (
        <LoadingText>{t.loading}</LoadingText>
      ) : enquiries.length === 0 ? (
        <div className="admin-empty">
          <p className="admin-empty__title">{t.empty}</p>
          <p>{isError ? t.loadFailed : t.emptyHint}</p>
        </div>
      ) : (
        <ul className="admin-enquiries">
          {enquiries.map((enquiry) => (
            <EnquiryItem key={enquiry.id} enquiry={enquiry} />
          ))}
        </ul>
      )}
    </section>
  );
}

function EnquiryItem({ enquiry }: { enquiry: Enquiry }) {
  const [setHandled, handledState] = useSetEnquiryHandledMutation();
  const [deleteEnquiry, deleteState] = useDeleteEnquiryMutation();
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  // The box shows the click at once (the cached list follows optimistically, see the api file).
  const [pendingHandled, setPendingHandled] = useState<boolean | null>(null);

  const toggle = async (handled: boolean) => {
    setError(null);
    setPendingHandled(handled);
    const result = await setHandled({ id: enquiry.id, handled });
    setPendingHandled(null);
    if (result.error && !isAuthFailure(result.error)) setError(errorMessage(result.error, t.updateFailed));
  };

  const confirmDelete = async () => {
    setDeleteError(null);
    const result = await deleteEnquiry(enquiry.id);
    if (result.error && !isAuthFailure(result.error)) {
      setDeleteError(errorMessage(result.error, t.deleteDialog.failed));
      return;
    }
    setConfirming(false);
  };

  return (
    <Card as="li" className={`admin-enquiry${enquiry.handled ? ' admin-enquiry--handled' : ''}`}>
      <header className="admin-card__header admin-enquiry__header">
        <div>
          <h3 className="admin-card__title admin-enquiry__name">{enquiry.name}</h3>
          <p className="admin-enquiry__subject">
            {t.subject}: <strong>{subjectLabel(enquiry.subject)}</strong>
          </p>
        </div>
        <Badge tone={enquiry.handled ? 'success' : 'warning'}>
          {enquiry.handled ? t.handledBadge : t.newBadge}
        </Badge>
      </header>
      <dl className="admin-facts">
        <div>
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
            disabled={handledState.isLoading}
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
            setDeleteError(null);
            setConfirming(true);
          }}
        >
          {t.delete}
        </Button>
        {error ? (
          <p className="admin-inline-error" role="alert">
            {error}
          </p>
        ) : null}
      </footer>
      <ConfirmDialog
        open={confirming}
        title={t.deleteDialog.title}
        confirmLabel={t.deleteDialog.confirm}
        cancelLabel={t.deleteDialog.cancel}
        busy={deleteState.isLoading}
        error={deleteError}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setConfirming(false)}
      >
        <p>{t.deleteDialog.question}</p>
      </ConfirmDialog>
    </Card>
  );
}
