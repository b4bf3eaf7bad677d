import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import {
  ENQUIRY_LIMITS,
  ENQUIRY_SUBJECTS,
  type EnquiryInput,
  type EnquirySubject,
  MESSAGE_CODES,
} from '@uaq/contract';

import {
  IsEmailAddress,
  NormaliseEmailAddress,
} from '../../platform/common/validation/email-address.decorator';
import { IsPhoneNumber } from '../../platform/common/validation/phone-number.decorator';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
/** An empty optional field means "not given". */
const trimToUndefined = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.trim() || undefined : value;

export class CreateEnquiryDto implements EnquiryInput {
  @ApiProperty({ maxLength: ENQUIRY_LIMITS.name, example: 'Aisha Al Marri' })
  @Transform(trim)
  @MaxLength(ENQUIRY_LIMITS.name, { message: MESSAGE_CODES.enquiry.nameTooLong })
  @IsNotEmpty({ message: MESSAGE_CODES.enquiry.nameRequired })
  @IsString({ message: MESSAGE_CODES.enquiry.nameRequired })
  name: string;

  @ApiProperty({ maxLength: ENQUIRY_LIMITS.email, example: 'aisha@example.com' })
  @NormaliseEmailAddress()
  @MaxLength(ENQUIRY_LIMITS.email, { message: MESSAGE_CODES.enquiry.emailInvalid })
  @IsEmailAddress(MESSAGE_CODES.enquiry.emailInvalid)
  @IsNotEmpty({ message: MESSAGE_CODES.enquiry.emailRequired })
  @IsString({ message: MESSAGE_CODES.enquiry.emailRequired })
  email: string;

  @ApiPropertyOptional({ maxLength: ENQUIRY_LIMITS.phone, example: '+971 6 000 0000' })
  @Transform(trimToUndefined)
  @IsOptional()
  @IsPhoneNumber()
  @MaxLength(ENQUIRY_LIMITS.phone, { message: MESSAGE_CODES.enquiry.phoneTooLong })
  @IsString({ message: MESSAGE_CODES.phone.phoneInvalid })
  phone?: string;

  @ApiProperty({ enum: ENQUIRY_SUBJECTS })
  @Transform(trim)
  @IsIn(ENQUIRY_SUBJECTS, { message: MESSAGE_CODES.enquiry.subjectRequired })
  subject: EnquirySubject;

  @ApiProperty({ maxLength: ENQUIRY_LIMITS.message })
  @Transform(trim)
  @MaxLength(ENQUIRY_LIMITS.message, { message: MESSAGE_CODES.enquiry.messageTooLong })
  @IsNotEmpty({ message: MESSAGE_CODES.enquiry.messageRequired })
  @IsString({ message: MESSAGE_CODES.enquiry.messageRequired })
  message: string;

  /** Honeypot: hidden from people, so any value means a bot. */
  @ApiPropertyOptional({ description: 'Leave empty (spam trap)' })
  @IsOptional()
  // Only a robot fills the trap, and a robot needs no words of its own.
  @MaxLength(1000, { message: MESSAGE_CODES.request.invalid })
  @IsString({ message: MESSAGE_CODES.request.invalid })
  website?: string;
}
