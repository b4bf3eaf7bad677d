import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsOptional, ValidateBy } from 'class-validator';
import { isCalendarDay, MESSAGE_CODES, type JobReopenInput } from '@uaq/contract';
import { TrimToNull } from '../../platform/common/dto/trim.transform';

const IsClosingDay = () =>
  ValidateBy(
    { name: 'isClosingDay', validator: { validate: (value: unknown) => isCalendarDay(value) } },
    { message: MESSAGE_CODES.job.closesOnInvalid },
  );

/** `closesOn` of the job form: a calendar day or null (blank means none). */
export const ClosesOnField = () =>
  applyDecorators(
    ApiPropertyOptional({
      type: String,
      nullable: true,
      format: 'date',
      example: '2026-12-31',
      description: 'Last day applications are taken; the job closes at the end of it, Asia/Dubai.',
    }),
    TrimToNull(),
    IsOptional(),
    IsClosingDay(),
  );

/** `resumeOptional` of the job form: true lets applicants send no resume (walk-in). */
export const ResumeOptionalField = () =>
  applyDecorators(
    ApiPropertyOptional({ type: Boolean, default: true }),
    IsOptional(),
    IsBoolean({ message: MESSAGE_CODES.job.resumeOptionalBoolean }),
  );

/** Body of PATCH /api/admin/careers/:id/reopen. */
export class JobReopenDto implements JobReopenInput {
  @ApiProperty({ type: String, nullable: true, format: 'date', example: '2026-12-31' })
  @TrimToNull()
  @IsOptional()
  @IsClosingDay()
  closesOn: string | null = null;
}
