import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsIn, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import {
  ENQUIRY_LIMITS,
  ENQUIRY_MESSAGES as M,
  ENQUIRY_SUBJECTS,
  type EnquiryInput,
  type EnquirySubject,
} from '@uaq/contract';
import { PHONE_MESSAGES } from '@uaq/contract/phone';
import { IsPhoneNumber } from '../../common/validation/phone-number.decorator';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
/** An empty optional field means "not given". */
const trimToUndefined = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.trim() || undefined : value;

export class CreateEnquiryDto implements EnquiryInput {
  @ApiProperty({ maxLength: ENQUIRY_LIMITS.name, example: 'Aisha Al Marri' })
  @Transform(trim)
  @MaxLength(ENQUIRY_LIMITS.name, { message: M.nameTooLong })
  @IsNotEmpty({ message: M.nameRequired })
  @IsString({ message: M.nameRequired })
  name: string;

  @ApiProperty({ maxLength: ENQUIRY_LIMITS.email, example: 'aisha@example.com' })
  @Transform(trim)
  @MaxLength(ENQUIRY_LIMITS.email, { message: M.emailInvalid })
  @IsEmail({}, { message: M.emailInvalid })
  @IsNotEmpty({ message: M.emailRequired })
  @IsString({ message: M.emailRequired })
  email: string;

  @ApiPropertyOptional({ maxLength: ENQUIRY_LIMITS.phone, example: '+971 6 000 0000' })
  @Transform(trimToUndefined)
  @IsOptional()
  @IsPhoneNumber()
  @MaxLength(ENQUIRY_LIMITS.phone, { message: M.phoneTooLong })
  @IsString({ message: PHONE_MESSAGES.phoneInvalid })
  phone?: string;

  @ApiProperty({ enum: ENQUIRY_SUBJECTS })
  @Transform(trim)
  @IsIn(ENQUIRY_SUBJECTS, { message: M.subjectRequired })
  subject: EnquirySubject;

  @ApiProperty({ maxLength: ENQUIRY_LIMITS.message })
  @Transform(trim)
  @MaxLength(ENQUIRY_LIMITS.message, { message: M.messageTooLong })
  @IsNotEmpty({ message: M.messageRequired })
  @IsString({ message: M.messageRequired })
  message: string;

  /** Honeypot: hidden from people, so any value means a bot. */
  @ApiPropertyOptional({ description: 'Leave empty (spam trap)' })
  @IsOptional()
  @MaxLength(1000)
  @IsString()
  website?: string;
}
