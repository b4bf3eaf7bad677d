import { BeforeInsert, BeforeUpdate, Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import {
  DEFAULT_LANGUAGE,
  type BuildingType,
  type Emirate,
  type Language,
  type PreferredContact,
  type QuoteStatus,
  type ServiceId,
} from '@uaq/contract';

/** Services are stored as one comma-separated text: the same column type on every engine. */
const serviceList = {
  to: (services: ServiceId[]) => services.join(','),
  from: (stored: string) => (stored ? (stored.split(',') as ServiceId[]) : []),
};

/**
 * A request for a quote or an AMC from the /quote page. The sender's address is not stored (the
 * rate limit keeps it in its own short-lived counter). Matches migration 1795392014200.
 */
@Entity('quote_requests')
export class QuoteRequestRecord {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id: number;

  @Column({ type: 'varchar', length: 100 })
  name: string;

  @Column({ type: 'varchar', length: 150, nullable: true })
  company: string | null;

  @Column({ type: 'varchar', length: 254 })
  email: string;

  @Column({ type: 'varchar', length: 30 })
  phone: string;

  @Column({ type: 'varchar', length: 20 })
  emirate: Emirate;

  @Column({ name: 'building_type', type: 'varchar', length: 30 })
  buildingType: BuildingType;

  @Column({ type: 'varchar', length: 255, transformer: serviceList })
  services: ServiceId[];

  @Column({ type: 'integer', nullable: true })
  floors: number | null;

  @Column({ name: 'area_sqm', type: 'integer', nullable: true })
  areaSqm: number | null;

  @Column({ type: 'boolean' })
  amc: boolean;

  @Column({ name: 'preferred_contact', type: 'varchar', length: 10 })
  preferredContact: PreferredContact;

  @Column({ type: 'text', nullable: true })
  message: string | null;

  @Index('IDX_quote_requests_status')
  @Column({ type: 'varchar', length: 12 })
  status: QuoteStatus;

  @Column({ name: 'drawing_storage_name', type: 'varchar', length: 60, nullable: true })
  drawingStorageName: string | null;

  @Column({ name: 'drawing_file_name', type: 'varchar', length: 255, nullable: true })
  drawingFileName: string | null;

  @Column({ name: 'drawing_content_type', type: 'varchar', length: 50, nullable: true })
  drawingContentType: string | null;

  @Column({ name: 'consent_at', type: 'datetime' })
  consentAt: Date;

  /** The language the visitor used (from `Accept-Language`): the e-mails to them follow it. */
  @Column({ type: 'varchar', length: 2, default: DEFAULT_LANGUAGE })
  language: Language;

  @Index('IDX_quote_requests_created_at')
  @Column({ name: 'created_at', type: 'datetime' })
  createdAt: Date;

  @Column({ name: 'updated_at', type: 'datetime' })
  updatedAt: Date;

  // Set here, not by database defaults, so both engines store the same UTC values.
  @BeforeInsert()
  protected stampCreation(): void {
    this.createdAt ??= new Date();
    this.updatedAt = this.createdAt;
  }

  @BeforeUpdate()
  protected stampUpdate(): void {
    this.updatedAt = new Date();
  }
}
