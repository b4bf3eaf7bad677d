/**
 * Screening questions: what HR asks on a job's application form (yes/no, one choice, several
 * choices, a whole number, a short text), each in English and Arabic, optionally knock-out (answers
 * that do not qualify); the applicants' answers, checked here by the server and the apply form
 * alike. Re-exported by index.ts; the Arabic of the messages is in screening.ar.ts.
 */
import type { Job } from './jobs.ts';
import { groupedNumber } from './numbers.ts';
import { withParameters } from './message-parameter.ts';

export const SCREENING_QUESTION_KINDS = ['yes-no', 'choice', 'multi-choice', 'number', 'text'] as const;
export type ScreeningQuestionKind = (typeof SCREENING_QUESTION_KINDS)[number];
/** The kinds answered by picking options. */
export const CHOICE_KINDS: readonly ScreeningQuestionKind[] = ['choice', 'multi-choice'];

export const YES_NO_ANSWERS = ['yes', 'no'] as const;
export type YesNoAnswer = (typeof YES_NO_ANSWERS)[number];

export const SCREENING_LIMITS = {
  questionsPerJob: 20,
  questionText: 300,
  choicesPerQuestion: 12,
  minChoices: 2,
  choiceText: 150,
  choiceKey: 20,
  textAnswer: 500,
  /** Number answers are whole numbers from 0 to this (days, dirhams, years). */
  maxNumber: 1_000_000_000,
} as const;

/** An option's key: what an answer, a knock-out rule and a filter name it by. */
export const SCREENING_CHOICE_KEY_PATTERN = /^[a-z0-9-]{1,20}$/;

/** An option of a choice question, as the apply form shows it. */
export interface ScreeningChoice {
  key: string;
  text: string;
  textAr: string;
}

/** An option as HR defines it: `knockOut`, choosing it does not qualify. */
export interface ScreeningChoiceRule extends ScreeningChoice {
  knockOut: boolean;
}

/**
 * A question as the apply form renders it (GET /api/careers/public/:id, `screeningQuestions`). It
 * never says which answers knock out: applicants answer what is true, not what passes.
 */
export interface PublicScreeningQuestion {
  id: number;
  /** The answer's name in `answers` (`q12`); multipart: `answers[q12]`, several options `answers[q12][]`. */
  key: string;
  kind: ScreeningQuestionKind;
  text: string;
  textAr: string;
  required: boolean;
  /** The options of a choice question; empty for the other kinds. */
  choices: ScreeningChoice[];
  /** Number questions: the bounds an answer must keep (null: 0 and SCREENING_LIMITS.maxNumber). */
  min: number | null;
  max: number | null;
}

/** A question as HR sees it: with its knock-out rule and its version. */
export interface ScreeningQuestion extends Omit<PublicScreeningQuestion, 'choices'> {
  choices: ScreeningChoiceRule[];
  /** Yes/no questions: the answer that does not qualify (null: none). */
  knockOutAnswer: YesNoAnswer | null;
  /** Number questions: answers below `qualifyingMin` or above `qualifyingMax` do not qualify. */
  qualifyingMin: number | null;
  qualifyingMax: number | null;
  /** Some answer knocks the application out. */
  knockOut: boolean;
  /** Grows with each change of the question; stored answers keep the version and wording they answered. */
  version: number;
  updatedAt: string;
}

/** GET /api/careers/public/:id: the job with the questions its form asks, in order. */
export interface PublicJobDetail extends Job {
  screeningQuestions: PublicScreeningQuestion[];
}

export interface ScreeningChoiceInput {
  /** Kept from the question as read; left out for a new option (the server gives it one). */
  key?: string;
  text: string;
  textAr: string;
  knockOut?: boolean;
}

export interface ScreeningQuestionInput {
  /** The id of a question the job already has; left out for a new one. */
  id?: number;
  kind: ScreeningQuestionKind;
  text: string;
  textAr: string;
  required?: boolean;
  choices?: ScreeningChoiceInput[];
  min?: number | null;
  max?: number | null;
  knockOutAnswer?: YesNoAnswer | null;
  qualifyingMin?: number | null;
  qualifyingMax?: number | null;
}

