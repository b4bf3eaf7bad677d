import { Column, Entity, Index, JoinColumn, OneToOne, PrimaryColumn, type Relation } from 'typeorm';
import { JobApplication } from './job-application.entity';

/**
 * Who referred an application: the name on the referral link it came through, kept when the
 * application arrives (the link may be revoked later); erased with the application.
 */
@Entity('application_referrals')
@Index('IDX_application_referrals_referrer', ['referrer'])
export class ApplicationReferral {
  @PrimaryColumn({ type: 'int' })
  applicationId: number;

  @OneToOne(() => JobApplication, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'applicationId', foreignKeyConstraintName: 'FK_application_referrals_applicationId' })
  application: Relation<JobApplication>;

  @Column({ type: 'varchar', length: 100 })
  referrer: string;
}
