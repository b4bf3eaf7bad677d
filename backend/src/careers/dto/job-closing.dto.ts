import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsOptional, ValidateBy } from 'class-validator';
import { isCalendarDay, type JobReopenInput } from '@uaq/contract';
import { TrimToNull } from '../../common/dto/trim.transform';

export const CLOSES_ON_INVALID = 'Closing date must be a date written YYYY-MM-DD';
export const CLOSES_ON_PAST = 'Closing date must be today or later for an open job';

const IsClosingDay = () =>
  ValidateBy(
    { name: 'isClosingDay', validator: { validate: (value: unknown) => isCalendarDay(value) } },
    { message: CLOSES_ON_INVALID },
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
    IsBoolean({ message: 'Resume optional must be true or false' }),
  );

/** Body of PATCH /api/admin/careers/:id/reopen. */
export class JobReopenDto implements JobReopenInput {
  @ApiProperty({ type: String, nullable: true, format: 'date', example: '2026-12-31' })
  @TrimToNull()
  @IsOptional()
  @IsClosingDay()
  closesOn: string | null = null;
}
