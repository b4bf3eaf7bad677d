import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import type { InterviewEventKind } from '@uaq/contract';
import { Interview } from './interview.entity';

/** What happened to an interview, for the application's history: who, what, when. */
@Entity('interview_events')
@Index('IDX_interview_events_interviewId', ['interviewId'])
export class InterviewEvent {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id: number;

  @Column({ type: 'int' })
  interviewId: number;

  @ManyToOne(() => Interview, (interview) => interview.events, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'interviewId', foreignKeyConstraintName: 'FK_interview_events_interviewId' })
  interview: Relation<Interview>;

  @Column({ type: 'varchar', length: 20 })
  kind: InterviewEventKind;

  /** A team member's username, or `applicant`. */
  @Column({ type: 'varchar', length: 100 })
  actor: string;

  @Column({ type: 'datetime', precision: 3 })
  at: Date;
}
