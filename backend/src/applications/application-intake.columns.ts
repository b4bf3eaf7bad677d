import { Column } from 'typeorm';
import { CANDIDATE_LIMITS, type ApplicationIntake, type ApplicationIntakeKind } from '@uaq/contract';

/** How an application came in (`intake`), embedded in job_applications as `intake<Field>` columns. */
export class ApplicationIntakeColumns implements ApplicationIntake {
  @Column({ type: 'varchar', length: 20, default: 'form' })
  kind: ApplicationIntakeKind;

  /** The agency's or the referrer's name. */
  @Column({ type: 'varchar', length: CANDIDATE_LIMITS.sourceName, nullable: true })
  name: string | null;

  /** The team member's username when HR added it. */
  @Column({ type: 'varchar', length: 100, nullable: true })
  addedBy: string | null;

  /** The application whose consent it rests on ("consider for another job"); no foreign key: that one may be erased. */
  @Column({ type: 'int', nullable: true })
  consentFromApplicationId: number | null;
}
