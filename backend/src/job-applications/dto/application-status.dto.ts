import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsIn, IsOptional } from 'class-validator';
import {
  APPLICATION_STATUSES,
  NOTIFIABLE_APPLICATION_STATUSES,
  type ApplicationStatus,
  type ApplicationStatusInput,
} from '@uaq/contract';

/** Body of PATCH /api/admin/job-applications/:id/status. */
export class ApplicationStatusDto implements ApplicationStatusInput {
  @ApiProperty({ enum: APPLICATION_STATUSES })
  @IsIn(APPLICATION_STATUSES, { message: `Status must be one of ${APPLICATION_STATUSES.join(', ')}` })
  status: ApplicationStatus;

  @ApiPropertyOptional({
    default: false,
    description: `E-mail the applicant about the new status (${NOTIFIABLE_APPLICATION_STATUSES.join(', ')}; other statuses have no message)`,
  })
  @IsOptional()
  @IsBoolean({ message: 'notifyApplicant must be true or false' })
  notifyApplicant?: boolean;
}
