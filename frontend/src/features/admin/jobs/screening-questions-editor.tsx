import { useState, type FormEvent } from 'react';
import { Plus, Trash2 } from 'lucide-react';
import {
  SCREENING_LIMITS,
  SCREENING_QUESTION_KINDS,
  type ScreeningQuestion,
  type ScreeningQuestionKind,
} from '@uaq/contract';
import { Button } from '@/components/ui/button';
import { Checkbox, Select, TextField } from '@/components/ui/fields';
import { LoadingText } from '@/components/ui/spinner';
import { useAdminAction } from '@/components/admin/use-admin-action';
import { useTexts } from '@/lib/i18n/texts';
import {
  draftOf,
  emptyChoice,
  inputOf,
  newQuestion,
  withKind,
  type ChoiceDraft,
  type QuestionDraft,
} from './screening-question-drafts';
import { useGetScreeningQuestionsQuery, useSaveScreeningQuestionsMutation } from './screening-questions-api';
import { screeningEditorTexts } from './screening-editor-texts';

const arabic = { dir: 'rtl', lang: 'ar' } as const;

/**
 * The job editor's screening questions: HR's ordered list, saved as a whole (PUT), each question in
 * English and Arabic with its knock-out rule. Answers already given keep their own wording.
 */
export function ScreeningQuestionsEditor({ jobId }: { jobId: number | null }) {
  const t = useTexts(screeningEditorTexts);
  return (
    <section className="screening-editor" aria-labelledby="screening-editor-heading">
      {/* Folded: the dialog's last button stays the job's own (Update Job), and the dialog short. */}
      <details className="screening-editor__details">
        <summary className="screening-editor__summary">
          <h3 id="screening-editor-heading" className="screening-editor__heading">
            {t.heading}
          </h3>
        </summary>
        <p className="field__hint">{jobId === null ? t.newJobHint : t.hint}</p>
        {jobId === null ? null : <QuestionsForm jobId={jobId} />}
      </details>
    </section>
  );
}

function QuestionsForm({ jobId }: { jobId: number }) {
  const t = useTexts(screeningEditorTexts);
  const { data, isLoading, isError } = useGetScreeningQuestionsQuery(jobId);
  if (isLoading) return <LoadingText>{t.loading}</LoadingText>;
  if (isError || !data)
    return (
      <p className="admin-inline-error" role="alert">
        {t.loadFailed}
      </p>
    );
  return <QuestionsList jobId={jobId} saved={data} />;
}

/** The list being edited, from the questions as loaded (a reload after saving does not reset it). */
function QuestionsList({ jobId, saved }: { jobId: number; saved: ScreeningQuestion[] }) {
  const t = useTexts(screeningEditorTexts);
  const [drafts, setDrafts] = useState<QuestionDraft[]>(() => saved.map(draftOf));
  const [save, saveState] = useSaveScreeningQuestionsMutation();
  const action = useAdminAction([save, saveState], { failed: t.saveFailed, done: () => t.saved });

  const errors = action.fieldErrors;
  const change = (index: number, next: QuestionDraft) =>
    setDrafts(drafts.map((draft, at) => (at === index ? next : draft)));
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const outcome = await action.run({ jobId, input: { questions: drafts.map(inputOf) } });
    if (outcome.ok) setDrafts(outcome.data.map(draftOf));
  };

  return (
    <form className="screening-editor__form" onSubmit={(event) => void onSubmit(event)} noValidate>
      {drafts.length === 0 ? <p className="admin-muted">{t.none}</p> : null}
      <ol className="screening-editor__questions">
        {drafts.map((draft, index) => (
          <li key={draft.id ?? `new-${index}`} className="screening-editor__question">
            <QuestionFields
              draft={draft}
              number={index + 1}
              errorOf={(field) => errors[`questions.${index}.${field}`]}
              onChange={(next) => change(index, next)}
              onRemove={() => setDrafts(drafts.filter((_, at) => at !== index))}
            />
          </li>
        ))}
      </ol>
      <div className="job-form__actions">
        {action.error ? (
          <p className="admin-inline-error" role="alert">
            {action.error}
          </p>
        ) : null}
        {drafts.length < SCREENING_LIMITS.questionsPerJob ? (
          <Button
            variant="secondary"
            size="sm"
            icon={<Plus size={16} />}
            onClick={() => setDrafts([...drafts, newQuestion()])}
          >
            {t.addQuestion}
          </Button>
        ) : null}
        <Button type="submit" disabled={action.pending}>
          {action.pending ? t.saving : t.save}
        </Button>
      </div>
    </form>
  );
}

