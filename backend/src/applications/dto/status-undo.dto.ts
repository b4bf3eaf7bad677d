import { ApiProperty } from '@nestjs/swagger';
import { IsInt, Min } from 'class-validator';
import { MESSAGE_CODES, type StatusUndoInput } from '@uaq/contract';

/** Body of POST /api/admin/job-applications/:id/status/undo. */
export class StatusUndoDto implements StatusUndoInput {
  @ApiProperty({ description: 'The id of the status history entry the move made' })
  @Min(1, { message: MESSAGE_CODES.statusMove.changeIdInvalid })
  @IsInt({ message: MESSAGE_CODES.statusMove.changeIdInvalid })
  changeId: number;
}
