import { ApiPropertyOptional, IntersectionType } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { PageDto } from '../../platform/common/paging/page-query.dto';
import { Trim } from '../../platform/common/dto/trim.transform';
import { QUOTE_SORTS, QUOTE_STATUSES, type QuoteSort, type QuoteStatus, MESSAGE_CODES } from '@uaq/contract';

/** Filters of the admin list and its CSV export. */
export class QuoteRequestFiltersDto {
  @ApiPropertyOptional({ description: 'Words matched against name, company, email and phone (any case)' })
  @Trim()
  @IsOptional()
  @MaxLength(100, { message: MESSAGE_CODES.quoteAdmin.searchTooLong })
  @IsString({ message: MESSAGE_CODES.quoteAdmin.searchText })
  q?: string;

  @ApiPropertyOptional({ enum: QUOTE_STATUSES })
  @IsOptional()
  @IsIn(QUOTE_STATUSES, { message: MESSAGE_CODES.quote.statusInvalid })
  status?: QuoteStatus;

  @ApiPropertyOptional({ enum: QUOTE_SORTS, default: '-createdAt' })
  @IsOptional()
  @IsIn(QUOTE_SORTS, { message: MESSAGE_CODES.quoteAdmin.sortInvalid })
  sort?: QuoteSort;
}

/** The list adds paging (the same rules as every paged admin list). */
export class QuoteRequestPageDto extends IntersectionType(QuoteRequestFiltersDto, PageDto) {}
