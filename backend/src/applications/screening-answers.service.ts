import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Repository, type EntityManager } from 'typeorm';
import {
  MESSAGE_CODES,
  knocksOut,
  readScreeningAnswers,
  YES_NO_LABELS,
  type ApplicationScreening,
  type ScreeningAnswer,
  type ScreeningAnswerValue,
} from '@uaq/contract';
import type { ErrorMessage } from '../platform/common/errors/app-error';
import { ScreeningQuestionsService } from '../careers/screening-questions.service';
import type { ScreeningQuestion } from '../careers/screening-question.entity';
import { ApplicationAnswer } from './application-answer.entity';
import type { ApplicationExportSection } from './application-export-sections.service';

/** An answer row before its application has an id. */
export type PreparedAnswer = Omit<
  ApplicationAnswer,
  'id' | 'applicationId' | 'application' | 'screeningQuestion'
>;

/** An application's answers, checked against its job's questions and ready to store. */
export interface PreparedScreening {
  answers: PreparedAnswer[];
  knockedOut: boolean;
  /** What is wrong, by field (`answers.q12`), each with its message's code; empty when all is well. */
  problems: Record<string, ErrorMessage>;
}

/** `|a|b|`: every key between bars, so a filter finds one among several with LIKE '%|a|%'. */
export function keysColumn(keys: readonly string[]): string {
  return `|${keys.join('|')}|`;
}

/** An answer in English words: yes/no, the options' texts as answered, the number, the text. */
function answerInWords(answer: ScreeningAnswer): string {
  if (answer.kind === 'yes-no') return YES_NO_LABELS.en[answer.value === 'yes' ? 'yes' : 'no'];
  if (answer.kind === 'choice' || answer.kind === 'multi-choice')
    return answer.chosen.map((choice) => choice.text).join(', ');
  return String(answer.value);
}

/** Every answer as "question: answer", a knock-out marked, in one cell ("|" between answers). */
export function screeningCell(answers: readonly ScreeningAnswer[]): string {
  return answers
    .map((answer) => `${answer.question}: ${answerInWords(answer)}${answer.knockedOut ? ' (knock-out)' : ''}`)
    .join(' | ');
}

/**
 * The applications' answers to their jobs' screening questions: checked and knocked out at
 * submission (the contract's rules), stored with a copy of each question as answered, and read back
 * for the panel and the export (its "knocked out" and "screening answers" columns).
 */
@Injectable()
export class ScreeningAnswers implements ApplicationExportSection {
  readonly columns = ['knocked out', 'screening answers'] as const;

  constructor(
    @InjectRepository(ApplicationAnswer) private readonly answers: Repository<ApplicationAnswer>,
    private readonly questions: ScreeningQuestionsService,
  ) {}

  /** Reads the job's questions (before the submission's transaction) and checks `raw` against them. */
  async prepare(jobId: number, raw: unknown): Promise<PreparedScreening> {
    const questions = await this.questions.questionsOf(jobId);
    const { values, problems } = readScreeningAnswers(questions, raw);
    const answers = questions.flatMap((question, position) => {
      const value = values.get(question.id);
      return value === undefined ? [] : [answerRow(question, position, value)];
    });
    return {
      answers,
      knockedOut: answers.some((answer) => answer.knockedOut),
      problems: Object.fromEntries(
        Object.entries(problems).map(([field, problem]) => [
          field,
          problem.params
            ? ({ code: MESSAGE_CODES.screening[problem.key], params: problem.params } as ErrorMessage)
            : (MESSAGE_CODES.screening[problem.key] as ErrorMessage),
        ]),
      ),
    };
  }

  /** Stores the answers of a new application inside its transaction. */
  async store(manager: EntityManager, applicationId: number, answers: PreparedAnswer[]): Promise<void> {
    if (answers.length > 0)
      await manager.insert(
        ApplicationAnswer,
        answers.map((answer) => ({ ...answer, applicationId })),
      );
  }

  /** The application's screening as HR reads it. */
  async screeningOf(applicationId: number): Promise<ApplicationScreening> {
    const answers = (await this.answersOf([applicationId])).get(applicationId) ?? [];
    return { knockedOut: answers.some((answer) => answer.knockedOut), answers };
  }

  /** The export's cells of a batch: whether an answer knocked the application out, and every answer. */
  async cellsOf(applicationIds: number[]): Promise<Map<number, string[]>> {
    const answers = await this.answersOf(applicationIds);
    return new Map(
      [...answers].map(([id, given]) => [
        id,
        [given.some((answer) => answer.knockedOut) ? 'yes' : 'no', screeningCell(given)],
      ]),
    );
  }

  /** Each application's answers, in the form's order, with one query. */
  async answersOf(applicationIds: readonly number[]): Promise<Map<number, ScreeningAnswer[]>> {
    const byApplication = new Map<number, ScreeningAnswer[]>();
    if (applicationIds.length === 0) return byApplication;
    const rows = await this.answers.find({
      where: { applicationId: In([...applicationIds]) },
      order: { applicationId: 'ASC', position: 'ASC', id: 'ASC' },
    });
    for (const row of rows)
      byApplication.set(row.applicationId, [
        ...(byApplication.get(row.applicationId) ?? []),
        toScreeningAnswer(row),
      ]);
    return byApplication;
  }
}

function answerRow(
  question: ScreeningQuestion,
  position: number,
  value: ScreeningAnswerValue,
): PreparedAnswer {
  const keys = Array.isArray(value) ? value : [value];
  const isKeyed =
    question.kind === 'yes-no' || question.kind === 'choice' || question.kind === 'multi-choice';
  return {
    questionId: question.id,
    questionVersion: question.version,
    position,
    kind: question.kind,
    question: question.text,
    questionAr: question.textAr,
    answerKeys: isKeyed ? keysColumn(keys.map(String)) : null,
    answerNumber: question.kind === 'number' ? Number(value) : null,
    answerText: question.kind === 'text' ? String(value) : null,
    chosen: question.choices
      .filter((choice) => keys.includes(choice.key))
      .map(({ key, text, textAr }) => ({ key, text, textAr })),
    knockedOut: knocksOut(question, value),
  };
}

function toScreeningAnswer(row: ApplicationAnswer): ScreeningAnswer {
  const keys = (row.answerKeys ?? '').split('|').filter(Boolean);
  const value: ScreeningAnswerValue =
    row.kind === 'number'
      ? Number(row.answerNumber)
      : row.kind === 'text'
        ? (row.answerText ?? '')
        : row.kind === 'multi-choice'
          ? keys
          : (keys[0] ?? '');
  return {
    questionId: row.questionId,
    questionVersion: row.questionVersion,
    kind: row.kind,
    question: row.question,
    questionAr: row.questionAr,
    value,
    chosen: row.chosen,
    knockedOut: row.knockedOut,
  };
}
