import { MigrationInterface, QueryRunner, Table, TableColumn, TableIndex } from 'typeorm';

/**
 * Screening questions: each job's questions (ordered, versioned, with their knock-out rules), the
 * answers of each application with a copy of the question as answered (a question changed or
 * removed later leaves them as they were), and the application's knock-out flag, which the tracker
 * filters by (indexes beside the list's own: across jobs, and for one job).
 */
export class ScreeningQuestions1796000036100 implements MigrationInterface {
  name = 'ScreeningQuestions1796000036100';

  async up(queryRunner: QueryRunner): Promise<void> {
    const id = {
      name: 'id',
      type: 'integer',
      isPrimary: true,
      isGenerated: true,
      generationStrategy: 'increment',
    } as const;
    const time = (name: string) => ({ name, type: 'datetime', precision: 3 }) as const;

    await queryRunner.createTable(
      new Table({
        name: 'screening_questions',
        columns: [
          id,
          { name: 'jobId', type: 'int' },
          { name: 'position', type: 'int' },
          { name: 'kind', type: 'varchar', length: '20' },
          { name: 'text', type: 'varchar', length: '300' },
          { name: 'textAr', type: 'varchar', length: '300' },
          { name: 'required', type: 'boolean', default: false },
          { name: 'choices', type: 'text' },
          { name: 'min', type: 'int', isNullable: true },
          { name: 'max', type: 'int', isNullable: true },
          { name: 'knockOutAnswer', type: 'varchar', length: '3', isNullable: true },
          { name: 'qualifyingMin', type: 'int', isNullable: true },
          { name: 'qualifyingMax', type: 'int', isNullable: true },
          { name: 'version', type: 'int', default: 1 },
          time('createdAt'),
          time('updatedAt'),
        ],
        indices: [{ name: 'IDX_screening_questions_jobId', columnNames: ['jobId', 'position'] }],
        foreignKeys: [
          {
            name: 'FK_screening_questions_jobId',
            columnNames: ['jobId'],
            referencedTableName: 'jobs',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
          },
        ],
      }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'application_answers',
        columns: [
          id,
          { name: 'applicationId', type: 'int' },
          { name: 'questionId', type: 'int', isNullable: true },
          { name: 'questionVersion', type: 'int' },
          { name: 'position', type: 'int' },
          { name: 'kind', type: 'varchar', length: '20' },
          { name: 'question', type: 'varchar', length: '300' },
          { name: 'questionAr', type: 'varchar', length: '300' },
          { name: 'answerKeys', type: 'varchar', length: '300', isNullable: true },
          { name: 'answerNumber', type: 'int', isNullable: true },
          { name: 'answerText', type: 'varchar', length: '500', isNullable: true },
          { name: 'chosen', type: 'text', isNullable: true },
          { name: 'knockedOut', type: 'boolean', default: false },
        ],
        indices: [
          { name: 'IDX_application_answers_applicationId', columnNames: ['applicationId', 'position'] },
          { name: 'IDX_application_answers_keys', columnNames: ['questionId', 'answerKeys'] },
          { name: 'IDX_application_answers_number', columnNames: ['questionId', 'answerNumber'] },
        ],
        foreignKeys: [
          {
            name: 'FK_application_answers_applicationId',
            columnNames: ['applicationId'],
            referencedTableName: 'job_applications',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
          },
          {
            name: 'FK_application_answers_questionId',
            columnNames: ['questionId'],
            referencedTableName: 'screening_questions',
            referencedColumnNames: ['id'],
            onDelete: 'SET NULL',
          },
        ],
      }),
    );

    await queryRunner.addColumn(
      'job_applications',
      new TableColumn({ name: 'knockedOut', type: 'boolean', default: false }),
    );
    await queryRunner.createIndices('job_applications', [
      new TableIndex({
        name: 'IDX_job_applications_knockedOut',
        columnNames: ['knockedOut', 'createdAt', 'id'],
      }),
      new TableIndex({
        name: 'IDX_job_applications_jobId_knockedOut',
        columnNames: ['jobId', 'knockedOut', 'createdAt', 'id'],
      }),
    ]);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropIndex('job_applications', 'IDX_job_applications_jobId_knockedOut');
    await queryRunner.dropIndex('job_applications', 'IDX_job_applications_knockedOut');
    await queryRunner.dropColumn('job_applications', 'knockedOut');
    await queryRunner.dropTable('application_answers');
    await queryRunner.dropTable('screening_questions');
  }
}
