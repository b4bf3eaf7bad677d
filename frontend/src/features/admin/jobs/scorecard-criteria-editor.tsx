import { useState, type FormEvent } from 'react';
import { Plus, Trash2 } from 'lucide-react';
import { SCORECARD_LIMITS, type ScorecardCriterion, type ScorecardCriterionInput } from '@uaq/contract';
import { isEdited, UnsavedChangesGuard } from '@/components/admin/unsaved-changes-guard';
import { useAdminAction } from '@/components/admin/use-admin-action';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/fields';
import { LoadingText } from '@/components/ui/spinner';
import { useTexts } from '@/lib/i18n/texts';
import { useGetScorecardCriteriaQuery, useSaveScorecardCriteriaMutation } from './scorecard-criteria-api';
import { scorecardCriteriaTexts } from './scorecard-criteria-texts';
import './scorecard-criteria.css';

/**
 * The criteria a job's interviewers rate, in English and Arabic, in order: HR saves the whole list
 * at once (a criterion removed leaves the cards already written as they were).
 */
export function ScorecardCriteriaEditor({ jobId }: { jobId: number }) {
  const t = useTexts(scorecardCriteriaTexts);
  const { data, isLoading, isError } = useGetScorecardCriteriaQuery(jobId);
  return (
    <section className="job-criteria" aria-labelledby={`job-criteria-${jobId}`}>
      {/* Folded, as the screening questions: the dialog's last button stays the job's own. */}
      <details className="job-criteria__details">
        <summary className="job-criteria__summary">
          <h3 id={`job-criteria-${jobId}`} className="job-criteria__heading">
            {t.heading}
          </h3>
        </summary>
        <p className="admin-muted">{t.intro}</p>
        {isLoading ? <LoadingText>{t.loading}</LoadingText> : null}
        {isError ? (
          <p className="admin-inline-error" role="alert">
            {t.loadFailed}
          </p>
        ) : null}
        {data ? <CriteriaForm jobId={jobId} criteria={data} /> : null}
      </details>
    </section>
  );
}

function CriteriaForm({ jobId, criteria }: { jobId: number; criteria: ScorecardCriterion[] }) {
  const t = useTexts(scorecardCriteriaTexts);
  const [saved, setSaved] = useState<ScorecardCriterionInput[]>(criteria);
  const [rows, setRows] = useState<ScorecardCriterionInput[]>(criteria);
  const save = useAdminAction(useSaveScorecardCriteriaMutation(), {
    failed: t.saveFailed,
    done: () => t.saved,
  });
  const errors = save.fieldErrors;

  const change = (index: number, field: 'name' | 'nameAr', value: string) =>
    setRows(rows.map((row, at) => (at === index ? { ...row, [field]: value } : row)));
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const outcome = await save.run({ jobId, input: { criteria: rows } });
    if (outcome.ok) {
      setRows(outcome.data);
      setSaved(outcome.data);
    }
  };

  return (
    <form className="job-criteria__form" onSubmit={(event) => void onSubmit(event)}>
      <UnsavedChangesGuard when={isEdited(rows, saved)} subject={t.unsaved} />
      {rows.length === 0 ? <p className="admin-muted">{t.none}</p> : null}
      {rows.map((row, index) => (
        <div className="job-criteria__row" key={row.id ?? `new-${index}`}>
          <TextField
            label={t.name(index)}
            value={row.name}
            maxLength={SCORECARD_LIMITS.criterionName}
            error={errors[`criteria.${index}.name`]}
            onChange={(event) => change(index, 'name', event.target.value)}
            dir="ltr"
          />
          <TextField
            label={t.nameAr(index)}
            value={row.nameAr}
            maxLength={SCORECARD_LIMITS.criterionName}
            error={errors[`criteria.${index}.nameAr`]}
            onChange={(event) => change(index, 'nameAr', event.target.value)}
            dir="rtl"
            lang="ar"
          />
          <Button
            type="button"
            variant="ghost"
            size="sm"
            icon={<Trash2 size={16} />}
            aria-label={t.remove(index)}
            onClick={() => setRows(rows.filter((_, at) => at !== index))}
          />
        </div>
      ))}
      {save.formError ? (
        <p className="admin-inline-error" role="alert">
          {save.formError}
        </p>
      ) : null}
      <div className="job-criteria__actions">
        <Button
          type="button"
          variant="secondary"
          size="sm"
          icon={<Plus size={16} />}
          disabled={rows.length >= SCORECARD_LIMITS.criteriaPerJob}
          onClick={() => setRows([...rows, { name: '', nameAr: '' }])}
        >
          {t.add}
        </Button>
        <Button type="submit" size="sm" disabled={save.pending}>
          {save.pending ? t.saving : t.save}
        </Button>
      </div>
    </form>
  );
}
