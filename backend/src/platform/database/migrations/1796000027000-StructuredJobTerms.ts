import { MigrationInterface, QueryRunner, TableColumn } from 'typeorm';

/**
 * A job's experience and monthly salary become numbers (so each language writes them its
 * own way and a minimum above the maximum can be refused), and a job's location gets an Arabic twin.
 * The free texts HR typed are read once: "2-5 years" → 2..5, "5+ years" → 5.., "3 years" → 3..3;
 * "AED 4,500 - 6,000" → 4500..6000 (a reversed range is put the right way round); text without a
 * number leaves experience at 0 (none asked) and no salary.
 */
export class StructuredJobTerms1796000027000 implements MigrationInterface {
  name = 'StructuredJobTerms1796000027000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const rows = (await queryRunner.query('SELECT id, experience, salary FROM jobs')) as {
      id: number;
      experience: string | null;
      salary: string | null;
    }[];
    await queryRunner.addColumns('jobs', [
      new TableColumn({ name: 'experienceMinYears', type: 'integer', default: 0 }),
      new TableColumn({ name: 'experienceMaxYears', type: 'integer', isNullable: true }),
      new TableColumn({ name: 'salaryMin', type: 'integer', isNullable: true }),
      new TableColumn({ name: 'salaryMax', type: 'integer', isNullable: true }),
      new TableColumn({ name: 'locationAr', type: 'varchar', length: '100', isNullable: true }),
    ]);
    for (const row of rows) {
      const [experienceMinYears, experienceMaxYears] = experienceOf(row.experience ?? '');
      const [salaryMin, salaryMax] = salaryOf(row.salary ?? '');
      await queryRunner.query(
        'UPDATE jobs SET experienceMinYears = ?, experienceMaxYears = ?, salaryMin = ?, salaryMax = ? WHERE id = ?',
        [experienceMinYears, experienceMaxYears, salaryMin, salaryMax, row.id],
      );
    }
    await queryRunner.dropColumn('jobs', 'experience');
    await queryRunner.dropColumn('jobs', 'salary');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const rows = (await queryRunner.query(
      'SELECT id, experienceMinYears, experienceMaxYears, salaryMin, salaryMax FROM jobs',
    )) as {
      id: number;
      experienceMinYears: number;
      experienceMaxYears: number | null;
      salaryMin: number | null;
      salaryMax: number | null;
    }[];
    await queryRunner.addColumns('jobs', [
      new TableColumn({ name: 'experience', type: 'varchar', length: '50', default: "''" }),
      new TableColumn({ name: 'salary', type: 'varchar', length: '100', isNullable: true }),
    ]);
    for (const row of rows) {
      const years =
        row.experienceMaxYears === null
          ? `${row.experienceMinYears}+ years`
          : `${row.experienceMinYears}-${row.experienceMaxYears} years`;
      const amounts = [row.salaryMin, row.salaryMax].filter((amount) => amount !== null);
      const salary = amounts.length
        ? `AED ${amounts.map((amount) => Number(amount).toLocaleString('en-US')).join(' - ')}`
        : null;
      await queryRunner.query('UPDATE jobs SET experience = ?, salary = ? WHERE id = ?', [
        years,
        salary,
        row.id,
      ]);
    }
    for (const column of [
      'locationAr',
      'salaryMax',
      'salaryMin',
      'experienceMaxYears',
      'experienceMinYears',
    ]) {
      await queryRunner.dropColumn('jobs', column);
    }
  }
}

/** The whole numbers of a text, thousands separators read as part of the number ("4,500" → 4500). */
function numbersIn(text: string): number[] {
  return (text.replace(/(\d),(?=\d{3}\b)/g, '$1').match(/\d+/g) ?? []).map(Number);
}

function experienceOf(text: string): [number, number | null] {
  const [first, second] = numbersIn(text).map((years) => Math.min(years, 50));
  if (first === undefined) return [0, null];
  if (second !== undefined) return [Math.min(first, second), Math.max(first, second)];
  return /\+|more|least/i.test(text) ? [first, null] : [first, first];
}

function salaryOf(text: string): [number | null, number | null] {
  const amounts = numbersIn(text).filter((amount) => amount > 0 && amount <= 1_000_000);
  if (amounts.length === 0) return [null, null];
  if (amounts.length === 1) return [amounts[0], null];
  return [Math.min(amounts[0], amounts[1]), Math.max(amounts[0], amounts[1])];
}
