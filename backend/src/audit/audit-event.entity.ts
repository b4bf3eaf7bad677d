import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { AuditAction } from '@uaq/contract';

/** One line of the audit trail. Matches migration 1795392000200-CreateAuditEvents. */
@Entity('audit_events')
export class AuditEventRow {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id: number;

  @Column({ type: 'datetime' })
  at: Date;

  @Column({ name: 'actor_id', type: 'int', nullable: true })
  actorId: number | null;

  @Column({ name: 'actor_username', type: 'varchar', length: 100, nullable: true })
  actorUsername: string | null;

  /** The scheduled job that acted, when no account did (migration 1796000035320). */
  @Column({ name: 'scheduled_job', type: 'varchar', length: 80, nullable: true })
  scheduledJob: string | null;

  @Column({ type: 'varchar', length: 40 })
  action: AuditAction;

  @Column({ name: 'target_type', type: 'varchar', length: 30, nullable: true })
  targetType: string | null;

  @Column({ name: 'target_id', type: 'int', nullable: true })
  targetId: number | null;

  @Column({ type: 'varchar', length: 45, nullable: true })
  address: string | null;
}
