import { ApiPropertyOptional, IntersectionType } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { PageDto } from '../../common/paging/page-query.dto';
import { Trim } from '../../common/dto/trim.transform';
import { QUOTE_MESSAGES, QUOTE_SORTS, QUOTE_STATUSES, type QuoteSort, type QuoteStatus } from '@uaq/contract';

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

/** The list adds paging (the same rules as every paged admin list). */
export class QuoteRequestPageDto extends IntersectionType(QuoteRequestFiltersDto, PageDto) {}
