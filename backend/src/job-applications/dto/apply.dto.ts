import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  Equals,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
  Min,
  IsObject,
  ValidateBy,
  ValidateNested,
} from 'class-validator';
import { Trim, TrimToNull } from '../../common/dto/trim.transform';
import { ApplicationSourceDto } from './application-source.dto';
import {
  APPLICATION_LIMITS,
  APPLICATION_MESSAGES as MESSAGES,
  APPLICATION_SOURCE_MESSAGES,
  EMAIL_PATTERN,
  JOB_LIMITS,
  isLinkedInUrl,
  type JobApplicationInput,
} from '@uaq/contract';
import { IsPhoneNumber } from '../../common/validation/phone-number.decorator';

/** Multipart sends every field as text; JSON may send the real types. */
const ToJobId = () =>
  Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' && /^\s*\d{1,10}\s*$/.test(value) ? Number(value) : value,
  );
const ToConsent = () =>
  Transform(({ value }: { value: unknown }) =>
    value === true || value === 'true' || value === 'on' || value === '1' ? true : value,
  );
const IsLinkedInUrl = () =>
  ValidateBy(
    {
      name: 'isLinkedInUrl',
      validator: { validate: (value: unknown) => typeof value === 'string' && isLinkedInUrl(value) },
    },
    { message: MESSAGES.linkedinInvalid },
  );
const LowerCase = () =>
  Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' ? value.trim().toLowerCase() : value,
  );

// Checks run bottom-up per property and stop at the first failure (stopAtFirstError): "required" sits lowest.
/** Body of POST /api/job-applications (JSON, or multipart with an optional `resume` file). */
export class ApplyDto implements JobApplicationInput {
  @ApiProperty({ maxLength: APPLICATION_LIMITS.name })
  @Trim()
  @MaxLength(APPLICATION_LIMITS.name, { message: MESSAGES.firstNameTooLong })
  @IsString({ message: MESSAGES.firstNameRequired })
  @IsNotEmpty({ message: MESSAGES.firstNameRequired })
  firstName: string;

  @ApiProperty({ maxLength: APPLICATION_LIMITS.name })
  @Trim()
  @MaxLength(APPLICATION_LIMITS.name, { message: MESSAGES.lastNameTooLong })
  @IsString({ message: MESSAGES.lastNameRequired })
  @IsNotEmpty({ message: MESSAGES.lastNameRequired })
  lastName: string;

  @ApiProperty({ maxLength: APPLICATION_LIMITS.email, example: 'applicant@example.com' })
  @LowerCase()
  @MaxLength(APPLICATION_LIMITS.email, { message: MESSAGES.emailInvalid })
  @Matches(EMAIL_PATTERN, { message: MESSAGES.emailInvalid })
  @IsString({ message: MESSAGES.emailInvalid })
  @IsNotEmpty({ message: MESSAGES.emailRequired })
  email: string;

  @ApiProperty({ maxLength: APPLICATION_LIMITS.phone })
  @Trim()
  @IsPhoneNumber()
  @MaxLength(APPLICATION_LIMITS.phone, { message: MESSAGES.phoneTooLong })
  @IsString({ message: MESSAGES.phoneRequired })
  @IsNotEmpty({ message: MESSAGES.phoneRequired })
  phone: string;

  @ApiProperty({ maxLength: APPLICATION_LIMITS.address })
  @Trim()
  @MaxLength(APPLICATION_LIMITS.address, { message: MESSAGES.addressTooLong })
  @IsString({ message: MESSAGES.addressRequired })
  @IsNotEmpty({ message: MESSAGES.addressRequired })
  address: string;

  @ApiPropertyOptional({ description: "Ignored: the job's title is stored instead." })
  @Trim()
  @IsOptional()
  @MaxLength(JOB_LIMITS.title, { message: MESSAGES.positionTooLong })
  @IsString({ message: MESSAGES.positionInvalid })
  position?: string;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: APPLICATION_LIMITS.linkedinUrl })
  @TrimToNull()
  @IsOptional()
  @IsLinkedInUrl()
  @MaxLength(APPLICATION_LIMITS.linkedinUrl, { message: MESSAGES.linkedinInvalid })
  linkedinUrl?: string | null;

  @ApiProperty({ maxLength: APPLICATION_LIMITS.coverLetter })
  @Trim()
  @MaxLength(APPLICATION_LIMITS.coverLetter, {
    message: MESSAGES.coverLetterTooLong,
  })
  @IsString({ message: MESSAGES.coverLetterRequired })
  @IsNotEmpty({ message: MESSAGES.coverLetterRequired })
  coverLetter: string;

  @ApiProperty({ type: Number, description: 'The job applied for (multipart: as text)' })
  @ToJobId()
  @Min(1, { message: MESSAGES.jobNotFound })
  @IsInt({ message: MESSAGES.jobNotFound })
  @IsNotEmpty({ message: MESSAGES.jobRequired })
  jobId: number;

  @ApiProperty({ type: Boolean, description: 'Must be true (multipart: "true" or "on")' })
  @ToConsent()
  @Equals(true, { message: MESSAGES.consentRequired })
  consent: boolean;

  @ApiPropertyOptional({ type: ApplicationSourceDto, description: 'Where the applicant came from' })
  @IsOptional()
  @ValidateNested()
  @Type(() => ApplicationSourceDto)
  @IsObject({ message: APPLICATION_SOURCE_MESSAGES.sourceInvalid })
  source?: ApplicationSourceDto;
}
