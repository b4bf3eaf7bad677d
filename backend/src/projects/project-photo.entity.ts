import { Column, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { ProjectRecord } from './project.entity';

/** One uploaded photo, kept as WebP files `<storageKey>-<width>.webp` (EXIF stripped). */
@Entity('project_photos')
export class ProjectPhotoRecord {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id: number;

  @ManyToOne(() => ProjectRecord, (project) => project.photos, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'project_id' })
  project?: ProjectRecord;

  @Column({ name: 'project_id', type: 'integer' })
  projectId: number;

  @Column({ name: 'storage_key', type: 'varchar', length: 36 })
  storageKey: string;

  /** The widths stored, comma-separated, narrowest first. */
  @Column({ type: 'varchar', length: 50 })
  widths: string;

  @Column({ type: 'integer' })
  width: number;

  @Column({ type: 'integer' })
  height: number;

  @Column({ type: 'varchar', length: 200 })
  alt: string;

  /** The caption in Arabic (migration 1796000027200); null: Arabic pages show the English. */
  @Column({ type: 'varchar', length: 200, nullable: true })
  altAr: string | null;

  @Column({ type: 'integer' })
  position: number;
}
