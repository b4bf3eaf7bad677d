import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, MaxLength, Min } from 'class-validator';
import { Trim } from '../../careers/dto/trim.transform';
import { APPLICATION_STATUSES, type ApplicationStatus } from '@uaq/contract';

/** Query of GET /api/admin/job-applications and its CSV export; every filter is optional. */
export class ApplicationFiltersDto {
  @ApiPropertyOptional({ description: 'Words matched against name, email and phone (any case)' })
  @Trim()
  @IsOptional()
  @MaxLength(100, { message: 'Search must be at most 100 characters' })
  @IsString({ message: 'Search must be text' })
  search?: string;

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
