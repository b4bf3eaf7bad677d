import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsOptional, Min } from 'class-validator';
import { PageQueryDto } from '../../platform/common/paging/page-query.dto';
import { APPLICATION_STATUSES, type ApplicationStatus, MESSAGE_CODES } from '@uaq/contract';

/**
 * Query of GET /api/admin/job-applications and its CSV export (which takes every matching row and
 * ignores the paging). `q` matches name, email and phone.
 */
export class ApplicationFiltersDto extends PageQueryDto {
  @ApiPropertyOptional({ enum: APPLICATION_STATUSES })
  @IsOptional()
  @IsIn(APPLICATION_STATUSES, { message: MESSAGE_CODES.applicationAdmin.statusInvalid })
  status?: ApplicationStatus;

  @ApiPropertyOptional({ type: Number })
  @Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : value,
  )
  @IsOptional()
  @Min(1, { message: MESSAGE_CODES.applicationAdmin.jobInvalid })
  @IsInt({ message: MESSAGE_CODES.applicationAdmin.jobInvalid })
  jobId?: number;
}
