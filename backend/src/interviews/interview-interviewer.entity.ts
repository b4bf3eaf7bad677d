import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { Interview } from './interview.entity';

/**
 * One interviewer of an interview (their card is an InterviewScorecard). Found by interview, and by
 * account for the interviewer's desk (migration 1796000036210).
 */
@Entity('interview_interviewers')
@Index('UQ_interview_interviewers_member', ['interviewId', 'adminUserId'], { unique: true })
@Index('IDX_interview_interviewers_adminUserId', ['adminUserId', 'interviewId'])
export class InterviewInterviewer {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id: number;

  @Column({ type: 'int' })
  interviewId: number;

  @ManyToOne(() => Interview, (interview) => interview.interviewers, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'interviewId', foreignKeyConstraintName: 'FK_interview_interviewers_interviewId' })
  interview: Relation<Interview>;

  /** The team account; its username is kept as it was, like the application's history. */
  @Column({ type: 'int' })
  adminUserId: number;

  @Column({ type: 'varchar', length: 100 })
  username: string;
}
