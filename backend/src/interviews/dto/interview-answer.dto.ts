import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString } from 'class-validator';
import { MESSAGE_CODES } from '@uaq/contract';

/** The answer page's form: the link's token travels in the body, not in the address it posts to. */
export class InterviewAnswerDto {
  @ApiProperty({ description: 'The token of the accept or decline link (its last path segment)' })
  @IsString({ message: MESSAGE_CODES.request.invalid })
  @IsNotEmpty({ message: MESSAGE_CODES.request.invalid })
  token: string;
}
