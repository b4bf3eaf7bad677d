import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

/** Whether this build's migrations have all run on the database (readiness depends on it). */
@Injectable()
export class MigrationStatus implements OnApplicationBootstrap {
  /** Once true it stays true: the set of migrations cannot grow while the process runs. */
  private done = false;

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Known before the first request, so readiness needs no pool connection for it under load. */
  async onApplicationBootstrap(): Promise<void> {
    await this.isDone();
  }

  /** False while a migration is pending or the database cannot say. */
  async isDone(): Promise<boolean> {
    if (!this.done) {
      try {
        this.done = !(await this.dataSource.showMigrations());
      } catch {
        return false;
      }
    }
    return this.done;
  }
}
