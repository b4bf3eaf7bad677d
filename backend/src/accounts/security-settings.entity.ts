import { Column, Entity, PrimaryColumn } from 'typeorm';

/** The owners' security settings: one row (id 1), from migration 1795392000100-AdminRolesSessionsMfa. */
@Entity('security_settings')
export class SecuritySettingsRow {
  @PrimaryColumn({ type: 'int' })
  id: number;

  @Column({ name: 'mfa_required', type: 'boolean', default: false })
  mfaRequired: boolean;

  /** HR may approve offers (migration 1796000036300-Offers). */
  @Column({ name: 'hr_may_approve_offers', type: 'boolean', default: false })
  hrMayApproveOffers: boolean;
}