/**
 * Body of PUT /api/admin/careers/:id/screening-questions: the job's whole list, in the order the
 * form asks it. Questions left out are removed (answers already given keep their wording).
 */
export interface ScreeningQuestionsInput {
  questions: ScreeningQuestionInput[];
}

/** An answer in its one form: yes/no, an option key, option keys, a whole number, or text. */
export type ScreeningAnswerValue = YesNoAnswer | string | string[] | number;

/** A stored answer as the interview panel reads it: the question as it was worded when answered. */
export interface AnsweredQuestion {
  /** null once HR has removed the question from the job. */
  questionId: number | null;
  questionVersion: number;
  kind: ScreeningQuestionKind;
  question: string;
  questionAr: string;
  value: ScreeningAnswerValue;
  /** Choice questions: the options picked, as worded when answered. */
  chosen: ScreeningChoice[];
}

/** A stored answer as HR reads it: whether it knocked the application out. */
export interface ScreeningAnswer extends AnsweredQuestion {
  knockedOut: boolean;
}

/** The application's screening, in its detail (GET /api/admin/job-applications/:id, `screening`). */
export interface ApplicationScreening {
  /** Some answer did not qualify (the answers say which). HR decides: nothing is sent to the applicant. */
  knockedOut: boolean;
  /** In the order the form asked them. */
  answers: ScreeningAnswer[];
}

/**
 * The tracker list's (and its CSV export's) screening filters. `answer` (an option key, or yes/no)
 * and `answerMin`/`answerMax` (a number question's bounds) need `questionId`.
 */
export interface ScreeningFilters {
  knockedOut?: boolean;
  questionId?: number;
  answer?: string;
  answerMin?: number;
  answerMax?: number;
}

/** The key of a question's answer in `answers` (`q12`). */
export function screeningAnswerKey(questionId: number): string {
  return `q${questionId}`;
}

/** The words of yes and no in each language (the form's options, the panel, the export). */
export const YES_NO_LABELS = {
  en: { yes: 'Yes', no: 'No' },
  ar: { yes: 'نعم', no: 'لا' },
} as const satisfies Record<'en' | 'ar', Record<YesNoAnswer, string>>;

/** What an applicant meets when an answer is wrong (Arabic: screening.ar.ts). */
export const SCREENING_MESSAGES = {
  answersCheck: 'Please check your answers to the screening questions',
  answersInvalid: 'Answers must be given question by question',
  unknownQuestion: 'This question is not asked for this position: please reload the page',
  answerRequired: 'Please answer this question',
  yesNoInvalid: 'Answer yes or no',
  choiceInvalid: 'Choose an option',
  choiceNotOffered: 'Choose one of the options offered',
  choicesNotOffered: 'Choose only among the options offered',
  numberInvalid: 'Enter a whole number',
  numberOutOfRange: withParameters(['min', 'max'], (min, max) => `Enter a number from ${min} to ${max}`),
  textInvalid: 'Write your answer as text',
  textTooLong: `Your answer must be at most ${SCREENING_LIMITS.textAnswer} characters`,
} as const;

