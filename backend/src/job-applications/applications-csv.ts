import { stringify, type Stringifier } from 'csv-stringify';

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

/** The fields of one application that the export writes. */
export interface CsvApplication {
  id: number;
  createdAt: Date;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  address: string;
  position: string;
  status: string;
  linkedinUrl: string | null;
  resumeStorageName: string | null;
}

/**
 * A spreadsheet runs a cell that starts with = + - @ (or a tab / carriage return) as a formula, so
 * an applicant could plant one; a leading quote makes it plain text. `;=` and a later tab count too:
 * a semicolon-separated import or a pasted row splits the cell there and runs what follows.
 */
export function neutraliseFormula(cell: string): string {
  return /^[=+\-@\t\r]|;=|.\t/s.test(cell) ? `'${cell}` : cell;
}

export function csvRow(application: CsvApplication): string[] {
  return [
    String(application.id),
    application.createdAt.toISOString(),
    `${application.firstName} ${application.lastName}`.trim(),
    application.email,
    application.phone,
    application.address,
    application.position,
    application.status || 'pending',
    application.linkedinUrl ?? '',
    application.resumeStorageName ? 'yes' : 'no',
  ].map(neutraliseFormula);
}

/** A CSV writer (rows of `csvRow` in, text out) with a header and a BOM, so spreadsheets read UTF-8. */
export function applicationsCsvWriter(): Stringifier {
  return stringify({ header: true, columns: [...COLUMNS], bom: true });
}
