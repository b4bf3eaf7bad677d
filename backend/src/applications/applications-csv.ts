import { stringify, type Stringifier } from 'csv-stringify';
import { neutraliseCsvCell } from '@uaq/contract';

export const APPLICATION_CSV_COLUMNS = [
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
  email: string | null;
  phone: string;
  address: string;
  position: string;
  status: string;
  linkedinUrl: string | null;
  resumeStorageName: string | null;
}

/** The application's cells, then `more` (the cells of the features above, see ApplicationExportSections). */
export function csvRow(application: CsvApplication, more: string[] = []): string[] {
  return [
    String(application.id),
    application.createdAt.toISOString(),
    `${application.firstName} ${application.lastName}`.trim(),
    application.email ?? '',
    application.phone,
    application.address,
    application.position,
    application.status || 'pending',
    application.linkedinUrl ?? '',
    application.resumeStorageName ? 'yes' : 'no',
    ...more,
  ].map(neutraliseCsvCell);
}

/** A CSV writer (rows of `csvRow` in, text out) with a header and a BOM, so spreadsheets read UTF-8. */
export function applicationsCsvWriter(columns: readonly string[] = APPLICATION_CSV_COLUMNS): Stringifier {
  return stringify({ header: true, columns: [...columns], bom: true });
}