/** What HR meets when defining questions or filtering by them (the admin area's half of the catalogue). */
export const SCREENING_ADMIN_MESSAGES = {
  questionsInvalid: 'Questions must be a list',
  questionsTooMany: `A job asks at most ${SCREENING_LIMITS.questionsPerJob} questions`,
  idInvalid: 'A question is named by its id (a whole number)',
  questionUnknown: 'This question is not one of the job’s: reload the page',
  questionDuplicate: 'Each question appears once',
  kindInvalid: `Kind must be one of: ${SCREENING_QUESTION_KINDS.join(', ')}`,
  textRequired: 'Write the question in English',
  textArRequired: 'Write the question in Arabic',
  textTooLong: `A question must be at most ${SCREENING_LIMITS.questionText} characters`,
  requiredInvalid: 'Required must be true or false',
  choicesRequired: `Give ${SCREENING_LIMITS.minChoices} to ${SCREENING_LIMITS.choicesPerQuestion} options`,
  choicesNotAllowed: 'Only choice questions have options',
  choiceTextRequired: 'Write each option in English and in Arabic',
  choiceTextTooLong: `An option must be at most ${SCREENING_LIMITS.choiceText} characters`,
  choiceKeyInvalid: `An option’s key is 1 to ${SCREENING_LIMITS.choiceKey} lower-case letters, digits or dashes`,
  choiceKeyDuplicate: 'Each option needs a key of its own',
  knockOutInvalid: 'Knock-out must be true or false',
  noQualifyingAnswer: 'At least one option must qualify',
  numberBoundInvalid: `Bounds are whole numbers from 0 to ${groupedNumber(SCREENING_LIMITS.maxNumber)}`,
  rangeNotAllowed: 'Only number questions have bounds',
  rangeInvalid: 'The maximum must not be less than the minimum',
  knockOutAnswerInvalid: 'The knock-out answer is yes or no',
  knockOutNotAllowed: 'This kind of question has no such knock-out rule',
  saved: 'Screening questions saved',
  filterKnockedOutInvalid: 'Knocked out must be true or false',
  filterQuestionInvalid: 'Question must be a question’s id',
  filterAnswerInvalid: 'Answer must be yes, no or an option’s key',
  filterNumberInvalid: `Answer bounds are whole numbers from 0 to ${groupedNumber(SCREENING_LIMITS.maxNumber)}`,
  filterNeedsQuestion: 'Choose the question the answer is to',
} as const;

export type ScreeningMessageKey = keyof typeof SCREENING_MESSAGES;
export type ScreeningAdminMessageKey = keyof typeof SCREENING_ADMIN_MESSAGES;

/** A problem of one field: the key of its message, with its parameters when it has any. */
export interface FieldProblem<Key extends string> {
  key: Key;
  params?: Readonly<Record<string, string>>;
}

/** The question a knock-out rule is about: what `knockedOutBy` and `hasKnockOut` read. */
type KnockOutRule = Pick<ScreeningQuestion, 'kind' | 'knockOutAnswer' | 'qualifyingMin' | 'qualifyingMax'> & {
  choices: readonly Pick<ScreeningChoiceRule, 'key' | 'knockOut'>[];
};

/** Whether some answer to the question knocks the application out. */
export function hasKnockOut(question: KnockOutRule): boolean {
  switch (question.kind) {
    case 'yes-no':
      return question.knockOutAnswer !== null;
    case 'choice':
    case 'multi-choice':
      return question.choices.some((choice) => choice.knockOut);
    case 'number':
      return question.qualifyingMin !== null || question.qualifyingMax !== null;
    default:
      return false;
  }
}

/** Whether this answer (in its one form, see readScreeningAnswers) does not qualify. */
export function knocksOut(question: KnockOutRule, value: ScreeningAnswerValue): boolean {
  switch (question.kind) {
    case 'yes-no':
      return question.knockOutAnswer !== null && value === question.knockOutAnswer;
    case 'choice':
    case 'multi-choice': {
      const picked = new Set(Array.isArray(value) ? value : [value]);
      return question.choices.some((choice) => choice.knockOut && picked.has(choice.key));
    }
    case 'number':
      return (
        typeof value === 'number' &&
        ((question.qualifyingMin !== null && value < question.qualifyingMin) ||
          (question.qualifyingMax !== null && value > question.qualifyingMax))
      );
    default:
      return false;
  }
}

/** The questions an answer check needs: what the apply form has (the public shape). */
type AskedQuestion = Pick<PublicScreeningQuestion, 'id' | 'kind' | 'required' | 'min' | 'max'> & {
  choices: readonly Pick<ScreeningChoice, 'key'>[];
};

const WHOLE_NUMBER = /^\s*-?\d{1,15}\s*$/;
const ANSWER_KEY = /^q\d{1,10}$/;

function isBlank(value: unknown): boolean {
  return (
    value === undefined ||
    value === null ||
    (typeof value === 'string' && value.trim() === '') ||
    (Array.isArray(value) && value.every(isBlank))
  );
}

