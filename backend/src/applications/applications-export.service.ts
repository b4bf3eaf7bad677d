import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { whereFilters } from './application-query';
import { ApplicationExportSections } from './application-export-sections.service';
import { APPLICATION_CSV_COLUMNS, csvRow } from './applications-csv';
import type { ApplicationFiltersDto } from './dto/application-filters.dto';
import { JobApplication } from './job-application.entity';

const BATCH_SIZE = 250;

/**
 * Every application matching the filters as CSV rows, newest first (by id), read in batches of 250 by
 * id ranges: memory stays flat whatever the count, and no long-held cursor blocks the database.
 */
@Injectable()
export class ApplicationsExportService {
  constructor(
    @InjectRepository(JobApplication) private readonly applications: Repository<JobApplication>,
    private readonly sections: ApplicationExportSections,
  ) {}

  /** The export's header: the application's own columns, then those of the features above (interviews). */
  columns(): string[] {
    return [...APPLICATION_CSV_COLUMNS, ...this.sections.columns];
  }

  /** One CSV row per application, the features' cells read per batch (one query each). */
  async *rows(filters: ApplicationFiltersDto): AsyncGenerator<string[]> {
    let below: number | null = null;
    for (;;) {
      const query = whereFilters(this.applications.createQueryBuilder('application'), filters)
        .select([
          'application.id',
          'application.createdAt',
          'application.firstName',
          'application.lastName',
          'application.email',
          'application.phone',
          'application.address',
          'application.position',
          'application.status',
          'application.linkedinUrl',
          'application.resumeStorageName',
        ])
        .orderBy('application.id', 'DESC')
        .limit(BATCH_SIZE);
      if (below !== null) query.andWhere('application.id < :below', { below });
      const batch = await query.getMany();
      const cells = await this.sections.cellsOf(batch.map((application) => application.id));
      for (const application of batch) yield csvRow(application, cells.get(application.id));
      if (batch.length < BATCH_SIZE) return;
      below = batch[batch.length - 1].id;
    }
  }
}
