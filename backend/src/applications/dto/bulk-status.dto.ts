import { ApiProperty } from '@nestjs/swagger';
import { ArrayMaxSize, ArrayMinSize, ArrayUnique, IsArray, IsIn, IsInt, Min } from 'class-validator';
import {
  APPLICATION_STATUSES,
  BULK_LIMITS,
  type ApplicationStatus,
  type BulkStatusInput,
  MESSAGE_CODES,
} from '@uaq/contract';

/** Body of PATCH /api/admin/job-applications/status. */
export class BulkStatusDto implements BulkStatusInput {
  @ApiProperty({ type: [Number], minItems: 1, maxItems: BULK_LIMITS.ids })
  @Min(1, { each: true, message: MESSAGE_CODES.hr.idsInvalid })
  @IsInt({ each: true, message: MESSAGE_CODES.hr.idsInvalid })
  @ArrayUnique({ message: MESSAGE_CODES.hr.idsInvalid })
  @ArrayMaxSize(BULK_LIMITS.ids, { message: MESSAGE_CODES.hr.idsTooMany })
  @ArrayMinSize(1, { message: MESSAGE_CODES.hr.idsRequired })
  @IsArray({ message: MESSAGE_CODES.hr.idsRequired })
  ids: number[];

  @ApiProperty({ enum: APPLICATION_STATUSES })
  @IsIn(APPLICATION_STATUSES, { message: MESSAGE_CODES.applicationAdmin.statusInvalid })
  status: ApplicationStatus;
}
