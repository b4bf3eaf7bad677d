import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsOptional } from 'class-validator';
import {
  NOTIFIABLE_APPLICATION_STATUSES,
  type ApplicationStatus,
  type ApplicationStatusInput,
  MESSAGE_CODES,
} from '@uaq/contract';
import { HrSettableStatus, MoveConfirmation } from './status-move.decorators';

/** Body of PATCH /api/admin/job-applications/:id/status. */
export class ApplicationStatusDto implements ApplicationStatusInput {
  @HrSettableStatus()
  status: ApplicationStatus;

  @ApiPropertyOptional({
    default: false,
    description: `E-mail the applicant about the new status (${NOTIFIABLE_APPLICATION_STATUSES.join(', ')}; other statuses have no message)`,
  })
  @IsOptional()
  @IsBoolean({ message: MESSAGE_CODES.applicationAdmin.notifyApplicantBoolean })
  notifyApplicant?: boolean;

  @MoveConfirmation()
  confirm?: boolean;
}
