import { MigrationInterface, QueryRunner, TableColumn } from 'typeorm';

/**
 * The audit trail names the scheduled job that acted (retention, applicant-erasure…) where no
 * account did. Earlier entries keep null: who acted then was not recorded.
 */
export class AuditScheduledJob1796000035320 implements MigrationInterface {
  name = 'AuditScheduledJob1796000035320';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumn(
      'audit_events',
      new TableColumn({ name: 'scheduled_job', type: 'varchar', length: '80', isNullable: true }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn('audit_events', 'scheduled_job');
  }
}
