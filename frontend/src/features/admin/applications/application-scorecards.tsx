import { RECOMMENDATIONS } from '@uaq/contract';
import { useDates } from '@/lib/format-date';
import { useLanguage } from '@/lib/i18n/language';
import { useTexts } from '@/lib/i18n/texts';
import { useGetApplicationScorecardsQuery } from './scorecards-api';
import { scorecardTexts } from './scorecard-texts';
import './application-scorecards.css';

/**
 * HR's view of the interviewers' cards: the summary (each criterion's average, the recommendations
 * counted: summariseScorecards in the contract, computed by the server) and every submitted card;
 * a card still a draft is named, not shown.
 */
export function ApplicationScorecards({ applicationId }: { applicationId: number }) {
  const t = useTexts(scorecardTexts);
  const dates = useDates();
  const language = useLanguage();
  const { data, isError } = useGetApplicationScorecardsQuery(applicationId);
  const nameOf = (criterion: { name: string; nameAr: string }) =>
    language === 'ar' ? criterion.nameAr : criterion.name;
  if (!data && !isError) return null;
  const submitted = data?.cards.filter((card) => card.state === 'submitted') ?? [];
  const waiting = data?.cards.filter((card) => card.state !== 'submitted') ?? [];

  return (
    <section aria-labelledby={`scorecards-${applicationId}`} className="tracker-scorecards">
      <h4 id={`scorecards-${applicationId}`} className="tracker-panel__subheading">
        {t.heading}
      </h4>
      {isError ? (
        <p className="admin-inline-error" role="alert">
          {t.loadFailed}
        </p>
      ) : null}
      {data && data.summary.submitted === 0 ? <p className="admin-muted">{t.none}</p> : null}
      {data && data.summary.submitted > 0 ? (
        <>
          <p>
            <strong>{t.summary(data.summary.submitted)}</strong>
          </p>
          {data.summary.criteria.length > 0 ? (
            <div className="tracker-scorecards__table">
              <table>
                <thead>
                  <tr>
                    <th scope="col">{t.criterion}</th>
                    <th scope="col">{t.average}</th>
                    <th scope="col">{t.ratings}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.summary.criteria.map((row) => (
                    <tr key={`${row.criterionId ?? row.name}`}>
                      <th scope="row">{nameOf(row)}</th>
                      <td>{row.average}</td>
                      <td>{row.ratings}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ) : null}
          <p>
            {t.recommendations}:{' '}
            {RECOMMENDATIONS.map(
              (value) => `${t.recommendation[value]} ${data.summary.recommendations[value]}`,
            ).join(' · ')}
          </p>
        </>
      ) : null}
      <ul className="tracker-panel__list">
        {submitted.map((card) => (
          <li key={`${card.interviewId}-${card.interviewerId}`}>
            <strong>{t.by(card.username, dates.dateTime(card.submittedAt))}</strong>
            {card.recommendation ? <> · {t.recommendation[card.recommendation]}</> : null}
            <ul>
              {card.ratings.map((rating) => (
                <li key={`${rating.criterionId ?? rating.name}`}>
                  {nameOf(rating)}: {t.outOf(rating.rating)}
                </li>
              ))}
            </ul>
            {card.comment ? <p className="tracker-panel__text">{card.comment}</p> : null}
          </li>
        ))}
        {waiting.map((card) => (
          <li key={`${card.interviewId}-${card.interviewerId}`} className="admin-muted">
            {t.waiting(card.username)}
          </li>
        ))}
      </ul>
    </section>
  );
}
