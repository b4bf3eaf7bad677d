import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { Trim } from '../../platform/common/dto/trim.transform';
import { RETENTION_LIMITS, type LegalHoldInput, MESSAGE_CODES } from '@uaq/contract';

/** Body of PUT /api/admin/retention/:subject/:id/hold. */
export class LegalHoldDto implements LegalHoldInput {
  @ApiProperty({ maxLength: RETENTION_LIMITS.holdReason, example: 'Labour court case 2026/114' })
  @Trim()
  @MaxLength(RETENTION_LIMITS.holdReason, { message: MESSAGE_CODES.retention.holdReasonTooLong })
  @IsNotEmpty({ message: MESSAGE_CODES.retention.holdReasonRequired })
  @IsString({ message: MESSAGE_CODES.retention.holdReasonRequired })
  reason: string;
}
