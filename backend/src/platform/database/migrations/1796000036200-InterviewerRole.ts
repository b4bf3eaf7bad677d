import { MigrationInterface, QueryRunner, TableColumn } from 'typeorm';

const roleColumn = (length: string) =>
  new TableColumn({ name: 'role', type: 'varchar', length, default: "'owner'" });

/** A team account may be an `interviewer`: eleven letters, one more than the role column held. */
export class InterviewerRole1796000036200 implements MigrationInterface {
  name = 'InterviewerRole1796000036200';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.changeColumn('admin_users', 'role', roleColumn('20'));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    // Interviewers lose their access rather than keep a role the older code does not know.
    await queryRunner.query("UPDATE admin_users SET disabled = ?, role = 'hr' WHERE role = 'interviewer'", [
      true,
    ]);
    await queryRunner.changeColumn('admin_users', 'role', roleColumn('10'));
  }
}
