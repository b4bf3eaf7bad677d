import { ApiProperty } from '@nestjs/swagger';
import { IsBoolean } from 'class-validator';
import { MESSAGE_CODES } from '@uaq/contract';

export class UpdateEnquiryDto {
  @ApiProperty({ example: true })
  @IsBoolean({ message: MESSAGE_CODES.enquiryAdmin.handledBoolean })
  handled: boolean;
}
