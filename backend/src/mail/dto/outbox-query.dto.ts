import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, Max, Min } from 'class-validator';
import { OUTBOX_PAGE_LIMITS, OUTBOX_STATUSES, type OutboxStatus } from '@uaq/contract';

/** Query of GET /api/admin/outbox. */
export class OutboxQueryDto {
  @ApiPropertyOptional({ minimum: 1, default: 1 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'Page must be a whole number from 1' })
  @Min(1, { message: 'Page must be a whole number from 1' })
  @Max(1_000_000, { message: 'Page is too large' })
  page?: number;

  @ApiPropertyOptional({ minimum: 1, maximum: OUTBOX_PAGE_LIMITS.maxPageSize, default: 25 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: `Page size must be a whole number from 1 to ${OUTBOX_PAGE_LIMITS.maxPageSize}` })
  @Min(1, { message: `Page size must be a whole number from 1 to ${OUTBOX_PAGE_LIMITS.maxPageSize}` })
  @Max(OUTBOX_PAGE_LIMITS.maxPageSize, {
    message: `Page size must be a whole number from 1 to ${OUTBOX_PAGE_LIMITS.maxPageSize}`,
  })
  pageSize?: number;

  @ApiPropertyOptional({ enum: OUTBOX_STATUSES })
  @IsOptional()
  @IsIn(OUTBOX_STATUSES, { message: `Status must be one of ${OUTBOX_STATUSES.join(', ')}` })
  status?: OutboxStatus;
}
