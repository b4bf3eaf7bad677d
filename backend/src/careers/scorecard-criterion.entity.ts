import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import type { ScorecardCriterion as ScorecardCriterionResource } from '@uaq/contract';
import { Job } from './job.entity';

/**
 * A criterion the job's interviewers rate (migration 1796000036210). Cards keep the name they
 * rated, so renaming or removing one leaves what was written as it was.
 */
@Entity('scorecard_criteria')
@Index('IDX_scorecard_criteria_jobId', ['jobId', 'position'])
export class ScorecardCriterion {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id: number;

  @Column({ type: 'int' })
  jobId: number;

  @ManyToOne(() => Job, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'jobId', foreignKeyConstraintName: 'FK_scorecard_criteria_jobId' })
  job: Relation<Job>;

  @Column({ type: 'int' })
  position: number;

  @Column({ type: 'varchar', length: 100 })
  name: string;

  @Column({ type: 'varchar', length: 100 })
  nameAr: string;
}

export function toCriterionResource(criterion: ScorecardCriterion): ScorecardCriterionResource {
  return { id: criterion.id, name: criterion.name, nameAr: criterion.nameAr };
}
