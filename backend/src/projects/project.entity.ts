import {
  BeforeInsert,
  BeforeUpdate,
  Column,
  Entity,
  Index,
  OneToMany,
  PrimaryGeneratedColumn,
} from 'typeorm';
import type { ProjectCategory, ProjectStatus, ServiceId } from '@uaq/contract';
import type { ProjectPhotoRecord } from './project-photo.entity';

/** Stored as one comma-separated text: the same column type on every engine. */
const serviceList = {
  to: (services: ServiceId[]) => services.join(','),
  from: (stored: string) => (stored ? (stored.split(',') as ServiceId[]) : []),
};

/** A project of the portfolio. Matches migrations 1795392014300-CreateProjects and 1796000027200-BilingualProjects. */
@Entity('projects')
export class ProjectRecord {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id: number;

  @Index('UQ_projects_slug', { unique: true })
  @Column({ type: 'varchar', length: 120 })
  slug: string;

  @Column({ type: 'varchar', length: 150 })
  title: string;

  @Column({ type: 'varchar', length: 20 })
  category: ProjectCategory;

  @Column({ type: 'varchar', length: 150, nullable: true })
  client: string | null;

  @Column({ type: 'varchar', length: 100 })
  location: string;

  @Column({ type: 'integer', nullable: true })
  durationMonths: number | null;

  @Column({ type: 'varchar', length: 20 })
  status: ProjectStatus;

  @Column({ type: 'text' })
  description: string;

  // The Arabic twins (migration 1796000027200); null: Arabic pages show the English.
  @Column({ type: 'varchar', length: 150, nullable: true })
  titleAr: string | null;

  @Column({ type: 'varchar', length: 150, nullable: true })
  clientAr: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  locationAr: string | null;

  @Column({ type: 'text', nullable: true })
  descriptionAr: string | null;

  @Column({ type: 'varchar', length: 255, transformer: serviceList })
  services: ServiceId[];

  @Column({ type: 'boolean' })
  published: boolean;

  @Column({ type: 'boolean' })
  sample: boolean;

  @Index('IDX_projects_position')
  @Column({ type: 'integer' })
  position: number;

  // Named, not imported: the child's file imports this one (dependencies point one way).
  @OneToMany('ProjectPhotoRecord', (photo: ProjectPhotoRecord) => photo.project)
  photos?: ProjectPhotoRecord[];

  @Column({ name: 'created_at', type: 'datetime' })
  createdAt: Date;

  @Column({ name: 'updated_at', type: 'datetime' })
  updatedAt: Date;

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
