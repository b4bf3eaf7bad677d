import { useState, type FormEvent } from 'react';
import {
  RETENTION_ITEM_STATES,
  RETENTION_LIMITS,
  type RetentionItem,
  type RetentionItemState,
  type RetentionSubject,
} from '@uaq/contract';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { optionsOf, TextField } from '@/components/ui/fields';
import { useAdminAction } from '@/components/admin/use-admin-action';
import { formatDate, formatDateTime } from '@/lib/format-date';
import {
  useGetRetentionItemsQuery,
  useHoldRetentionRecordMutation,
  useKeepRetentionRecordMutation,
  useLiftRetentionHoldMutation,
} from './admin-retention-api';
import { RetentionList, useSubjectOptions } from './retention-list';
import { adminRetentionTexts } from './texts';
import { UnsavedChangesGuard } from '@/components/admin/unsaved-changes-guard';
import { useTexts } from '@/lib/i18n/texts';

/** HR's lists: marked records (soonest purge first) or held ones, with keep, hold and lift. */
export function RetentionRecords() {
  const t = useTexts(adminRetentionTexts);
  const subjectOptions = useSubjectOptions();
  const [subject, setSubject] = useState<RetentionSubject>('application');
  const [state, setState] = useState<RetentionItemState>('marked');
  const [page, setPage] = useState(1);
  const query = useGetRetentionItemsQuery({ subject, state, page });

  return (
    <section className="admin-retention__block" aria-labelledby="admin-retention-records">
      <h3 id="admin-retention-records" className="admin-retention__subheading">
        {t.records.heading}
      </h3>
      <RetentionList
        query={query}
        label={t.records.table(state)}
        loadFailed={t.records.loadFailed}
        empty={t.records.empty[state]}
        columns={[
          t.records.columns.record,
          t.records.columns.lastActivity,
          state === 'marked' ? t.records.columns.purgeOn : t.records.columns.hold,
          t.records.columns.actions,
        ]}
        onPage={setPage}
        form={<HoldForm subject={subject} />}
        filters={[
          {
            name: 'subject',
            label: t.subject,
            options: subjectOptions,
            value: subject,
            onChoose: (value) => setSubject(value as RetentionSubject),
          },
          {
            name: 'state',
            label: t.state,
            options: optionsOf(RETENTION_ITEM_STATES, t.states),
            value: state,
            onChoose: (value) => setState(value as RetentionItemState),
          },
        ]}
      >
        {(item) => <RecordRow key={`${item.subject}-${item.id}`} item={item} />}
      </RetentionList>
    </section>
  );
}

function RecordRow({ item }: { item: RetentionItem }) {
  const t = useTexts(adminRetentionTexts);
  const keep = useAdminAction(useKeepRetentionRecordMutation(), {
    failed: t.keepFailed,
    done: () => t.kept,
    announceFailure: true,
  });
  const lift = useAdminAction(useLiftRetentionHoldMutation(), {
    failed: t.hold.liftFailed,
    done: () => t.hold.lifted,
    announceFailure: true,
  });
  const [holding, setHolding] = useState(false);
  const label = `#${item.id} ${item.label}`;
  const record = { subject: item.subject, id: item.id };

  return (
    <tr>
      <td>{label}</td>
      <td>{formatDate(item.lastActivityAt)}</td>
      <td>
        {item.heldAt ? (
          <>
            <span className="admin-retention__reason">{item.holdReason}</span>{' '}
            <span className="admin-muted">{t.records.heldBy(item.heldBy, formatDateTime(item.heldAt))}</span>
          </>
        ) : (
          formatDate(item.purgeOn)
        )}
      </td>
      <td>
        <div className="admin-retention__actions">
          {item.heldAt ? (
            <Button
              variant="secondary"
              size="sm"
              aria-label={t.hold.liftFor(label)}
              disabled={lift.pending}
              onClick={() => void lift.run(record)}
            >
              {t.hold.lift}
            </Button>
          ) : (
            <>
              <Button
                variant="secondary"
                size="sm"
                aria-label={t.keepFor(label)}
                disabled={keep.pending}
                onClick={() => void keep.run(record)}
              >
                {t.keep}
              </Button>
              <Button
                variant="ghost"
                size="sm"
                aria-label={t.hold.openFor(label)}
                onClick={() => setHolding(!holding)}
              >
                {t.hold.open}
              </Button>
            </>
          )}
        </div>
        {holding && !item.heldAt ? (
          <HoldForm subject={item.subject} id={item.id} label={label} onDone={() => setHolding(false)} />
        ) : null}
      </td>
    </tr>
  );
}

interface HoldFormProps {
  subject: RetentionSubject;
  /** A row's record; without it the form asks for the record's number. */
  id?: number;
  label?: string;
  onDone?: () => void;
}

/** A legal hold needs a reason; the server refuses an empty one with the field's message. */
function HoldForm({ subject, id, label, onDone }: HoldFormProps) {
  const t = useTexts(adminRetentionTexts);
  const hold = useAdminAction(useHoldRetentionRecordMutation(), {
    failed: t.hold.failed,
    done: () => t.hold.placed,
  });
  const [recordId, setRecordId] = useState('');
  const [reason, setReason] = useState('');
  const errors = hold.fieldErrors;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!(await hold.run({ subject, id: id ?? (Number(recordId) || 0), reason })).ok) return;
    setReason('');
    setRecordId('');
    onDone?.();
  };

  return (
    <form
      className="admin-retention__hold"
      aria-label={label ? t.hold.placeFor(label) : t.hold.heading}
      onSubmit={(event) => void submit(event)}
      noValidate
    >
      <UnsavedChangesGuard when={recordId !== '' || reason !== ''} subject={t.hold.unsavedSubject} />
      {id === undefined ? (
        <TextField
          name="recordId"
          label={`${t.hold.recordId} (${t.subjects[subject]})`}
          inputMode="numeric"
          value={recordId}
          onChange={(event) => setRecordId(event.target.value)}
          requiredMark
        />
      ) : null}
      <TextField
        name="reason"
        label={t.hold.reason}
        hint={t.hold.reasonHint}
        maxLength={RETENTION_LIMITS.holdReason}
        value={reason}
        error={errors.reason}
        onChange={(event) => setReason(event.target.value)}
        requiredMark
      />
      <div className="admin-retention__actions">
        <Button type="submit" size="sm" disabled={hold.pending}>
          {t.hold.place}
        </Button>
        {onDone ? (
          <Button variant="ghost" size="sm" onClick={onDone}>
            {t.hold.cancel}
          </Button>
        ) : null}
      </div>
      {hold.formError ? <Alert tone="danger">{hold.formError}</Alert> : null}
    </form>
  );
}
