import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { Trim } from '../../platform/common/dto/trim.transform';
import { NOTE_LIMITS, MESSAGE_CODES } from '@uaq/contract';

/** Body of POST /api/admin/job-applications/:id/notes. */
export class NoteInputDto {
  @ApiProperty({ maxLength: NOTE_LIMITS.text })
  @Trim()
  @MaxLength(NOTE_LIMITS.text, { message: MESSAGE_CODES.hr.noteTooLong })
  @IsNotEmpty({ message: MESSAGE_CODES.hr.noteRequired })
  @IsString({ message: MESSAGE_CODES.hr.noteRequired })
  text: string;
}
