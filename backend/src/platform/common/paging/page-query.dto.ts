import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { Trim } from '../dto/trim.transform';
import { LIST_SORTS, PAGE_LIMITS, type ListSort, type PageMeta, MESSAGE_CODES } from '@uaq/contract';

/** A query string's whole number becomes a number; anything else stays as sent, so it fails IsInt. */
const WholeNumber = () =>
  Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : value,
  );

/** `page` and `pageSize` of every paged admin list. */
export class PageDto {
  @ApiPropertyOptional({ type: Number, minimum: 1, default: 1 })
  @WholeNumber()
  @IsOptional()
  @Max(PAGE_LIMITS.maxPage, { message: MESSAGE_CODES.hr.page })
  @Min(1, { message: MESSAGE_CODES.hr.page })
  @IsInt({ message: MESSAGE_CODES.hr.page })
  page?: number;

  @ApiPropertyOptional({ type: Number, minimum: 1, maximum: PAGE_LIMITS.maxPageSize, default: 25 })
  @WholeNumber()
  @IsOptional()
  @Max(PAGE_LIMITS.maxPageSize, { message: MESSAGE_CODES.hr.pageSize })
  @Min(1, { message: MESSAGE_CODES.hr.pageSize })
  @IsInt({ message: MESSAGE_CODES.hr.pageSize })
  pageSize?: number;
}

/** Paging plus the search words and sort keys of the lists HR searches (applications, enquiries). */
export class PageQueryDto extends PageDto {
  @ApiPropertyOptional({ description: 'Words that must all match (any case)' })
  @Trim()
  @IsOptional()
  @MaxLength(100, { message: MESSAGE_CODES.hr.search })
  @IsString({ message: MESSAGE_CODES.hr.search })
  q?: string;

  @ApiPropertyOptional({ enum: LIST_SORTS, default: '-createdAt' })
  @IsOptional()
  @IsIn(LIST_SORTS, { message: MESSAGE_CODES.hr.sort })
  sort?: ListSort;
}

export interface PageWindow {
  page: number;
  pageSize: number;
  offset: number;
}

export function pageWindow(query: PageDto): PageWindow {
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? PAGE_LIMITS.defaultPageSize;
  return { page, pageSize, offset: (page - 1) * pageSize };
}

export interface Page<T> {
  rows: T[];
  meta: PageMeta;
}

/** The words of a search (at most 10), and each one's LIKE pattern with `!` as the escape. */
export function searchPatterns(q: string | undefined): string[] {
  return (q ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 10)
    .map((word) => `%${word.toLowerCase().replace(/[!%_]/g, '!$&')}%`);
}
