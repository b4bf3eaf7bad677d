import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { Trim } from '../../common/dto/trim.transform';
import { HR_MESSAGES, NOTE_LIMITS } from '@uaq/contract';

/** Body of POST /api/admin/job-applications/:id/notes. */
export class NoteInputDto {
  @ApiProperty({ maxLength: NOTE_LIMITS.text })
  @Trim()
  @MaxLength(NOTE_LIMITS.text, { message: HR_MESSAGES.noteTooLong })
  @IsNotEmpty({ message: HR_MESSAGES.noteRequired })
  @IsString({ message: HR_MESSAGES.noteRequired })
  text: string;
}
