import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { JobApplication } from './job-application.entity';

/** Applications per source `ref` (tracking links), for the modules that own the refs. */
@Injectable()
export class ApplicationSourceCounts {
  constructor(@InjectRepository(JobApplication) private readonly applications: Repository<JobApplication>) {}

  /** One grouped query over the `sourceRef` index, whatever the number of refs. */
  async byRef(refs: string[]): Promise<Map<string, number>> {
    if (refs.length === 0) return new Map();
    const rows = await this.applications
      .createQueryBuilder('application')
      .select('application.sourceRef', 'ref')
      .addSelect('COUNT(*)', 'total')
      .where('application.sourceRef IN (:...refs)', { refs })
      .groupBy('application.sourceRef')
      .getRawMany<{ ref: string; total: number | string }>();
    return new Map(rows.map((row) => [row.ref, Number(row.total)]));
  }
}
