import { ApiProperty } from '@nestjs/swagger';
import { ArrayMaxSize, ArrayMinSize, ArrayUnique, IsArray, IsInt, Min } from 'class-validator';
import { MESSAGE_CODES, WHATSAPP_SELECTION_LIMIT, type WhatsAppStepInput } from '@uaq/contract';

/** Body of POST /api/admin/job-applications/whatsapp/next. */
export class WhatsAppStepDto implements WhatsAppStepInput {
  @ApiProperty({
    type: [Number],
    minItems: 1,
    maxItems: WHATSAPP_SELECTION_LIMIT,
    description: "The selection still to go, in HR's order (the last step's `remaining`)",
  })
  @Min(1, { each: true, message: MESSAGE_CODES.hr.idsInvalid })
  @IsInt({ each: true, message: MESSAGE_CODES.hr.idsInvalid })
  @ArrayUnique({ message: MESSAGE_CODES.hr.idsInvalid })
  @ArrayMaxSize(WHATSAPP_SELECTION_LIMIT, { message: MESSAGE_CODES.whatsapp.idsTooMany })
  @ArrayMinSize(1, { message: MESSAGE_CODES.hr.idsRequired })
  @IsArray({ message: MESSAGE_CODES.hr.idsRequired })
  ids: number[];
}
