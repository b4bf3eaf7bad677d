import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsIn, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { ENQUIRY_LIMITS, ENQUIRY_SUBJECTS, type EnquiryInput, type EnquirySubject } from '@uaq/contract';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
/** An empty optional field means "not given". */
const trimToUndefined = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.trim() || undefined : value;

export class CreateEnquiryDto implements EnquiryInput {
  @ApiProperty({ maxLength: ENQUIRY_LIMITS.name, example: 'Aisha Al Marri' })
  @Transform(trim)
  @MaxLength(ENQUIRY_LIMITS.name, { message: `Name must be ${ENQUIRY_LIMITS.name} characters or fewer` })
  @IsNotEmpty({ message: 'Name is required' })
  @IsString({ message: 'Name is required' })
  name: string;

  @ApiProperty({ maxLength: ENQUIRY_LIMITS.email, example: 'aisha@example.com' })
  @Transform(trim)
  @MaxLength(ENQUIRY_LIMITS.email, { message: 'Email is invalid' })
  @IsEmail({}, { message: 'Email is invalid' })
  @IsNotEmpty({ message: 'Email is required' })
  @IsString({ message: 'Email is required' })
  email: string;

  @ApiPropertyOptional({ maxLength: ENQUIRY_LIMITS.phone, example: '+971 6 000 0000' })
  @Transform(trimToUndefined)
  @IsOptional()
  @MaxLength(ENQUIRY_LIMITS.phone, {
    message: `Phone number must be ${ENQUIRY_LIMITS.phone} characters or fewer`,
  })
  @IsString({ message: 'Phone number must be text' })
  phone?: string;

  @ApiProperty({ enum: ENQUIRY_SUBJECTS })
  @Transform(trim)
  @IsIn(ENQUIRY_SUBJECTS, { message: 'Please choose a subject' })
  subject: EnquirySubject;

  @ApiProperty({ maxLength: ENQUIRY_LIMITS.message })
  @Transform(trim)
  @MaxLength(ENQUIRY_LIMITS.message, {
    message: `Message must be ${ENQUIRY_LIMITS.message} characters or fewer`,
  })
  @IsNotEmpty({ message: 'Message is required' })
  @IsString({ message: 'Message is required' })
  message: string;

  /** Honeypot: hidden from people, so any value means a bot. */
  @ApiPropertyOptional({ description: 'Leave empty (spam trap)' })
  @IsOptional()
  @MaxLength(1000)
  @IsString()
  website?: string;
}
