import { ApiProperty, PickType } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import {
  APPLICATION_STATUSES,
  type ApplicationStatus,
  type BoardColumnQuery,
  MESSAGE_CODES,
} from '@uaq/contract';
import { ApplicationFiltersDto } from './application-filters.dto';

/**
 * Query of GET /api/admin/application-board: which column (a status), which page of it, and the
 * list's cheap filters (job, search words); same rules and messages as the list's.
 */
export class BoardColumnQueryDto
  extends PickType(ApplicationFiltersDto, ['page', 'jobId', 'q'] as const)
  implements BoardColumnQuery
{
  @ApiProperty({ enum: APPLICATION_STATUSES })
  @IsIn(APPLICATION_STATUSES, { message: MESSAGE_CODES.applicationAdmin.statusInvalid })
  status!: ApplicationStatus;
}
