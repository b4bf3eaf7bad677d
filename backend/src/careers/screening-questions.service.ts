import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { randomBytes } from 'node:crypto';
import { DataSource, In, Not, Repository } from 'typeorm';
import {
  MESSAGE_CODES,
  screeningQuestionProblems,
  type PublicScreeningQuestion,
  type ScreeningChoiceRule,
  type ScreeningQuestion as ScreeningQuestionResource,
} from '@uaq/contract';
import { PublicReadCache } from '../platform/common/cache/public-read-cache';
import { Clock } from '../platform/common/clock/clock';
import { InvalidInputError, NotFoundError, type FieldErrors } from '../platform/common/errors/app-error';
import { CAREERS_CACHE_PREFIX } from './careers-cache';
import type { ScreeningQuestionInputDto, ScreeningQuestionsDto } from './dto/screening-questions.dto';
import { Job } from './job.entity';
import { ScreeningQuestion, toPublicQuestion, toQuestionResource } from './screening-question.entity';

/** The fields HR edits; a question whose fields change gets its next version. */
type QuestionFields = Pick<
  ScreeningQuestion,
  | 'kind'
  | 'text'
  | 'textAr'
  | 'required'
  | 'choices'
  | 'min'
  | 'max'
  | 'knockOutAnswer'
  | 'qualifyingMin'
  | 'qualifyingMax'
>;

/**
 * The screening questions of each job: HR replaces a job's whole ordered list at once; the apply
 * form reads them without their knock-out rules, the submission with them.
 */
@Injectable()
export class ScreeningQuestionsService {
  constructor(
    @InjectRepository(ScreeningQuestion) private readonly questions: Repository<ScreeningQuestion>,
    @InjectRepository(Job) private readonly jobs: Repository<Job>,
    private readonly dataSource: DataSource,
    private readonly cache: PublicReadCache,
    private readonly clock: Clock,
  ) {}

  /** The job's questions in order, with their rules (for checking and storing answers). */
  questionsOf(jobId: number): Promise<ScreeningQuestion[]> {
    return this.questions.find({ where: { jobId }, order: { position: 'ASC', id: 'ASC' } });
  }

  async publicQuestionsOf(jobId: number): Promise<PublicScreeningQuestion[]> {
    return (await this.questionsOf(jobId)).map(toPublicQuestion);
  }

  async adminQuestionsOf(jobId: number): Promise<ScreeningQuestionResource[]> {
    await this.findJob(jobId);
    return (await this.questionsOf(jobId)).map(toQuestionResource);
  }

  /**
   * The job's list becomes `input`'s, in its order: questions named by id are changed in place
   * (next version when a field changed), new ones added, the others removed. Stored answers keep
   * their own copy of the wording, so nothing already answered changes.
   */
  async replace(jobId: number, input: ScreeningQuestionsDto): Promise<ScreeningQuestionResource[]> {
    await this.findJob(jobId);
    const existing = await this.questionsOf(jobId);
    this.check(input.questions, existing);
    const now = this.clock.now();
    await this.dataSource.transaction(async (manager) => {
      const kept = input.questions.flatMap((question) => (question.id === undefined ? [] : [question.id]));
      await manager.delete(ScreeningQuestion, { jobId, id: Not(In(kept.length > 0 ? kept : [0])) });
      for (const [position, question] of input.questions.entries()) {
        const before = existing.find((row) => row.id === question.id);
        const fields = fieldsOf(question, before);
        if (!before) {
          await manager.insert(ScreeningQuestion, {
            jobId,
            position,
            ...fields,
            version: 1,
            createdAt: now,
            updatedAt: now,
          });
        } else if (!sameFields(before, fields)) {
          await manager.update(ScreeningQuestion, before.id, {
            position,
            ...fields,
            version: before.version + 1,
            updatedAt: now,
          });
        } else if (before.position !== position) {
          await manager.update(ScreeningQuestion, before.id, { position });
        }
      }
    });
    this.cache.invalidate(CAREERS_CACHE_PREFIX);
    return (await this.questionsOf(jobId)).map(toQuestionResource);
  }

  /** 400 naming each field: an id that is not one of the job's questions, and the contract's rules. */
  private check(questions: ScreeningQuestionInputDto[], existing: ScreeningQuestion[]): void {
    const fields: Record<string, FieldErrors[string]> = {};
    questions.forEach((question, index) => {
      if (question.id !== undefined && !existing.some((row) => row.id === question.id))
        fields[`questions.${index}.id`] = MESSAGE_CODES.screeningAdmin.questionUnknown;
    });
    for (const [field, problem] of Object.entries(screeningQuestionProblems(questions)))
      fields[field] ??= MESSAGE_CODES.screeningAdmin[problem.key];
    const first = Object.values(fields)[0];
    if (first) throw new InvalidInputError(first, fields);
  }

  private async findJob(jobId: number): Promise<Job> {
    const job = await this.jobs.findOneBy({ id: jobId });
    if (!job) throw new NotFoundError(MESSAGE_CODES.application.jobNotFound);
    return job;
  }
}

/** The stored fields of a question from HR's input; a new option gets a key never used before. */
function fieldsOf(
  question: ScreeningQuestionInputDto,
  before: ScreeningQuestion | undefined,
): QuestionFields {
  const taken = new Set([
    ...(before?.choices ?? []).map((choice) => choice.key),
    ...(question.choices ?? []).flatMap((choice) => (choice.key ? [choice.key] : [])),
  ]);
  const choices: ScreeningChoiceRule[] = (question.choices ?? []).map((choice) => ({
    key: choice.key ?? newChoiceKey(taken),
    text: choice.text,
    textAr: choice.textAr,
    knockOut: choice.knockOut ?? false,
  }));
  return {
    kind: question.kind,
    text: question.text,
    textAr: question.textAr,
    required: question.required ?? false,
    choices,
    min: question.min ?? null,
    max: question.max ?? null,
    knockOutAnswer: question.knockOutAnswer ?? null,
    qualifyingMin: question.qualifyingMin ?? null,
    qualifyingMax: question.qualifyingMax ?? null,
  };
}

/**
 * A random key (`c` and six hex digits), not one the question uses: keys are never handed out
 * again, so an answer given to a removed option cannot be read as one given to a new option.
 */
function newChoiceKey(taken: Set<string>): string {
  for (;;) {
    const key = `c${randomBytes(3).toString('hex')}`;
    if (!taken.has(key)) {
      taken.add(key);
      return key;
    }
  }
}

function sameFields(before: ScreeningQuestion, after: QuestionFields): boolean {
  return (Object.keys(after) as (keyof QuestionFields)[]).every(
    (field) => JSON.stringify(before[field]) === JSON.stringify(after[field]),
  );
}
