import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import type { ScreeningChoice, ScreeningQuestionKind } from '@uaq/contract';
import { ScreeningQuestion } from '../careers/screening-question.entity';
import { JobApplication } from './job-application.entity';

/** The options picked, as worded when answered: JSON text on every engine. */
const chosenAsJson = {
  to: (value: ScreeningChoice[] | null | undefined) =>
    value === undefined ? undefined : value === null || value.length === 0 ? null : JSON.stringify(value),
  from: (value: string | null): ScreeningChoice[] => (value ? (JSON.parse(value) as ScreeningChoice[]) : []),
};

/**
 * An application's answer to a screening question (migration 1796000036100), with the question as
 * it was worded (and its version) when answered: a question HR changes or removes later leaves it as
 * it was. The answer sits in the column its kind filters by: option keys (and yes/no) as `|key|…|`
 * in `answerKeys`, numbers in `answerNumber`, text in `answerText`.
 */
@Entity('application_answers')
@Index('IDX_application_answers_applicationId', ['applicationId', 'position'])
@Index('IDX_application_answers_keys', ['questionId', 'answerKeys'])
@Index('IDX_application_answers_number', ['questionId', 'answerNumber'])
export class ApplicationAnswer {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id: number;

  @Column({ type: 'int' })
  applicationId: number;

  @ManyToOne(() => JobApplication, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'applicationId', foreignKeyConstraintName: 'FK_application_answers_applicationId' })
  application: Relation<JobApplication>;

  /** null once HR removed the question. */
  @Column({ type: 'int', nullable: true })
  questionId: number | null;

  @ManyToOne(() => ScreeningQuestion, { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn({ name: 'questionId', foreignKeyConstraintName: 'FK_application_answers_questionId' })
  screeningQuestion: Relation<ScreeningQuestion> | null;

  @Column({ type: 'int' })
  questionVersion: number;

  /** The question's place on the form when answered. */
  @Column({ type: 'int' })
  position: number;

  @Column({ type: 'varchar', length: 20 })
  kind: ScreeningQuestionKind;

  @Column({ type: 'varchar', length: 300 })
  question: string;

  @Column({ type: 'varchar', length: 300 })
  questionAr: string;

  @Column({ type: 'varchar', length: 300, nullable: true })
  answerKeys: string | null;

  @Column({ type: 'int', nullable: true })
  answerNumber: number | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  answerText: string | null;

  @Column({ type: 'text', nullable: true, transformer: chosenAsJson })
  chosen: ScreeningChoice[];

  @Column({ type: 'boolean', default: false })
  knockedOut: boolean;
}
