import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  ArrayMaxSize,
  ArrayMinSize,
  ArrayUnique,
  IsArray,
  IsIn,
  IsInt,
  IsOptional,
  IsUUID,
  Min,
} from 'class-validator';
import {
  APPLICATION_STATUSES,
  BULK_MAIL_LIMITS,
  HR_MESSAGES,
  MAIL_TEMPLATE_MESSAGES,
  MAIL_TEMPLATE_PURPOSES,
  type ApplicationStatus,
  type BulkMailInput,
  type MailTemplatePurpose,
} from '@uaq/contract';

/** Body of POST /api/admin/job-applications/mails. */
export class BulkMailDto implements BulkMailInput {
  @ApiProperty({ type: [Number], minItems: 1, maxItems: BULK_MAIL_LIMITS.ids })
  @Min(1, { each: true, message: HR_MESSAGES.idsInvalid })
  @IsInt({ each: true, message: HR_MESSAGES.idsInvalid })
  @ArrayUnique({ message: HR_MESSAGES.idsInvalid })
  @ArrayMaxSize(BULK_MAIL_LIMITS.ids, { message: MAIL_TEMPLATE_MESSAGES.idsTooMany })
  @ArrayMinSize(1, { message: HR_MESSAGES.idsRequired })
  @IsArray({ message: HR_MESSAGES.idsRequired })
  ids: number[];

  @ApiProperty({ enum: MAIL_TEMPLATE_PURPOSES })
  @IsIn(MAIL_TEMPLATE_PURPOSES, { message: MAIL_TEMPLATE_MESSAGES.purpose })
  purpose: MailTemplatePurpose;

  @ApiPropertyOptional({ enum: APPLICATION_STATUSES, description: 'Move them to this status first' })
  @IsOptional()
  @IsIn(APPLICATION_STATUSES, { message: `Status must be one of ${APPLICATION_STATUSES.join(', ')}` })
  status?: ApplicationStatus;

  @ApiProperty({ format: 'uuid', description: 'A fresh UUID per confirmation: a repeat sends nothing' })
  @IsUUID('all', { message: MAIL_TEMPLATE_MESSAGES.requestId })
  requestId: string;
}
