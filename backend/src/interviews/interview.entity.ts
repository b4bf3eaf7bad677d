import { Column, Entity, Index, OneToMany, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import type { InterviewResponse, InterviewStatus } from '@uaq/contract';
import type { InterviewEvent } from './interview-event.entity';
import type { InterviewInterviewer } from './interview-interviewer.entity';

/**
 * An interview of an application. `calendarUid` stays for the interview's life and `sequence`
 * grows with each change, so calendars update (or cancel) the one event they already have.
 * The application's row is removed with it (FK ON DELETE CASCADE). Migration 1796000025200.
 */
@Entity('interviews')
@Index('IDX_interviews_applicationId', ['applicationId', 'startsAt'])
@Index('UQ_interviews_calendarUid', ['calendarUid'], { unique: true })
export class Interview {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id: number;

  @Column({ type: 'int' })
  applicationId: number;

  @Column({ type: 'varchar', length: 100 })
  calendarUid: string;

  @Column({ type: 'int', default: 0 })
  sequence: number;

  @Column({ type: 'varchar', length: 12 })
  status: InterviewStatus;

  @Column({ type: 'varchar', length: 12 })
  response: InterviewResponse;

  @Column({ type: 'datetime', precision: 3, nullable: true })
  respondedAt: Date | null;

  /** The start as an instant (UTC); `localDate`/`localTime` keep what HR typed in `timeZone`. */
  @Column({ type: 'datetime', precision: 3 })
  startsAt: Date;

  @Column({ type: 'int' })
  durationMinutes: number;

  @Column({ type: 'varchar', length: 64 })
  timeZone: string;

  @Column({ type: 'varchar', length: 10 })
  localDate: string;

  @Column({ type: 'varchar', length: 5 })
  localTime: string;

  @Column({ type: 'varchar', length: 300, nullable: true })
  location: string | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  meetingUrl: string | null;

  @Column({ type: 'varchar', length: 100 })
  createdBy: string;

  @Column({ type: 'datetime', precision: 3 })
  createdAt: Date;

  @Column({ type: 'datetime', precision: 3 })
  updatedAt: Date;

  // Named, not imported: the child's file imports this one (dependencies point one way).
  @OneToMany('InterviewInterviewer', (interviewer: InterviewInterviewer) => interviewer.interview)
  interviewers: Relation<InterviewInterviewer>[];

  @OneToMany('InterviewEvent', (event: InterviewEvent) => event.interview)
  events: Relation<InterviewEvent>[];
}

export function endsAt(interview: Pick<Interview, 'startsAt' | 'durationMinutes'>): Date {
  return new Date(interview.startsAt.getTime() + interview.durationMinutes * 60_000);
}