type Read = { value: ScreeningAnswerValue } | { problem: FieldProblem<ScreeningMessageKey> };

function readYesNo(value: unknown): Read {
  if (value === true) return { value: 'yes' };
  if (value === false) return { value: 'no' };
  const word = typeof value === 'string' ? value.trim().toLowerCase() : null;
  if (word === 'yes' || word === 'true') return { value: 'yes' };
  if (word === 'no' || word === 'false') return { value: 'no' };
  return { problem: { key: 'yesNoInvalid' } };
}

function readChoice(question: AskedQuestion, value: unknown): Read {
  if (typeof value !== 'string') return { problem: { key: 'choiceInvalid' } };
  const key = value.trim();
  return question.choices.some((choice) => choice.key === key)
    ? { value: key }
    : { problem: { key: 'choiceNotOffered' } };
}

function readChoices(question: AskedQuestion, value: unknown): Read {
  // Multipart sends one ticked option as a plain field, several as `answers[q12][]`.
  const picked = typeof value === 'string' ? [value] : value;
  if (!Array.isArray(picked) || picked.some((item) => typeof item !== 'string'))
    return { problem: { key: 'choiceInvalid' } };
  const keys = [...new Set((picked as string[]).map((item) => item.trim()).filter(Boolean))];
  return keys.every((key) => question.choices.some((choice) => choice.key === key))
    ? { value: question.choices.map((choice) => choice.key).filter((key) => keys.includes(key)) }
    : { problem: { key: 'choicesNotOffered' } };
}

function readNumber(question: AskedQuestion, value: unknown): Read {
  const number =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && WHOLE_NUMBER.test(value)
        ? Number(value)
        : NaN;
  if (!Number.isSafeInteger(number)) return { problem: { key: 'numberInvalid' } };
  const min = question.min ?? 0;
  const max = question.max ?? SCREENING_LIMITS.maxNumber;
  if (number < min || number > max)
    return {
      problem: { key: 'numberOutOfRange', params: { min: groupedNumber(min), max: groupedNumber(max) } },
    };
  return { value: number };
}

function readText(value: unknown): Read {
  if (typeof value !== 'string') return { problem: { key: 'textInvalid' } };
  const text = value.trim();
  return text.length > SCREENING_LIMITS.textAnswer ? { problem: { key: 'textTooLong' } } : { value: text };
}

function readAnswer(question: AskedQuestion, value: unknown): Read {
  switch (question.kind) {
    case 'yes-no':
      return readYesNo(value);
    case 'choice':
      return readChoice(question, value);
    case 'multi-choice':
      return readChoices(question, value);
    case 'number':
      return readNumber(question, value);
    default:
      return readText(value);
  }
}

export interface ScreeningAnswersRead {
  /** Each answered question's answer in its one form, by question id. */
  values: Map<number, ScreeningAnswerValue>;
  /** What is wrong, by field (`answers.q12`; `answers` for the whole); empty when all is well. */
  problems: Record<string, FieldProblem<ScreeningMessageKey>>;
}

/**
 * Reads an application's `answers` (JSON: `{ q12: true, q13: 'c2', q14: ['c1', 'c3'], q15: 30 }`;
 * multipart: the same as text) against the job's questions: each answer in its one form (yes/no as
 * `yes`/`no`, numbers as numbers, text trimmed), and a problem for each required question left
 * blank, each answer of the wrong kind, each option not offered, each number out of bounds and
 * each answer to a question the job does not ask.
 */
