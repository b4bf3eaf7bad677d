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

  /**
   * The slot the event was about, as the interview had it then: a later reschedule does not
   * rewrite what an applicant accepted. Null on events from before migration 1796000035310 whose
   * slot is unknown (they came before the interview's last reschedule).
   */
  @Column({ type: 'datetime', precision: 3, nullable: true })
  slotStartsAt: Date | null;

  @Column({ type: 'varchar', length: 64, nullable: true })
  slotTimeZone: string | null;

  @Column({ type: 'varchar', length: 10, nullable: true })
  slotDate: string | null;

  @Column({ type: 'varchar', length: 5, nullable: true })
  slotTime: string | null;

  @Column({ type: 'int', nullable: true })
  slotDurationMinutes: number | null;
}
