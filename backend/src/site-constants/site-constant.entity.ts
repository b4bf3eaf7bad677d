import { Column, Entity, PrimaryColumn } from 'typeorm';

/** One editable site value (company name, counters…). Matches migration 1790000001100. */
@Entity('site_constants')
export class SiteConstant {
  @PrimaryColumn({ type: 'varchar', length: 64 })
  name: string;

  /** The value as JSON text, so numbers, text, objects and arrays read back as they were saved. */
  @Column({ type: 'text' })
  value: string;
}
