import { optionsOf } from '@/components/ui/fields';
import { useState } from 'react';
import {
  RETENTION_STAGES,
  RETENTION_SUBJECTS,
  type RetentionStage,
  type RetentionSubject,
} from '@uaq/contract';
import { Button } from '@/components/ui/button';
import { AdminFailure } from '@/components/admin/admin-failure';
import { formatDate, formatDateTime } from '@/lib/format-date';
import { useGetRetentionDryRunItemsQuery, useLazyGetRetentionDryRunQuery } from './admin-retention-api';
import { RetentionList, useSubjectOptions } from './retention-list';
import { adminRetentionTexts } from './texts';
import { useTexts } from '@/lib/i18n/texts';

/** The dry run: counts per kind, then a paged list of one kind and stage. Changes nothing. */
export function RetentionDryRun() {
  const t = useTexts(adminRetentionTexts);
  const [runDryRun, { data: summary, error, isFetching }] = useLazyGetRetentionDryRunQuery();

  return (
    <section className="admin-retention__block" aria-labelledby="admin-retention-dry-run">
      <h3 id="admin-retention-dry-run" className="admin-retention__subheading">
        {t.dryRun.heading}
      </h3>
      <p className="admin-muted">{t.dryRun.intro}</p>
      <div>
        <Button variant="secondary" disabled={isFetching} onClick={() => void runDryRun()}>
          {t.dryRun.run}
        </Button>
      </div>
      <AdminFailure error={error} fallback={t.dryRun.failed} />
      {summary ? (
        <>
          <p className="admin-muted">{t.dryRun.at(formatDateTime(summary.at))}</p>
          <table className="admin-retention__table" aria-label={t.dryRun.table}>
            <thead>
              <tr>
                <th scope="col">{t.dryRun.columns.subject}</th>
                <th scope="col">{t.dryRun.columns.mark}</th>
                <th scope="col">{t.dryRun.columns.purge}</th>
              </tr>
            </thead>
            <tbody>
              {RETENTION_SUBJECTS.map((subject) => (
                <tr key={subject}>
                  <th scope="row">{t.subjects[subject]}</th>
                  <td className="admin-retention__number">{summary.marked[subject]}</td>
                  <td className="admin-retention__number">{summary.purged[subject]}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <DryRunList />
        </>
      ) : null}
    </section>
  );
}

function DryRunList() {
  const t = useTexts(adminRetentionTexts);
  const subjectOptions = useSubjectOptions();
  const [subject, setSubject] = useState<RetentionSubject>('application');
  const [stage, setStage] = useState<RetentionStage>('mark');
  const [page, setPage] = useState(1);
  const query = useGetRetentionDryRunItemsQuery({ subject, stage, page });

  return (
    <div className="admin-retention__block">
      <RetentionList
        query={query}
        label={t.dryRun.listLabel}
        loadFailed={t.dryRun.failed}
        empty={t.dryRun.empty}
        columns={[t.records.columns.record, t.records.columns.lastActivity, t.records.columns.purgeOn]}
        onPage={setPage}
        filters={[
          {
            name: 'dryRunSubject',
            label: t.subject,
            options: subjectOptions,
            value: subject,
            onChoose: (value) => setSubject(value as RetentionSubject),
          },
          {
            name: 'dryRunStage',
            label: t.stage,
            options: optionsOf(RETENTION_STAGES, t.stages),
            value: stage,
            onChoose: (value) => setStage(value as RetentionStage),
          },
        ]}
      >
        {(row) => (
          <tr key={row.id}>
            <td>
              #{row.id} {row.label}
            </td>
            <td>{formatDate(row.lastActivityAt)}</td>
            <td>{formatDate(row.purgeOn)}</td>
          </tr>
        )}
      </RetentionList>
    </div>
  );
}
