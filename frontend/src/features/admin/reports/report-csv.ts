import { neutraliseCsvCell } from '@uaq/contract';
import { saveFile } from '@/lib/save-file';

/** One cell: text neutralised (no spreadsheet runs it as a formula), figures as they are. */
function cell(value: string | number | null): string {
  if (value === null) return '';
  const text = typeof value === 'number' ? String(value) : neutraliseCsvCell(value);
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A report's table as CSV (header row first), as a spreadsheet opens it (UTF-8 with a BOM). */
export function reportCsv(header: string[], rows: (string | number | null)[][]): string {
  return '\uFEFF' + [header, ...rows].map((row) => row.map(cell).join(',')).join('\r\n') + '\r\n';
}

export function downloadReportCsv(
  fileName: string,
  header: string[],
  rows: (string | number | null)[][],
): void {
  saveFile(new Blob([reportCsv(header, rows)], { type: 'text/csv;charset=utf-8' }), fileName);
}
