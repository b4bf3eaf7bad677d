import { ApiProperty } from '@nestjs/swagger';
import { ArrayMaxSize, ArrayMinSize, ArrayUnique, IsArray, IsIn, IsInt, Min } from 'class-validator';
import {
  APPLICATION_STATUSES,
  BULK_LIMITS,
  HR_MESSAGES,
  type ApplicationStatus,
  type BulkStatusInput,
} from '@uaq/contract';

/** Body of PATCH /api/admin/job-applications/status. */
export class BulkStatusDto implements BulkStatusInput {
  @ApiProperty({ type: [Number], minItems: 1, maxItems: BULK_LIMITS.ids })
  @Min(1, { each: true, message: HR_MESSAGES.idsInvalid })
  @IsInt({ each: true, message: HR_MESSAGES.idsInvalid })
  @ArrayUnique({ message: HR_MESSAGES.idsInvalid })
  @ArrayMaxSize(BULK_LIMITS.ids, { message: HR_MESSAGES.idsTooMany })
  @ArrayMinSize(1, { message: HR_MESSAGES.idsRequired })
  @IsArray({ message: HR_MESSAGES.idsRequired })
  ids: number[];

  @ApiProperty({ enum: APPLICATION_STATUSES })
  @IsIn(APPLICATION_STATUSES, { message: `Status must be one of ${APPLICATION_STATUSES.join(', ')}` })
  status: ApplicationStatus;
}
