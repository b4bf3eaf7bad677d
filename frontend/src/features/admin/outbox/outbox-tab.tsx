import { useState } from 'react';
import { RotateCw } from 'lucide-react';
import { OUTBOX_STATUSES, type OutboxMessageSummary, type OutboxStatus } from '@uaq/contract';
import { AdminListFrame } from '@/components/admin/admin-list-frame';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Select } from '@/components/ui/fields';
import { useAdminAction } from '@/components/admin/use-admin-action';
import { formatDateTime } from '@/lib/format-date';
import { useGetOutboxQuery, useRetryOutboxMessageMutation } from './admin-outbox-api';
import { OutboxMessageText } from './outbox-message-text';
import { adminOutboxTexts } from './texts';
import './admin-outbox.css';
import { useTexts } from '@/lib/i18n/texts';

const STATUS_TONES: Record<OutboxStatus, BadgeTone> = {
  pending: 'pending',
  sent: 'success',
  failed: 'danger',
};
/** Pending e-mails change on their own: the open tab looks again this often. */
const REFRESH_MS = 10_000;

/** The Outbox tab: every e-mail with its delivery state, paged on the server; failed ones can be retried. */
export function OutboxTab() {
  const t = useTexts(adminOutboxTexts);
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<OutboxStatus | ''>('');
  const query = useGetOutboxQuery({ page, status }, { pollingInterval: REFRESH_MS });

  return (
    <section aria-labelledby="admin-outbox-heading">
      <div className="admin-toolbar">
        <h2 id="admin-outbox-heading" className="admin-toolbar__title">
          {t.heading}
        </h2>
      </div>
      <p className="admin-muted admin-outbox__intro">{t.intro}</p>
      <AdminListFrame
        query={query}
        texts={t}
        pager={{ ...t, onPage: setPage }}
        count={t.total}
        toolbar={
          <div className="admin-outbox__filters">
            <Select
              label={t.statusFilter}
              value={status}
              placeholder={t.allStatuses}
              options={OUTBOX_STATUSES.map((value) => ({ value, label: t.status[value] }))}
              onChange={(event) => {
                setStatus(event.target.value as OutboxStatus | '');
                setPage(1);
              }}
            />
          </div>
        }
        empty={<p className="admin-empty__title">{status ? t.emptyFiltered : t.empty}</p>}
      >
        {(messages) => (
          <ul className="admin-outbox">
            {messages.map((message) => (
              <OutboxItem key={message.id} message={message} />
            ))}
          </ul>
        )}
      </AdminListFrame>
    </section>
  );
}

function OutboxItem({ message }: { message: OutboxMessageSummary }) {
  const t = useTexts(adminOutboxTexts);
  const retry = useAdminAction(useRetryOutboxMessageMutation(), { failed: t.retryFailed });
  const error = retry.error;

  return (
    <Card as="li" className={`admin-outbox__item admin-outbox__item--${message.status}`}>
      <header className="admin-card__header">
        <h3 className="admin-card__title admin-outbox__subject">{message.subject}</h3>
        <Badge tone={STATUS_TONES[message.status]}>{t.status[message.status]}</Badge>
      </header>
      <dl className="admin-facts">
        <div className="admin-facts__wide">
          <dt>{t.recipient}</dt>
          <dd>{message.recipient}</dd>
        </div>
        <div>
          <dt>{t.created}</dt>
          <dd>{formatDateTime(message.createdAt)}</dd>
        </div>
        {message.sentAt ? (
          <div>
            <dt>{t.sentAt}</dt>
            <dd>{formatDateTime(message.sentAt)}</dd>
          </div>
        ) : null}
        {message.nextAttemptAt ? (
          <div>
            <dt>{t.nextAttempt}</dt>
            <dd>{formatDateTime(message.nextAttemptAt)}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t.attempts}</dt>
          <dd>{message.attempts}</dd>
        </div>
        {message.lastError ? (
          <div className="admin-facts__wide">
            <dt>{t.lastError}</dt>
            <dd className="admin-outbox__error">{message.lastError}</dd>
          </div>
        ) : null}
      </dl>
      <OutboxMessageText id={message.id} subject={message.subject} />
      {message.status === 'failed' ? (
        <footer className="admin-outbox__actions">
          <Button
            variant="secondary"
            size="sm"
            icon={<RotateCw size={16} />}
            aria-label={t.retryFor(message.subject)}
            disabled={retry.pending}
            onClick={() => void retry.run(message.id)}
          >
            {t.retry}
          </Button>
          {error ? (
            <p className="admin-inline-error" role="alert">
              {error}
            </p>
          ) : null}
        </footer>
      ) : null}
    </Card>
  );
}
