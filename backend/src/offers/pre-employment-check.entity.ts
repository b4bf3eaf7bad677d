import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { PreEmploymentDocumentType, PreEmploymentItem } from '@uaq/contract';

/**
 * One item of an application's pre-employment checklist (opened when the applicant accepts an
 * offer), with its optional document (PreEmploymentDocumentStorage) and expiry date. Migration
 * 1796000036300.
 */
@Entity('pre_employment_checks')
@Index('IDX_pre_employment_checks_applicationId', ['applicationId'])
export class PreEmploymentCheckRecord {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id: number;

  @Column({ type: 'int' })
  applicationId: number;

  @Column({ type: 'varchar', length: 30 })
  item: PreEmploymentItem;

  /** HR's name for an `other` item; null for the fixed ones. */
  @Column({ type: 'varchar', length: 100, nullable: true })
  label: string | null;

  @Column({ type: 'boolean', default: false })
  done: boolean;

  @Column({ type: 'varchar', length: 100, nullable: true })
  doneBy: string | null;

  @Column({ type: 'datetime', precision: 3, nullable: true })
  doneAt: Date | null;

  @Column({ type: 'varchar', length: 10, nullable: true })
  expiresOn: string | null;

  /** The server-made file name in the store; never the uploader's. */
  @Column({ type: 'varchar', length: 100, nullable: true })
  documentStorageName: string | null;

  /** The uploader's file name, kept only as text for the download's suggested name. */
  @Column({ type: 'varchar', length: 255, nullable: true })
  documentFileName: string | null;

  @Column({ type: 'varchar', length: 50, nullable: true })
  documentContentType: PreEmploymentDocumentType | null;

  @Column({ type: 'int', nullable: true })
  documentSize: number | null;

  @Column({ type: 'datetime', precision: 3 })
  createdAt: Date;
}
