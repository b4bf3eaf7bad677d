import { Select } from '@/components/ui/fields';
import { useLanguage } from '@/lib/i18n/language';
import { useTexts } from '@/lib/i18n/texts';
import { useGetJobScreeningQuestionsQuery } from './screening-filter-api';
import type { KnockedOutFilter } from './application-filters';
import { screeningTexts } from './screening-texts';

/** The list's screening filter: knocked out, qualifies, or all (kept in the address as `knockedOut`). */
export function KnockedOutSelect({
  value,
  onChange,
}: {
  value: KnockedOutFilter;
  onChange: (value: KnockedOutFilter) => void;
}) {
  const t = useTexts(screeningTexts);
  return (
    <Select
      label={t.filter.label}
      options={[
        { value: 'true', label: t.filter.knockedOut },
        { value: 'false', label: t.filter.qualifies },
      ]}
      placeholder={t.filter.all}
      value={value}
      onChange={(event) => onChange(event.target.value as KnockedOutFilter)}
    />
  );
}

/**
 * The list's answer filter, once a job is chosen: one of its yes/no or option questions, and the
 * answer (applications that gave it, among others for several options).
 */
export function AnswerFilter({
  jobId,
  questionId,
  answer,
  onChange,
}: {
  jobId: number;
  questionId: number | '';
  answer: string;
  onChange: (filter: { questionId: number | ''; answer: string }) => void;
}) {
  const t = useTexts(screeningTexts);
  const arabic = useLanguage() === 'ar';
  const { data: questions = [] } = useGetJobScreeningQuestionsQuery(jobId);
  const keyed = questions.filter((question) => question.kind !== 'number' && question.kind !== 'text');
  if (keyed.length === 0) return null;
  const chosen = keyed.find((question) => question.id === questionId);
  const answers = !chosen
    ? []
    : chosen.kind === 'yes-no'
      ? [
          { value: 'yes', label: t.yes },
          { value: 'no', label: t.no },
        ]
      : chosen.choices.map((choice) => ({ value: choice.key, label: arabic ? choice.textAr : choice.text }));
  return (
    <>
      <Select
        label={t.filter.question}
        options={keyed.map((question) => ({
          value: String(question.id),
          label: arabic ? question.textAr : question.text,
        }))}
        placeholder={t.filter.anyQuestion}
        value={String(questionId)}
        onChange={(event) =>
          onChange({ questionId: event.target.value === '' ? '' : Number(event.target.value), answer: '' })
        }
      />
      {chosen ? (
        <Select
          label={t.filter.answer}
          options={answers}
          placeholder={t.filter.anyAnswer}
          value={answer}
          onChange={(event) => onChange({ questionId, answer: event.target.value })}
        />
      ) : null}
    </>
  );
}
