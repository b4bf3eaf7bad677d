import { useState, type FormEvent } from 'react';
import {
  RECOMMENDATIONS,
  SCORECARD_LIMITS,
  type InterviewerInterview,
  type Recommendation,
  type ScorecardCriterion,
  type ScorecardInput,
} from '@uaq/contract';
import { isEdited, UnsavedChangesGuard } from '@/components/admin/unsaved-changes-guard';
import { useAdminAction } from '@/components/admin/use-admin-action';
import { Button } from '@/components/ui/button';
import { Select, TextArea } from '@/components/ui/fields';
import { useDates } from '@/lib/format-date';
import { useLanguage } from '@/lib/i18n/language';
import { useTexts } from '@/lib/i18n/texts';
import { useSaveScorecardDraftMutation, useSubmitScorecardMutation } from './my-interviews-api';
import { myInterviewsTexts } from './texts';

const RATINGS = Array.from(
  { length: SCORECARD_LIMITS.maxRating - SCORECARD_LIMITS.minRating + 1 },
  (_, index) => SCORECARD_LIMITS.minRating + index,
);

interface CardValues {
  /** By criterion id: '' while unrated. */
  ratings: Record<number, string>;
  recommendation: Recommendation | '';
  comment: string;
}

/**
 * The member's own card for one interview: a 1–5 rating per criterion of the job, a recommendation
 * and a comment; saved as a draft as often as they like, then submitted once (final). The server
 * checks what submitting needs (scorecardProblems in the contract) and names each field it refuses.
 */
export function ScorecardForm({
  interview,
  criteria,
}: {
  interview: InterviewerInterview;
  criteria: ScorecardCriterion[];
}) {
  const t = useTexts(myInterviewsTexts);
  const dates = useDates();
  const language = useLanguage();
  const card = interview.myScorecard;
  const [saved, setSaved] = useState<CardValues>(() => ({
    ratings: Object.fromEntries(
      card.ratings.flatMap((rating) =>
        rating.criterionId === null ? [] : [[rating.criterionId, String(rating.rating)]],
      ),
    ),
    recommendation: card.recommendation ?? '',
    comment: card.comment ?? '',
  }));
  const [values, setValues] = useState<CardValues>(saved);
  const draft = useAdminAction(useSaveScorecardDraftMutation(), {
    failed: t.saveFailed,
    done: () => t.saved,
  });
  const submit = useAdminAction(useSubmitScorecardMutation(), {
    failed: t.saveFailed,
    done: () => t.submitted,
  });
  const [openedAt] = useState(() => Date.now());
  const started = new Date(interview.startsAt).getTime() <= openedAt;
  const nameOf = (criterion: { name: string; nameAr: string }) =>
    language === 'ar' ? criterion.nameAr : criterion.name;

  if (card.state === 'submitted')
    return (
      <section className="scorecard" aria-label={t.scorecard}>
        <h3 className="tracker-interview__heading">{t.scorecard}</h3>
        <p className="admin-muted">{t.submittedOn(dates.dateTime(card.submittedAt))}</p>
        <ul className="tracker-panel__list">
          {card.ratings.map((rating) => (
            <li key={`${rating.criterionId ?? rating.name}`}>
              {nameOf(rating)}: <strong>{rating.rating}</strong> / {SCORECARD_LIMITS.maxRating}
            </li>
          ))}
          {card.recommendation ? (
            <li>
              {t.recommendation}: <strong>{t.recommendations[card.recommendation]}</strong>
            </li>
          ) : null}
        </ul>
        {card.comment ? <p className="tracker-panel__text">{card.comment}</p> : null}
      </section>
    );
  if (!started) return <p className="admin-muted">{t.notYet}</p>;

  const input = (): ScorecardInput => ({
    ratings: criteria.flatMap((criterion) =>
      values.ratings[criterion.id]
        ? [{ criterionId: criterion.id, rating: Number(values.ratings[criterion.id]) }]
        : [],
    ),
    recommendation: values.recommendation || null,
    comment: values.comment || null,
  });
  const saveDraft = async () => {
    submit.clear();
    if ((await draft.run({ interviewId: interview.id, input: input() })).ok) setSaved(values);
  };
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    draft.clear();
    if ((await submit.run({ interviewId: interview.id, input: input() })).ok) setSaved(values);
  };
  const errors = { ...draft.fieldErrors, ...submit.fieldErrors };
  const formError = draft.formError ?? submit.formError;
  const busy = draft.pending || submit.pending;

  return (
    <form className="scorecard" aria-label={t.scorecard} onSubmit={(event) => void onSubmit(event)}>
      <h3 className="tracker-interview__heading">{t.scorecard}</h3>
      <UnsavedChangesGuard when={isEdited(values, saved)} subject={t.unsaved} />
      {criteria.length === 0 ? <p className="admin-muted">{t.noCriteria}</p> : null}
      {criteria.map((criterion, index) => (
        <fieldset key={criterion.id} className="scorecard__criterion">
          <legend>{t.ratingOf(nameOf(criterion))}</legend>
          <div className="scorecard__scale">
            {RATINGS.map((value) => (
              <label key={value} className="scorecard__point">
                <input
                  type="radio"
                  name={`criterion-${interview.id}-${criterion.id}`}
                  value={value}
                  checked={values.ratings[criterion.id] === String(value)}
                  onChange={() =>
                    setValues({ ...values, ratings: { ...values.ratings, [criterion.id]: String(value) } })
                  }
                />
                <span>{t.rating(value)}</span>
              </label>
            ))}
          </div>
          {errors[`ratings.${index}.rating`] ? (
            <p className="admin-inline-error">{errors[`ratings.${index}.rating`]}</p>
          ) : null}
        </fieldset>
      ))}
      {errors.ratings ? (
        <p className="admin-inline-error" role="alert">
          {errors.ratings}
        </p>
      ) : null}
      <Select
        label={t.recommendation}
        value={values.recommendation}
        placeholder=""
        error={errors.recommendation}
        options={RECOMMENDATIONS.map((value) => ({ value, label: t.recommendations[value] }))}
        onChange={(event) =>
          setValues({ ...values, recommendation: event.target.value as Recommendation | '' })
        }
      />
      <TextArea
        label={t.comment}
        rows={4}
        maxLength={SCORECARD_LIMITS.comment}
        value={values.comment}
        error={errors.comment}
        onChange={(event) => setValues({ ...values, comment: event.target.value })}
      />
      {formError ? (
        <p className="admin-inline-error" role="alert">
          {formError}
        </p>
      ) : null}
      <p className="admin-muted">{t.submitHint}</p>
      <div className="scorecard__actions">
        <Button type="button" size="sm" variant="secondary" disabled={busy} onClick={() => void saveDraft()}>
          {t.saveDraft}
        </Button>
        <Button type="submit" size="sm" disabled={busy}>
          {t.submit}
        </Button>
      </div>
    </form>
  );
}
