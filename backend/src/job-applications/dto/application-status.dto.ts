import { ApiProperty } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import { APPLICATION_STATUSES, type ApplicationStatus } from '@uaq/contract';

/** Body of PATCH /api/admin/job-applications/:id/status. */
export class ApplicationStatusDto {
  @ApiProperty({ enum: APPLICATION_STATUSES })
  @IsIn(APPLICATION_STATUSES, { message: `Status must be one of ${APPLICATION_STATUSES.join(', ')}` })
  status: ApplicationStatus;
}
