import { stringify } from 'csv-stringify/sync';
import type { AdminJobApplication } from '../contract/api-contract';

const COLUMNS = [
  'id',
  'submitted',
  'name',
  'email',
  'phone',
  'address',
  'position',
  'status',
  'linkedin',
  'has resume',
] as const;

/**
 * A spreadsheet runs a cell that starts with = + - @ (or a tab / carriage return) as a formula, so
 * an applicant could plant one; a leading quote makes it plain text. `;=` and a later tab count too:
 * a semicolon-separated import or a pasted row splits the cell there and runs what follows.
 */
export function neutraliseFormula(cell: string): string {
  return /^[=+\-@\t\r]|;=|.\t/s.test(cell) ? `'${cell}` : cell;
}

/** The filtered application list as CSV, with a BOM so spreadsheets read it as UTF-8. */
export function applicationsCsv(applications: AdminJobApplication[]): string {
  const rows = applications.map((application) =>
    [
      String(application.id),
      application.createdAt,
      application.fullName,
      application.email,
      application.phone,
      application.address,
      application.position,
      application.status,
      application.linkedinUrl ?? '',
      application.hasResume ? 'yes' : 'no',
    ].map(neutraliseFormula),
  );
  return stringify(rows, { header: true, columns: [...COLUMNS], bom: true });
}
