import { ApiProperty } from '@nestjs/swagger';
import { ArrayMaxSize, ArrayMinSize, ArrayUnique, IsArray, IsIn, IsInt, IsUUID, Min } from 'class-validator';
import {
  BULK_MAIL_LIMITS,
  MAIL_TEMPLATE_PURPOSES,
  type ApplicationStatus,
  type BulkMailInput,
  type MailTemplatePurpose,
  MESSAGE_CODES,
} from '@uaq/contract';
import { HrSettableStatus, MoveConfirmation } from './status-move.decorators';

/** Body of POST /api/admin/job-applications/mails. */
export class BulkMailDto implements BulkMailInput {
  @ApiProperty({ type: [Number], minItems: 1, maxItems: BULK_MAIL_LIMITS.ids })
  @Min(1, { each: true, message: MESSAGE_CODES.hr.idsInvalid })
  @IsInt({ each: true, message: MESSAGE_CODES.hr.idsInvalid })
  @ArrayUnique({ message: MESSAGE_CODES.hr.idsInvalid })
  @ArrayMaxSize(BULK_MAIL_LIMITS.ids, { message: MESSAGE_CODES.mailTemplate.idsTooMany })
  @ArrayMinSize(1, { message: MESSAGE_CODES.hr.idsRequired })
  @IsArray({ message: MESSAGE_CODES.hr.idsRequired })
  ids: number[];

  @ApiProperty({ enum: MAIL_TEMPLATE_PURPOSES })
  @IsIn(MAIL_TEMPLATE_PURPOSES, { message: MESSAGE_CODES.mailTemplate.purpose })
  purpose: MailTemplatePurpose;

  @HrSettableStatus({ optional: true, description: 'Move them to this status first' })
  status?: ApplicationStatus;

  @MoveConfirmation()
  confirm?: boolean;

  @ApiProperty({ format: 'uuid', description: 'A fresh UUID per confirmation: a repeat sends nothing' })
  @IsUUID('all', { message: MESSAGE_CODES.mailTemplate.requestId })
  requestId: string;
}
