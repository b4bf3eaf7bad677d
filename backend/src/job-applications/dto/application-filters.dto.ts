import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsOptional, Min } from 'class-validator';
import { PageQueryDto } from '../../common/paging/page-query.dto';
import { APPLICATION_STATUSES, type ApplicationStatus } from '@uaq/contract';

/**
 * Query of GET /api/admin/job-applications and its CSV export (which takes every matching row and
 * ignores the paging). `q` matches name, email and phone.
 */
export class ApplicationFiltersDto extends PageQueryDto {
  @ApiPropertyOptional({ enum: APPLICATION_STATUSES })
  @IsOptional()
  @IsIn(APPLICATION_STATUSES, { message: `Status must be one of ${APPLICATION_STATUSES.join(', ')}` })
  status?: ApplicationStatus;

  @ApiPropertyOptional({ type: Number })
  @Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : value,
  )
  @IsOptional()
  @Min(1, { message: 'Job must be a job id' })
  @IsInt({ message: 'Job must be a job id' })
  jobId?: number;
}
