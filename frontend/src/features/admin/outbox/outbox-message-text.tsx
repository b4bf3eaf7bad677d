import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useTexts } from '@/lib/i18n/texts';
import { useGetOutboxMessageQuery } from './admin-outbox-api';
import { outboxMessageTexts } from './outbox-message-texts';

/** The message's plain text, fetched when HR opens it (the list carries no bodies). */
export function OutboxMessageText({ id, subject }: { id: number; subject: string }) {
  const t = useTexts(outboxMessageTexts);
  const [open, setOpen] = useState(false);
  const textId = useId();
  return (
    <div className="admin-outbox__text-wrap">
      <Button
        variant="ghost"
        size="sm"
        aria-expanded={open}
        aria-controls={open ? textId : undefined}
        aria-label={open ? t.hideFor(subject) : t.showFor(subject)}
        onClick={() => setOpen((shown) => !shown)}
      >
        {open ? t.hide : t.show}
      </Button>
      {open ? <MessageText id={id} textId={textId} subject={subject} /> : null}
    </div>
  );
}

function MessageText({ id, textId, subject }: { id: number; textId: string; subject: string }) {
  const t = useTexts(outboxMessageTexts);
  const { data, isLoading, isError } = useGetOutboxMessageQuery(id);
  if (isLoading) return <p className="admin-muted">{t.loading}</p>;
  if (isError || !data) return <p className="admin-inline-error">{t.loadFailed}</p>;
  return (
    <pre id={textId} className="admin-outbox__text" aria-label={t.label(subject)} dir="auto">
      {data.text}
    </pre>
  );
}
