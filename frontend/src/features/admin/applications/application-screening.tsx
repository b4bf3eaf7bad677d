import type { ApplicationScreening, ScreeningAnswer } from '@uaq/contract';
import { leftToRight } from '@uaq/contract/bidi';
import { Badge } from '@/components/ui/badge';
import { useLanguage } from '@/lib/i18n/language';
import { useTexts } from '@/lib/i18n/texts';
import { screeningTexts } from './screening-texts';

/** The panel's screening answers: each question as it was worded when answered, knock-outs flagged. */
export function ApplicationScreeningAnswers({ screening }: { screening: ApplicationScreening | undefined }) {
  const t = useTexts(screeningTexts);
  const arabic = useLanguage() === 'ar';
  if (!screening?.answers.length) return null;
  const answerText = (answer: ScreeningAnswer): string => {
    if (answer.kind === 'yes-no') return answer.value === 'yes' ? t.yes : t.no;
    if (answer.kind === 'choice' || answer.kind === 'multi-choice')
      return answer.chosen.map((choice) => (arabic ? choice.textAr : choice.text)).join('، ');
    return answer.kind === 'number' && arabic ? leftToRight(String(answer.value)) : String(answer.value);
  };
  return (
    <section className="tracker-panel__screening" aria-labelledby="tracker-panel-screening">
      <h4 className="tracker-panel__subheading" id="tracker-panel-screening">
        {t.heading}
      </h4>
      {screening.knockedOut ? (
        <p className="tracker-panel__knocked-out" role="note">
          <Badge tone="danger">{t.knockedOut}</Badge> <span className="admin-muted">{t.knockedOutNote}</span>
        </p>
      ) : null}
      <dl className="admin-facts tracker-panel__facts">
        {screening.answers.map((answer, index) => (
          <div key={index} className="admin-facts__wide">
            <dt dir="auto">
              {arabic ? answer.questionAr : answer.question}
              {answer.questionId === null ? (
                <span className="admin-muted"> ({t.removedQuestion})</span>
              ) : null}
            </dt>
            <dd dir="auto">
              {answerText(answer)}
              {answer.knockedOut ? (
                <>
                  {' '}
                  <Badge tone="danger">{t.doesNotQualify}</Badge>
                </>
              ) : null}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** The board card's mark of a knocked-out application. */
export function KnockedOutBadge({ knockedOut }: { knockedOut: boolean }) {
  const t = useTexts(screeningTexts);
  return knockedOut ? <Badge tone="danger">{t.knockedOut}</Badge> : null;
}