function QuestionFields({
  draft,
  number,
  errorOf,
  onChange,
  onRemove,
}: {
  draft: QuestionDraft;
  number: number;
  errorOf: (field: string) => string | undefined;
  onChange: (next: QuestionDraft) => void;
  onRemove: () => void;
}) {
  const t = useTexts(screeningEditorTexts);
  const set = <K extends keyof QuestionDraft>(field: K, value: QuestionDraft[K]) =>
    onChange({ ...draft, [field]: value });
  const bound = (field: 'min' | 'max' | 'qualifyingMin' | 'qualifyingMax') => (
    <TextField
      label={t[field]}
      type="number"
      inputMode="numeric"
      min={0}
      max={SCREENING_LIMITS.maxNumber}
      step={1}
      value={draft[field]}
      error={errorOf(field)}
      onChange={(event) => set(field, event.target.value)}
    />
  );
  return (
    <fieldset className="screening-editor__fieldset">
      <legend className="field__label">{t.questionNumber(number)}</legend>
      <div className="job-form__grid">
        <Select
          label={t.kind}
          options={SCREENING_QUESTION_KINDS.map((kind) => ({ value: kind, label: t.kinds[kind] }))}
          value={draft.kind}
          error={errorOf('kind')}
          onChange={(event) => onChange(withKind(draft, event.target.value as ScreeningQuestionKind))}
        />
        <Checkbox
          label={t.required}
          checked={draft.required}
          onChange={(event) => set('required', event.target.checked)}
        />
      </div>
      <div className="job-form__grid">
        <TextField
          label={t.text}
          value={draft.text}
          maxLength={SCREENING_LIMITS.questionText}
          error={errorOf('text')}
          onChange={(event) => set('text', event.target.value)}
        />
        <TextField
          label={t.textAr}
          {...arabic}
          value={draft.textAr}
          maxLength={SCREENING_LIMITS.questionText}
          error={errorOf('textAr')}
          onChange={(event) => set('textAr', event.target.value)}
        />
      </div>
      {draft.kind === 'yes-no' ? (
        <Select
          label={t.knockOutAnswer}
          options={[
            { value: 'yes', label: t.yes },
            { value: 'no', label: t.no },
          ]}
          placeholder={t.noKnockOut}
          value={draft.knockOutAnswer}
          error={errorOf('knockOutAnswer')}
          onChange={(event) => set('knockOutAnswer', event.target.value as QuestionDraft['knockOutAnswer'])}
        />
      ) : null}
      {draft.kind === 'choice' || draft.kind === 'multi-choice' ? (
        <ChoiceFields
          choices={draft.choices}
          errorOf={errorOf}
          onChange={(choices) => set('choices', choices)}
        />
      ) : null}
      {draft.kind === 'number' ? (
        <div className="job-form__range">
          <p className="field__hint">{t.numberHint}</p>
          {bound('min')}
          {bound('max')}
          {bound('qualifyingMin')}
          {bound('qualifyingMax')}
        </div>
      ) : null}
      <div className="screening-editor__remove">
        <Button variant="ghost" size="sm" icon={<Trash2 size={16} />} onClick={onRemove}>
          {t.removeQuestion(number)}
        </Button>
      </div>
    </fieldset>
  );
}

function ChoiceFields({
  choices,
  errorOf,
  onChange,
}: {
  choices: ChoiceDraft[];
  errorOf: (field: string) => string | undefined;
  onChange: (choices: ChoiceDraft[]) => void;
}) {
  const t = useTexts(screeningEditorTexts);
  const set = (index: number, next: Partial<ChoiceDraft>) =>
    onChange(choices.map((choice, at) => (at === index ? { ...choice, ...next } : choice)));
  return (
    <fieldset className="screening-editor__choices">
      <legend className="field__label">{t.options}</legend>
      {choices.map((choice, index) => (
        <div key={choice.key ?? `new-${index}`} className="screening-editor__choice">
          <TextField
            label={`${t.option(index + 1)}: ${t.optionText}`}
            value={choice.text}
            maxLength={SCREENING_LIMITS.choiceText}
            error={errorOf(`choices.${index}.text`)}
            onChange={(event) => set(index, { text: event.target.value })}
          />
          <TextField
            label={`${t.option(index + 1)}: ${t.optionTextAr}`}
            {...arabic}
            value={choice.textAr}
            maxLength={SCREENING_LIMITS.choiceText}
            error={errorOf(`choices.${index}.textAr`)}
            onChange={(event) => set(index, { textAr: event.target.value })}
          />
          <Checkbox
            label={t.optionKnockOut}
            checked={choice.knockOut}
            onChange={(event) => set(index, { knockOut: event.target.checked })}
          />
          <Button
            variant="ghost"
            size="sm"
            aria-label={t.removeOption(index + 1)}
            icon={<Trash2 size={16} />}
            onClick={() => onChange(choices.filter((_, at) => at !== index))}
          />
        </div>
      ))}
      {errorOf('choices') ? <p className="field__error">{errorOf('choices')}</p> : null}
      {choices.length < SCREENING_LIMITS.choicesPerQuestion ? (
        <Button
          variant="secondary"
          size="sm"
          icon={<Plus size={16} />}
          onClick={() => onChange([...choices, emptyChoice()])}
        >
          {t.addOption}
        </Button>
      ) : null}
    </fieldset>
  );
}
