import { stringify } from 'csv-stringify/sync';
import { neutraliseCsvCell, type QuoteRequest } from '@uaq/contract';

export const QUOTE_CSV_COLUMNS = [
  'id',
  'received',
  'status',
  'name',
  'company',
  'email',
  'phone',
  'preferred contact',
  'emirate',
  'building type',
  'services',
  'floors',
  'area m2',
  'amc',
  'message',
  'has drawing',
] as const;

/** One batch of rows (the header comes first, once, with a BOM so spreadsheets read UTF-8). */
export function quoteRequestsCsv(quotes: QuoteRequest[], withHeader: boolean): string {
  const rows = quotes.map((quote) =>
    [
      String(quote.id),
      quote.createdAt,
      quote.status,
      quote.name,
      quote.company ?? '',
      quote.email,
      quote.phone,
      quote.preferredContact,
      quote.emirate,
      quote.buildingType,
      quote.services.join(' '),
      quote.floors === null ? '' : String(quote.floors),
      quote.areaSqm === null ? '' : String(quote.areaSqm),
      quote.amc ? 'yes' : 'no',
      quote.message ?? '',
      quote.hasDrawing ? 'yes' : 'no',
    ].map(neutraliseCsvCell),
  );
  return stringify(rows, { header: withHeader, columns: [...QUOTE_CSV_COLUMNS], bom: withHeader });
}
