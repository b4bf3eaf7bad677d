import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import {
  hasKnockOut,
  screeningAnswerKey,
  type PublicScreeningQuestion,
  type ScreeningChoiceRule,
  type ScreeningQuestion as ScreeningQuestionResource,
  type ScreeningQuestionKind,
  type YesNoAnswer,
} from '@uaq/contract';
import { Job } from './job.entity';

/** The options as JSON text, the same on SQLite and MySQL (a handful per question, read whole). */
const choicesAsJson = {
  to: (value: ScreeningChoiceRule[] | undefined) => (value === undefined ? undefined : JSON.stringify(value)),
  from: (value: string | null): ScreeningChoiceRule[] =>
    value ? (JSON.parse(value) as ScreeningChoiceRule[]) : [],
};

/**
 * A question a job's application form asks (migration 1796000036100). Its `version` grows with each
 * change: stored answers keep the version and wording they answered (applications' own rows).
 */
@Entity('screening_questions')
@Index('IDX_screening_questions_jobId', ['jobId', 'position'])
export class ScreeningQuestion {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id: number;

  @Column({ type: 'int' })
  jobId: number;

  @ManyToOne(() => Job, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'jobId', foreignKeyConstraintName: 'FK_screening_questions_jobId' })
  job: Relation<Job>;

  /** Its place on the form, from 0. */
  @Column({ type: 'int' })
  position: number;

  @Column({ type: 'varchar', length: 20 })
  kind: ScreeningQuestionKind;

  @Column({ type: 'varchar', length: 300 })
  text: string;

  @Column({ type: 'varchar', length: 300 })
  textAr: string;

  @Column({ type: 'boolean', default: false })
  required: boolean;

  @Column({ type: 'text', transformer: choicesAsJson })
  choices: ScreeningChoiceRule[];

  @Column({ type: 'int', nullable: true })
  min: number | null;

  @Column({ type: 'int', nullable: true })
  max: number | null;

  @Column({ type: 'varchar', length: 3, nullable: true })
  knockOutAnswer: YesNoAnswer | null;

  @Column({ type: 'int', nullable: true })
  qualifyingMin: number | null;

  @Column({ type: 'int', nullable: true })
  qualifyingMax: number | null;

  @Column({ type: 'int', default: 1 })
  version: number;

  @Column({ type: 'datetime', precision: 3 })
  createdAt: Date;

  @Column({ type: 'datetime', precision: 3 })
  updatedAt: Date;
}

/** What the apply form shows: the question without its knock-out rule. */
export function toPublicQuestion(question: ScreeningQuestion): PublicScreeningQuestion {
  return {
    id: question.id,
    key: screeningAnswerKey(question.id),
    kind: question.kind,
    text: question.text,
    textAr: question.textAr,
    required: question.required,
    choices: question.choices.map(({ key, text, textAr }) => ({ key, text, textAr })),
    min: question.min,
    max: question.max,
  };
}

/** What HR reads: the question with its knock-out rule and version. */
export function toQuestionResource(question: ScreeningQuestion): ScreeningQuestionResource {
  return {
    ...toPublicQuestion(question),
    choices: question.choices,
    knockOutAnswer: question.knockOutAnswer,
    qualifyingMin: question.qualifyingMin,
    qualifyingMax: question.qualifyingMax,
    knockOut: hasKnockOut(question),
    version: question.version,
    updatedAt: question.updatedAt.toISOString(),
  };
}
