import { Column, Entity, PrimaryColumn } from 'typeorm';

/** The retention settings: one row (id 1), seeded with the defaults by migration 1796000026200-CreateRetention. */
@Entity('retention_settings')
export class RetentionSettingsRow {
  @PrimaryColumn({ type: 'int' })
  id: number;

  @Column({ name: 'application_months', type: 'int' })
  applicationMonths: number;

  @Column({ name: 'enquiry_months', type: 'int' })
  enquiryMonths: number;

  @Column({ name: 'quote_request_months', type: 'int' })
  quoteRequestMonths: number;

  @Column({ name: 'quarantine_days', type: 'int' })
  quarantineDays: number;
}
