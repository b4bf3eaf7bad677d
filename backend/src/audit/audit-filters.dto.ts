import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsDate, IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { AUDIT_ACTIONS, canonicalUsername, type AuditAction, MESSAGE_CODES } from '@uaq/contract';
import { PageDto } from '../platform/common/paging/page-query.dto';

/** `2026-11-23` or a full ISO time; anything else stays text and fails @IsDate. */
const toDate = ({ value }: { value: unknown }) => {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}(T[\d:.]+Z?)?$/.test(value)) return value;
  const date = new Date(value.length === 10 ? `${value}T00:00:00Z` : value);
  return Number.isNaN(date.getTime()) ? value : date;
};

/** Query of GET /api/admin/audit. `to` is exclusive; a bare date means that day's start (UTC). */
export class AuditFiltersDto extends PageDto {
  @ApiPropertyOptional({ description: 'Username of the acting account' })
  @Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' ? canonicalUsername(value) : value,
  )
  @IsOptional()
  @MaxLength(100, { message: MESSAGE_CODES.audit.actorInvalid })
  @IsString({ message: MESSAGE_CODES.audit.actorInvalid })
  actor?: string;

  @ApiPropertyOptional({ enum: AUDIT_ACTIONS })
  @IsOptional()
  @IsIn(AUDIT_ACTIONS, { message: MESSAGE_CODES.audit.actionInvalid })
  action?: AuditAction;

  @ApiPropertyOptional({ example: '2026-11-01' })
  @Transform(toDate)
  @IsOptional()
  @IsDate({ message: MESSAGE_CODES.audit.fromInvalid })
  from?: Date;

  @ApiPropertyOptional({ example: '2026-11-30' })
  @Transform(toDate)
  @IsOptional()
  @IsDate({ message: MESSAGE_CODES.audit.toInvalid })
  to?: Date;
}
