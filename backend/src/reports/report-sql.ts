import type { DataSource } from 'typeorm';
import { REPORT_UTC_OFFSET_HOURS } from '@uaq/contract';

/**
 * The few expressions SQLite and MySQL/MariaDB write differently: a time's company day or month, and
 * the whole hours between two times. Everything else in the reports is plain SQL both understand.
 */
export interface ReportSql {
  period(column: string, interval: 'day' | 'month'): string;
  hoursBetween(start: string, end: string): string;
}

export function reportSql(dataSource: DataSource): ReportSql {
  const offset = REPORT_UTC_OFFSET_HOURS;
  if (dataSource.options.type === 'better-sqlite3') {
    return {
      period: (column, interval) =>
        `strftime('${interval === 'day' ? '%Y-%m-%d' : '%Y-%m'}', ${column}, '+${offset} hours')`,
      hoursBetween: (start, end) => `CAST(ROUND((julianday(${end}) - julianday(${start})) * 24) AS INTEGER)`,
    };
  }
  return {
    period: (column, interval) =>
      `DATE_FORMAT(DATE_ADD(${column}, INTERVAL ${offset} HOUR), '${interval === 'day' ? '%Y-%m-%d' : '%Y-%m'}')`,
    hoursBetween: (start, end) => `ROUND(TIMESTAMPDIFF(SECOND, ${start}, ${end}) / 3600)`,
  };
}
