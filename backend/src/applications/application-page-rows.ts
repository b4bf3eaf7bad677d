import { Injectable } from '@nestjs/common';
import { DataSource, type EntityMetadata, type EntityTarget } from 'typeorm';
import type { ColumnMetadata } from 'typeorm/metadata/ColumnMetadata';
import { Job } from '../careers/job.entity';
import { ApplicationStatusChange } from './application-status-change.entity';
import { JobApplication } from './job-application.entity';

/** One table of the query: its alias, and each stored column with the name it is selected as. */
interface Part {
  alias: string;
  metadata: EntityMetadata;
  columns: { selectedAs: string; column: ColumnMetadata }[];
}

/**
 * Reads a page of applications whole, with their job and status history, by id: one query, built
 * once, whose rows become entities through a column list worked out once. TypeORM's `find` gave the
 * same entities through generic machinery (find options, aliases, grouping) that cost about half the
 * CPU of a list request (1.6 of 3.5 ms for 25 rows under bench:admin's load). Values still pass
 * through the driver's `prepareHydratedValue`, so dates and column transformers read as with `find`.
 */
@Injectable()
export class ApplicationPageRows {
  private readonly application: Part;
  private readonly job: Part;
  private readonly history: Part;
  private readonly selectWhereIdIn: string;

  constructor(private readonly dataSource: DataSource) {
    this.application = this.part(JobApplication, 'application');
    this.job = this.part(Job, 'job');
    this.history = this.part(ApplicationStatusChange, 'history');
    const name = (identifier: string) => dataSource.driver.escape(identifier);
    const column = (alias: string, columnName: string) => `${name(alias)}.${name(columnName)}`;
    const selected = [this.application, this.job, this.history].flatMap((part) =>
      part.columns.map(
        ({ selectedAs, column: stored }) =>
          `${column(part.alias, stored.databaseName)} AS ${name(selectedAs)}`,
      ),
    );
    const table = (part: Part) => `${name(part.metadata.tableName)} ${name(part.alias)}`;
    this.selectWhereIdIn =
      `SELECT ${selected.join(', ')} FROM ${table(this.application)}` +
      ` LEFT JOIN ${table(this.job)} ON ${column('job', 'id')} = ${column('application', 'jobId')}` +
      ` LEFT JOIN ${table(this.history)} ON ${column('history', 'applicationId')} = ${column('application', 'id')}` +
      ` WHERE ${column('application', 'id')} IN `;
  }

  /** The applications with these ids, in the order of `ids` (an id that no longer exists is left out). */
  async read(ids: readonly number[]): Promise<JobApplication[]> {
    if (ids.length === 0) return [];
    const rows = (await this.dataSource.query(`${this.selectWhereIdIn}(${ids.map(() => '?').join(', ')})`, [
      ...ids,
    ])) as Record<string, unknown>[];
    const byId = new Map<number, JobApplication>();
    for (const row of rows) {
      const id = Number(row.application_id);
      let application = byId.get(id);
      if (!application) {
        application = this.entity<JobApplication>(this.application, row);
        application.job = row.job_id === null ? null : this.entity<Job>(this.job, row);
        application.statusHistory = [];
        byId.set(id, application);
      }
      if (row.history_id !== null)
        application.statusHistory.push(this.entity<ApplicationStatusChange>(this.history, row));
    }
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  private part(target: EntityTarget<unknown>, alias: string): Part {
    const metadata = this.dataSource.getMetadata(target);
    const columns = metadata.columns.map((column) => ({
      selectedAs: `${alias}_${column.databaseName}`,
      column,
    }));
    return { alias, metadata, columns };
  }

  private entity<T>(part: Part, row: Record<string, unknown>): T {
    const entity = part.metadata.create() as T & object;
    for (const { selectedAs, column } of part.columns) {
      column.setEntityValue(entity, this.dataSource.driver.prepareHydratedValue(row[selectedAs], column));
    }
    return entity;
  }
}
