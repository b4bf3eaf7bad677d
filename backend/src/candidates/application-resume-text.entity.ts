import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * The words of a CV HR added or imported (its first pages, CANDIDATE_LIMITS.resumeText characters),
 * for the talent pool's skill search: a copy of personal data, erased with its application.
 * Cascades with job_applications (migration 1796000035000).
 */
@Entity('application_resume_texts')
export class ApplicationResumeText {
  @PrimaryColumn({ type: 'integer' })
  applicationId: number;

  @Column({ type: 'text' })
  text: string;
}
