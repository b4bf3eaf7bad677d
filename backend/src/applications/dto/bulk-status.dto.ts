import { ApiProperty } from '@nestjs/swagger';
import { ArrayMaxSize, ArrayMinSize, ArrayUnique, IsArray, IsInt, Min } from 'class-validator';
import { BULK_LIMITS, type ApplicationStatus, type BulkStatusInput, MESSAGE_CODES } from '@uaq/contract';
import { HrSettableStatus, MoveConfirmation } from './status-move.decorators';

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

  @HrSettableStatus()
  status: ApplicationStatus;

  @MoveConfirmation()
  confirm?: boolean;
}
