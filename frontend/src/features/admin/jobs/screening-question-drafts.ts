import type {
  ScreeningQuestion,
  ScreeningQuestionInput,
  ScreeningQuestionKind,
  YesNoAnswer,
} from '@uaq/contract';

/** An option as the editor holds it; `key` kept from the server so answers already given still name it. */
export interface ChoiceDraft {
  key?: string;
  text: string;
  textAr: string;
  knockOut: boolean;
}

/** A question as the editor holds it: numbers as typed, '' for none. */
export interface QuestionDraft {
  id?: number;
  kind: ScreeningQuestionKind;
  text: string;
  textAr: string;
  required: boolean;
  knockOutAnswer: YesNoAnswer | '';
  choices: ChoiceDraft[];
  min: string;
  max: string;
  qualifyingMin: string;
  qualifyingMax: string;
}

const typed = (value: number | null) => (value === null ? '' : String(value));
const numberOrNull = (value: string) => (value.trim() === '' ? null : Number(value));

export function draftOf(question: ScreeningQuestion): QuestionDraft {
  return {
    id: question.id,
    kind: question.kind,
    text: question.text,
    textAr: question.textAr,
    required: question.required,
    knockOutAnswer: question.knockOutAnswer ?? '',
    choices: question.choices.map(({ key, text, textAr, knockOut }) => ({ key, text, textAr, knockOut })),
    min: typed(question.min),
    max: typed(question.max),
    qualifyingMin: typed(question.qualifyingMin),
    qualifyingMax: typed(question.qualifyingMax),
  };
}

export const emptyChoice = (): ChoiceDraft => ({ text: '', textAr: '', knockOut: false });

export function newQuestion(): QuestionDraft {
  return {
    kind: 'yes-no',
    text: '',
    textAr: '',
    required: true,
    knockOutAnswer: '',
    choices: [],
    min: '',
    max: '',
    qualifyingMin: '',
    qualifyingMax: '',
  };
}

/** A change of kind keeps the wording and drops what the new kind has no use for. */
export function withKind(draft: QuestionDraft, kind: ScreeningQuestionKind): QuestionDraft {
  const choosing = kind === 'choice' || kind === 'multi-choice';
  return {
    ...newQuestion(),
    id: draft.id,
    kind,
    text: draft.text,
    textAr: draft.textAr,
    required: draft.required,
    choices: choosing ? (draft.choices.length > 0 ? draft.choices : [emptyChoice(), emptyChoice()]) : [],
  };
}

/** The body of PUT …/screening-questions: each kind sends only its own fields. */
export function inputOf(draft: QuestionDraft): ScreeningQuestionInput {
  const base = {
    id: draft.id,
    kind: draft.kind,
    text: draft.text,
    textAr: draft.textAr,
    required: draft.required,
  };
  switch (draft.kind) {
    case 'yes-no':
      return { ...base, knockOutAnswer: draft.knockOutAnswer || null };
    case 'choice':
    case 'multi-choice':
      return { ...base, choices: draft.choices };
    case 'number':
      return {
        ...base,
        min: numberOrNull(draft.min),
        max: numberOrNull(draft.max),
        qualifyingMin: numberOrNull(draft.qualifyingMin),
        qualifyingMax: numberOrNull(draft.qualifyingMax),
      };
    default:
      return base;
  }
}
