import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, In, Not, Repository, type EntityManager } from 'typeorm';
import { MESSAGE_CODES, type ScorecardCriterion as ScorecardCriterionResource } from '@uaq/contract';
import { InvalidInputError, NotFoundError, type FieldErrors } from '../platform/common/errors/app-error';
import type { ScorecardCriteriaDto } from './dto/scorecard-criteria.dto';
import { Job } from './job.entity';
import { ScorecardCriterion, toCriterionResource } from './scorecard-criterion.entity';

/** The criteria each job's interviewers rate: HR replaces a job's whole ordered list at once. */
@Injectable()
export class ScorecardCriteriaService {
  constructor(
    @InjectRepository(ScorecardCriterion) private readonly criteria: Repository<ScorecardCriterion>,
    @InjectRepository(Job) private readonly jobs: Repository<Job>,
    private readonly dataSource: DataSource,
  ) {}

  /** The job's criteria in order (none for no job); through `manager` inside a transaction. */
  async criteriaOf(jobId: number | null, manager?: EntityManager): Promise<ScorecardCriterionResource[]> {
    if (jobId === null) return [];
    const rows = await (manager ?? this.criteria.manager).find(ScorecardCriterion, {
      where: { jobId },
      order: { position: 'ASC', id: 'ASC' },
    });
    return rows.map(toCriterionResource);
  }

  async adminCriteriaOf(jobId: number): Promise<ScorecardCriterionResource[]> {
    await this.findJob(jobId);
    return this.criteriaOf(jobId);
  }

  /**
   * The job's list becomes `input`'s, in its order: criteria named by id are renamed in place, new
   * ones added, the others removed (cards keep the names they rated).
   */
  async replace(jobId: number, input: ScorecardCriteriaDto): Promise<ScorecardCriterionResource[]> {
    await this.findJob(jobId);
    const existing = await this.criteria.find({ where: { jobId } });
    this.check(input, existing);
    await this.dataSource.transaction(async (manager) => {
      const kept = input.criteria.flatMap((criterion) => (criterion.id === undefined ? [] : [criterion.id]));
      await manager.delete(ScorecardCriterion, { jobId, id: Not(In(kept.length > 0 ? kept : [0])) });
      for (const [position, criterion] of input.criteria.entries()) {
        const fields = { position, name: criterion.name, nameAr: criterion.nameAr };
        if (criterion.id === undefined) await manager.insert(ScorecardCriterion, { jobId, ...fields });
        else await manager.update(ScorecardCriterion, criterion.id, fields);
      }
    });
    return this.criteriaOf(jobId);
  }

  private check(input: ScorecardCriteriaDto, existing: ScorecardCriterion[]): void {
    const fields: Record<string, FieldErrors[string]> = {};
    const seen = new Set<number>();
    input.criteria.forEach((criterion, index) => {
      if (criterion.id === undefined) return;
      if (!existing.some((row) => row.id === criterion.id))
        fields[`criteria.${index}.id`] = MESSAGE_CODES.scorecard.criterionUnknown;
      else if (seen.has(criterion.id))
        fields[`criteria.${index}.id`] = MESSAGE_CODES.scorecard.criterionDuplicate;
      seen.add(criterion.id);
    });
    const first = Object.values(fields)[0];
    if (first) throw new InvalidInputError(first, fields);
  }

  private async findJob(jobId: number): Promise<Job> {
    const job = await this.jobs.findOneBy({ id: jobId });
    if (!job) throw new NotFoundError(MESSAGE_CODES.application.jobNotFound);
    return job;
  }
}