export function readScreeningAnswers(
  questions: readonly AskedQuestion[],
  raw: unknown,
): ScreeningAnswersRead {
  const values = new Map<number, ScreeningAnswerValue>();
  const problems: ScreeningAnswersRead['problems'] = {};
  if (raw !== undefined && raw !== null && (typeof raw !== 'object' || Array.isArray(raw))) {
    problems.answers = { key: 'answersInvalid' };
    return { values, problems };
  }
  const given = (raw ?? {}) as Record<string, unknown>;
  const asked = new Set(questions.map((question) => screeningAnswerKey(question.id)));
  const unknown = Object.keys(given).filter((key) => !asked.has(key));
  // A form sends answers by question key, and never more than a job has questions: anything else is
  // not a form (and its names are not echoed back).
  if (unknown.length > SCREENING_LIMITS.questionsPerJob || unknown.some((key) => !ANSWER_KEY.test(key))) {
    problems.answers = { key: 'answersInvalid' };
    return { values, problems };
  }
  for (const key of unknown) problems[`answers.${key}`] = { key: 'unknownQuestion' };
  for (const question of questions) {
    const key = screeningAnswerKey(question.id);
    const value = Object.hasOwn(given, key) ? given[key] : undefined;
    if (isBlank(value)) {
      if (question.required) problems[`answers.${key}`] = { key: 'answerRequired' };
      continue;
    }
    const read = readAnswer(question, value);
    if ('problem' in read) problems[`answers.${key}`] = read.problem;
    else values.set(question.id, read.value);
  }
  return { values, problems };
}

/** HR's question as the definition check reads it (loosely typed: the admin form's state fits). */
type DefinedQuestion = Partial<Omit<ScreeningQuestionInput, 'choices'>> & {
  choices?: readonly Partial<ScreeningChoiceInput>[] | null;
};

const given = (value: unknown) => value !== undefined && value !== null;

/**
 * What is wrong with HR's list of questions beyond each field's own type and length, by field
 * (`questions.0.choices`): options on a question that has none (or too few on one that needs them),
 * a key used twice, every option knocking out, bounds or a knock-out rule on the wrong kind, a
 * maximum below its minimum, a question listed twice. Empty when fine.
 */
export function screeningQuestionProblems(
  questions: readonly DefinedQuestion[],
): Record<string, FieldProblem<ScreeningAdminMessageKey>> {
  const problems: Record<string, FieldProblem<ScreeningAdminMessageKey>> = {};
  const seenIds = new Set<number>();
  questions.forEach((question, index) => {
    const at = (field: string, key: ScreeningAdminMessageKey) => {
      problems[`questions.${index}.${field}`] ??= { key };
    };
    if (typeof question.id === 'number') {
      if (seenIds.has(question.id)) at('id', 'questionDuplicate');
      seenIds.add(question.id);
    }
    const choices = question.choices ?? [];
    const isChoice = question.kind !== undefined && CHOICE_KINDS.includes(question.kind);
    if (isChoice) {
      if (
        choices.length < SCREENING_LIMITS.minChoices ||
        choices.length > SCREENING_LIMITS.choicesPerQuestion
      )
        at('choices', 'choicesRequired');
      const keys = new Set<string>();
      choices.forEach((choice, choiceIndex) => {
        if (choice.key === undefined) return;
        if (keys.has(choice.key)) at(`choices.${choiceIndex}.key`, 'choiceKeyDuplicate');
        keys.add(choice.key);
      });
      if (choices.length > 0 && choices.every((choice) => choice.knockOut === true))
        at('choices', 'noQualifyingAnswer');
    } else if (choices.length > 0) {
      at('choices', 'choicesNotAllowed');
    }
    if (question.kind === 'number') {
      if (typeof question.min === 'number' && typeof question.max === 'number' && question.max < question.min)
        at('max', 'rangeInvalid');
      if (
        typeof question.qualifyingMin === 'number' &&
        typeof question.qualifyingMax === 'number' &&
        question.qualifyingMax < question.qualifyingMin
      )
        at('qualifyingMax', 'rangeInvalid');
    } else {
      for (const field of ['min', 'max'] as const) if (given(question[field])) at(field, 'rangeNotAllowed');
      for (const field of ['qualifyingMin', 'qualifyingMax'] as const)
        if (given(question[field])) at(field, 'knockOutNotAllowed');
    }
    if (question.kind !== 'yes-no' && given(question.knockOutAnswer))
      at('knockOutAnswer', 'knockOutNotAllowed');
  });
  return problems;
}
