import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsIn, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import {
  ENQUIRY_LIMITS,
  ENQUIRY_SUBJECTS,
  type EnquiryInput,
  type EnquirySubject,
} from '../../contract/api-contract';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
/** An empty optional field means "not given". */
const trimToUndefined = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.trim() || undefined : value;

export class CreateEnquiryDto implements EnquiryInput {
  @ApiProperty({ maxLength: ENQUIRY_LIMITS.name, example: 'Aisha Al Marri' })
  @Transform(trim)
  @IsString({ message: 'Name is required' })
  @IsNotEmpty({ message: 'Name is required' })
  @MaxLength(ENQUIRY_LIMITS.name, { message: `Name must be ${ENQUIRY_LIMITS.name} characters or fewer` })
  name: string;

  @ApiProperty({ maxLength: ENQUIRY_LIMITS.email, example: 'aisha@example.com' })
  @Transform(trim)
  @IsString({ message: 'Email is required' })
  @IsNotEmpty({ message: 'Email is required' })
  @MaxLength(ENQUIRY_LIMITS.email, { message: 'Email is invalid' })
  @IsEmail({}, { message: 'Email is invalid' })
  email: string;

  @ApiPropertyOptional({ maxLength: ENQUIRY_LIMITS.phone, example: '+971 6 000 0000' })
  @Transform(trimToUndefined)
  @IsOptional()
  @IsString({ message: 'Phone number must be text' })
  @MaxLength(ENQUIRY_LIMITS.phone, {
    message: `Phone number must be ${ENQUIRY_LIMITS.phone} characters or fewer`,
  })
  phone?: string;

  @ApiProperty({ enum: ENQUIRY_SUBJECTS })
  @Transform(trim)
  @IsIn(ENQUIRY_SUBJECTS, { message: 'Please choose a subject' })
  subject: EnquirySubject;

  @ApiProperty({ maxLength: ENQUIRY_LIMITS.message })
  @Transform(trim)
  @IsString({ message: 'Message is required' })
  @IsNotEmpty({ message: 'Message is required' })
  @MaxLength(ENQUIRY_LIMITS.message, {
    message: `Message must be ${ENQUIRY_LIMITS.message} characters or fewer`,
  })
  message: string;

  /** Honeypot: hidden from people, so any value means a bot. */
  @ApiPropertyOptional({ description: 'Leave empty (spam trap)' })
  @IsOptional()
  @IsString()
  @MaxLength(1000)
  website?: string;
}
