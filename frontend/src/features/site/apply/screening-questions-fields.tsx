import { useId, type ChangeEvent } from 'react';
import { groupedNumber } from '@uaq/contract/numbers';
import { SCREENING_LIMITS, type PublicScreeningQuestion } from '@uaq/contract';
import { TextField } from '@/components/ui/fields';
import { FieldGroup } from '@/components/ui/public-form';
import { useLanguage } from '@/lib/i18n/language';
import { useTexts } from '@/lib/i18n/texts';
import { answerField, numberBounds, type AnswerField, type ScreeningAnswerDraft } from './screening-answers';
import { screeningTexts } from './screening-texts';
import './screening-questions.css';

interface ScreeningQuestionsFieldsProps {
  questions: readonly PublicScreeningQuestion[];
  answers: ScreeningAnswerDraft;
  errors: Partial<Record<AnswerField, string>>;
  onAnswer: (question: PublicScreeningQuestion, value: string | string[]) => void;
}

/**
 * The job's screening questions on the apply form, in the page's language: native radios,
 * checkboxes and inputs named as the API reads them (`answers[q12]`), so the form without scripts
 * sends them too.
 */
export function ScreeningQuestionsFields({
  questions,
  answers,
  errors,
  onAnswer,
}: ScreeningQuestionsFieldsProps) {
  const t = useTexts(screeningTexts);
  if (questions.length === 0) return null;
  return (
    <FieldGroup legend={t.legend} className="screening-questions">
      <p className="screening-questions__intro">{t.intro}</p>
      {questions.map((question) => (
        <ScreeningQuestionField
          key={question.id}
          question={question}
          value={answers[question.key]}
          error={errors[answerField(question)]}
          onAnswer={(value) => onAnswer(question, value)}
        />
      ))}
    </FieldGroup>
  );
}

function ScreeningQuestionField({
  question,
  value,
  error,
  onAnswer,
}: {
  question: PublicScreeningQuestion;
  value: string | string[] | undefined;
  error: string | undefined;
  onAnswer: (value: string | string[]) => void;
}) {
  const t = useTexts(screeningTexts);
  const language = useLanguage();
  const id = useId();
  const name = `answers[${question.key}]`;
  const wording = language === 'ar' ? question.textAr : question.text;
  const label = (choice: { text: string; textAr: string }) =>
    language === 'ar' ? choice.textAr : choice.text;

  if (question.kind === 'number' || question.kind === 'text') {
    const bounds = numberBounds(question);
    return (
      <TextField
        name={name}
        data-field={answerField(question)}
        label={wording}
        requiredMark={question.required}
        aria-required={question.required || undefined}
        value={typeof value === 'string' ? value : ''}
        onChange={(event: ChangeEvent<HTMLInputElement>) => onAnswer(event.target.value)}
        error={error}
        {...(question.kind === 'number'
          ? {
              type: 'number',
              inputMode: 'numeric' as const,
              min: bounds.min,
              max: bounds.max,
              step: 1,
              hint: t.wholeNumber(groupedNumber(bounds.min), groupedNumber(bounds.max)),
            }
          : { maxLength: SCREENING_LIMITS.textAnswer })}
      />
    );
  }

  const several = question.kind === 'multi-choice';
  const options =
    question.kind === 'yes-no'
      ? [
          { key: 'yes', text: t.yes },
          { key: 'no', text: t.no },
        ]
      : question.choices.map((choice) => ({ key: choice.key, text: label(choice) }));
  const picked = Array.isArray(value) ? value : value ? [value] : [];
  const errorId = `${id}-error`;
  return (
    <fieldset
      className={`field screening-question${error ? ' field--invalid' : ''}`}
      aria-describedby={error ? errorId : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend className="field__label">
        {wording}
        {question.required ? (
          <span className="field__required" aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </legend>
      {several ? <p className="field__hint">{t.chooseAny}</p> : null}
      <div
        className={`screening-question__options${question.kind === 'yes-no' ? ' screening-question__options--inline' : ''}`}
      >
        {options.map((option, index) => (
          <label key={option.key} className="screening-question__option">
            <input
              type={several ? 'checkbox' : 'radio'}
              name={several ? `${name}[]` : name}
              value={option.key}
              checked={picked.includes(option.key)}
              // The first option is where the form puts the focus when the question needs an answer.
              data-field={index === 0 ? answerField(question) : undefined}
              required={!several && question.required ? true : undefined}
              onChange={(event) =>
                onAnswer(
                  several
                    ? event.target.checked
                      ? [...picked, option.key]
                      : picked.filter((key) => key !== option.key)
                    : option.key,
                )
              }
            />
            <span>{option.text}</span>
          </label>
        ))}
      </div>
      {error ? (
        <p className="field__error" id={errorId}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
