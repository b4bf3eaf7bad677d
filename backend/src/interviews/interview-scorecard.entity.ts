import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import type { CriterionRating, Recommendation } from '@uaq/contract';
import { Interview } from './interview.entity';

/** The ratings as JSON text, each with the criterion's name as rated (a few per card, read whole). */
const ratingsAsJson = {
  to: (value: CriterionRating[] | undefined) => (value === undefined ? undefined : JSON.stringify(value)),
  from: (value: string | null): CriterionRating[] => (value ? (JSON.parse(value) as CriterionRating[]) : []),
};

/**
 * One interviewer's card for one interview (migration 1796000036210): a draft, theirs to change,
 * until `submittedAt`; then final, and HR reads it.
 */
@Entity('interview_scorecards')
@Index('UQ_interview_scorecards_card', ['interviewId', 'adminUserId'], { unique: true })
export class InterviewScorecard {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id: number;

  @Column({ type: 'int' })
  interviewId: number;

  @ManyToOne(() => Interview, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'interviewId', foreignKeyConstraintName: 'FK_interview_scorecards_interviewId' })
  interview: Relation<Interview>;

  @Column({ type: 'int' })
  adminUserId: number;

  /** The author's username as it was, like the panel's. */
  @Column({ type: 'varchar', length: 100 })
  username: string;

  @Column({ type: 'text', transformer: ratingsAsJson })
  ratings: CriterionRating[];

  @Column({ type: 'varchar', length: 12, nullable: true })
  recommendation: Recommendation | null;

  @Column({ type: 'text', nullable: true })
  comment: string | null;

  @Column({ type: 'datetime', precision: 3, nullable: true })
  submittedAt: Date | null;

  @Column({ type: 'datetime', precision: 3 })
  createdAt: Date;

  @Column({ type: 'datetime', precision: 3 })
  updatedAt: Date;
}
