import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsOptional, Max, Min, ValidateBy } from 'class-validator';
import {
  MAX_RECORD_ID,
  REPORT_DAY_PATTERN,
  SOURCE_BREAKDOWNS,
  type HiringReportQuery,
  MESSAGE_CODES,
  type SourceBreakdown,
  type SourceBreakdownQuery,
} from '@uaq/contract';

/** A real calendar day (not 2026-02-31). */
const isCalendarDay = (value: unknown) =>
  typeof value === 'string' &&
  REPORT_DAY_PATTERN.test(value) &&
  new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);

const CalendarDay = () =>
  ValidateBy(
    { name: 'isCalendarDay', validator: { validate: isCalendarDay } },
    { message: MESSAGE_CODES.report.dayInvalid },
  );

/**
 * Query of every GET /api/admin/reports/*: days (Asia/Dubai, both included) and an optional job.
 * The range itself (order, length) is checked once defaults are applied: see resolveRange.
 */
export class ReportQueryDto implements HiringReportQuery {
  @ApiPropertyOptional({ example: '2026-01-01', description: 'First day (default: 364 days before `to`)' })
  @IsOptional()
  @CalendarDay()
  from?: string;

  @ApiPropertyOptional({ example: '2026-12-31', description: 'Last day, included (default: today)' })
  @IsOptional()
  @CalendarDay()
  to?: string;

  @ApiPropertyOptional({ type: Number })
  @Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : value,
  )
  @IsOptional()
  @Max(MAX_RECORD_ID, { message: MESSAGE_CODES.report.jobInvalid })
  @Min(1, { message: MESSAGE_CODES.report.jobInvalid })
  @IsInt({ message: MESSAGE_CODES.report.jobInvalid })
  jobId?: number;
}

/** Query of GET /api/admin/reports/source-breakdown: the range, and the tag to group by. */
export class SourceBreakdownQueryDto extends ReportQueryDto implements SourceBreakdownQuery {
  @ApiProperty({ enum: SOURCE_BREAKDOWNS })
  @IsIn(SOURCE_BREAKDOWNS, { message: MESSAGE_CODES.report.breakdownInvalid })
  by: SourceBreakdown;
}
