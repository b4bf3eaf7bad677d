import {
  readScreeningAnswers,
  SCREENING_LIMITS,
  type MessageCode,
  type MessageParameters,
  type PublicScreeningQuestion,
} from '@uaq/contract';

/** What the applicant has answered, by question key (`q12`): one value, or the options ticked. */
export type ScreeningAnswerDraft = Record<string, string | string[]>;

/** The form's field name for a question's message (`answers.q12`): what the server names it too. */
export const answerField = (question: Pick<PublicScreeningQuestion, 'key'>) =>
  `answers.${question.key}` as const;
export type AnswerField = ReturnType<typeof answerField>;

/** The contract's check of the answers (the server's own), each problem in the page's words. */
export function screeningErrors(
  questions: readonly PublicScreeningQuestion[],
  answers: ScreeningAnswerDraft,
  text: (code: MessageCode, params?: MessageParameters) => string,
): Partial<Record<AnswerField, string>> {
  const { problems } = readScreeningAnswers(questions, answers);
  return Object.fromEntries(
    Object.entries(problems).map(([field, problem]) => [
      field,
      text(`screening.${problem.key}`, problem.params),
    ]),
  );
}

/** Adds the answers to the multipart body as the form without scripts sends them: `answers[q12]`, `answers[q12][]`. */
export function appendAnswers(body: FormData, answers: ScreeningAnswerDraft): FormData {
  for (const [key, value] of Object.entries(answers)) {
    if (Array.isArray(value)) for (const option of value) body.append(`answers[${key}][]`, option);
    else if (value.trim() !== '') body.append(`answers[${key}]`, value);
  }
  return body;
}

/** The bounds a number answer keeps (the question's, else the contract's). */
export function numberBounds(question: Pick<PublicScreeningQuestion, 'min' | 'max'>): {
  min: number;
  max: number;
} {
  return { min: question.min ?? 0, max: question.max ?? SCREENING_LIMITS.maxNumber };
}
