import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/**
 * What one purge removed: counts and the periods in force, never who. The audit entry
 * `retention.purged` points here (target `retention-purge`).
 */
@Entity('retention_purges')
export class RetentionPurge {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id: number;

  @Column({ type: 'datetime' })
  at: Date;

  /** `scheduled` (the daily job) or `command` (`npm run admin -- retention --purge`). */
  @Column({ name: 'started_by', type: 'varchar', length: 10 })
  startedBy: 'scheduled' | 'command';

  @Column({ type: 'int' })
  applications: number;

  @Column({ type: 'int' })
  enquiries: number;

  @Column({ name: 'quote_requests', type: 'int' })
  quoteRequests: number;

  @Column({ name: 'application_months', type: 'int' })
  applicationMonths: number;

  @Column({ name: 'enquiry_months', type: 'int' })
  enquiryMonths: number;

  @Column({ name: 'quote_request_months', type: 'int' })
  quoteRequestMonths: number;

  @Column({ name: 'quarantine_days', type: 'int' })
  quarantineDays: number;
}
