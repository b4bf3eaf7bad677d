import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { Trim } from '../../careers/dto/trim.transform';
import {
  PAGE_LIMITS,
  QUOTE_MESSAGES,
  QUOTE_SORTS,
  QUOTE_STATUSES,
  type QuoteSort,
  type QuoteStatus,
} from '../../contract/api-contract';

const ToInteger = () =>
  Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : value,
  );

/** Filters of the admin list and its CSV export. */
export class QuoteRequestFiltersDto {
  @ApiPropertyOptional({ description: 'Words matched against name, company, email and phone (any case)' })
  @Trim()
  @IsOptional()
  @MaxLength(100, { message: 'Search must be at most 100 characters' })
  @IsString({ message: 'Search must be text' })
  q?: string;

  @ApiPropertyOptional({ enum: QUOTE_STATUSES })
  @IsOptional()
  @IsIn(QUOTE_STATUSES, { message: QUOTE_MESSAGES.statusInvalid })
  status?: QuoteStatus;

  @ApiPropertyOptional({ enum: QUOTE_SORTS, default: '-createdAt' })
  @IsOptional()
  @IsIn(QUOTE_SORTS, { message: `Sort must be one of ${QUOTE_SORTS.join(', ')}` })
  sort?: QuoteSort;
}

/** The list adds paging. */
export class QuoteRequestPageDto extends QuoteRequestFiltersDto {
  @ApiPropertyOptional({ type: Number, minimum: 1, default: 1 })
  @ToInteger()
  @IsOptional()
  @Max(1_000_000, { message: 'Page must be a whole number from 1' })
  @Min(1, { message: 'Page must be a whole number from 1' })
  @IsInt({ message: 'Page must be a whole number from 1' })
  page?: number;

  @ApiPropertyOptional({ type: Number, minimum: 1, maximum: PAGE_LIMITS.maxPageSize, default: 25 })
  @ToInteger()
  @IsOptional()
  @Max(PAGE_LIMITS.maxPageSize, { message: `Page size must be from 1 to ${PAGE_LIMITS.maxPageSize}` })
  @Min(1, { message: `Page size must be from 1 to ${PAGE_LIMITS.maxPageSize}` })
  @IsInt({ message: `Page size must be from 1 to ${PAGE_LIMITS.maxPageSize}` })
  pageSize?: number;
}
