import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsIn, IsOptional } from 'class-validator';
import {
  APPLICATION_STATUSES,
  NOTIFIABLE_APPLICATION_STATUSES,
  type ApplicationStatus,
  type ApplicationStatusInput,
  MESSAGE_CODES,
} from '@uaq/contract';

/** Body of PATCH /api/admin/job-applications/:id/status. */
export class ApplicationStatusDto implements ApplicationStatusInput {
  @ApiProperty({ enum: APPLICATION_STATUSES })
  @IsIn(APPLICATION_STATUSES, { message: MESSAGE_CODES.applicationAdmin.statusInvalid })
  status: ApplicationStatus;

  @ApiPropertyOptional({
    default: false,
    description: `E-mail the applicant about the new status (${NOTIFIABLE_APPLICATION_STATUSES.join(', ')}; other statuses have no message)`,
  })
  @IsOptional()
  @IsBoolean({ message: MESSAGE_CODES.applicationAdmin.notifyApplicantBoolean })
  notifyApplicant?: boolean;
}
