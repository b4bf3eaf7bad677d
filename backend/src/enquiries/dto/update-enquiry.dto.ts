import { ApiProperty } from '@nestjs/swagger';
import { IsBoolean } from 'class-validator';

export class UpdateEnquiryDto {
  @ApiProperty({ example: true })
  @IsBoolean({ message: 'handled must be true or false' })
  handled: boolean;
}
