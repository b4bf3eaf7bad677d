import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  Equals,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  MaxLength,
  Min,
  IsObject,
  ValidateBy,
  ValidateNested,
} from 'class-validator';
import { ToConsent, ToWholeNumber } from '../../platform/common/dto/multipart.transform';
import { Trim, TrimToNull } from '../../platform/common/dto/trim.transform';
import { ApplicationSourceDto } from './application-source.dto';
import {
  APPLICATION_LIMITS,
  JOB_LIMITS,
  isLinkedInUrl,
  type JobApplicationInput,
  MESSAGE_CODES,
} from '@uaq/contract';
import {
  IsEmailAddress,
  NormaliseEmailAddress,
} from '../../platform/common/validation/email-address.decorator';
import { IsPhoneNumber } from '../../platform/common/validation/phone-number.decorator';

const IsLinkedInUrl = () =>
  ValidateBy(
    {
      name: 'isLinkedInUrl',
      validator: { validate: (value: unknown) => typeof value === 'string' && isLinkedInUrl(value) },
    },
    { message: MESSAGE_CODES.application.linkedinInvalid },
  );

/**
 * The answers as sent, copied own key by own key into a plain object (multipart makes one without a
 * prototype; a key such as `__proto__` stays a plain key); anything that is not an object is kept
 * for the check against the job's questions to refuse.
 */
const ScreeningAnswersField = () =>
  Transform(({ obj }: { obj: Record<string, unknown> }) => {
    const raw = obj.answers;
    if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) return raw;
    return Object.fromEntries(Object.keys(raw).map((key) => [key, (raw as Record<string, unknown>)[key]]));
  });

// Checks run bottom-up per property and stop at the first failure (stopAtFirstError): "required" sits lowest.
/** Body of POST /api/job-applications (JSON, or multipart with an optional `resume` file). */
export class ApplyDto implements JobApplicationInput {
  @ApiProperty({ maxLength: APPLICATION_LIMITS.name })
  @Trim()
  @MaxLength(APPLICATION_LIMITS.name, { message: MESSAGE_CODES.application.firstNameTooLong })
  @IsString({ message: MESSAGE_CODES.application.firstNameRequired })
  @IsNotEmpty({ message: MESSAGE_CODES.application.firstNameRequired })
  firstName: string;

  @ApiProperty({ maxLength: APPLICATION_LIMITS.name })
  @Trim()
  @MaxLength(APPLICATION_LIMITS.name, { message: MESSAGE_CODES.application.lastNameTooLong })
  @IsString({ message: MESSAGE_CODES.application.lastNameRequired })
  @IsNotEmpty({ message: MESSAGE_CODES.application.lastNameRequired })
  lastName: string;

  @ApiProperty({ maxLength: APPLICATION_LIMITS.email, example: 'applicant@example.com' })
  @NormaliseEmailAddress()
  @MaxLength(APPLICATION_LIMITS.email, { message: MESSAGE_CODES.application.emailInvalid })
  @IsEmailAddress(MESSAGE_CODES.application.emailInvalid)
  @IsString({ message: MESSAGE_CODES.application.emailInvalid })
  @IsNotEmpty({ message: MESSAGE_CODES.application.emailRequired })
  email: string;

  @ApiProperty({ maxLength: APPLICATION_LIMITS.phone })
  @Trim()
  @IsPhoneNumber()
  @MaxLength(APPLICATION_LIMITS.phone, { message: MESSAGE_CODES.application.phoneTooLong })
  @IsString({ message: MESSAGE_CODES.application.phoneRequired })
  @IsNotEmpty({ message: MESSAGE_CODES.application.phoneRequired })
  phone: string;

  @ApiProperty({ maxLength: APPLICATION_LIMITS.address })
  @Trim()
  @MaxLength(APPLICATION_LIMITS.address, { message: MESSAGE_CODES.application.addressTooLong })
  @IsString({ message: MESSAGE_CODES.application.addressRequired })
  @IsNotEmpty({ message: MESSAGE_CODES.application.addressRequired })
  address: string;

  @ApiPropertyOptional({ description: "Ignored: the job's title is stored instead." })
  @Trim()
  @IsOptional()
  @MaxLength(JOB_LIMITS.title, { message: MESSAGE_CODES.application.positionTooLong })
  @IsString({ message: MESSAGE_CODES.application.positionInvalid })
  position?: string;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: APPLICATION_LIMITS.linkedinUrl })
  @TrimToNull()
  @IsOptional()
  @IsLinkedInUrl()
  @MaxLength(APPLICATION_LIMITS.linkedinUrl, { message: MESSAGE_CODES.application.linkedinInvalid })
  linkedinUrl?: string | null;

  @ApiProperty({ maxLength: APPLICATION_LIMITS.coverLetter })
  @Trim()
  @MaxLength(APPLICATION_LIMITS.coverLetter, {
    message: MESSAGE_CODES.application.coverLetterTooLong,
  })
  @IsString({ message: MESSAGE_CODES.application.coverLetterRequired })
  @IsNotEmpty({ message: MESSAGE_CODES.application.coverLetterRequired })
  coverLetter: string;

  @ApiProperty({ type: Number, description: 'The job applied for (multipart: as text)' })
  @ToWholeNumber()
  @Min(1, { message: MESSAGE_CODES.application.jobNotFound })
  @IsInt({ message: MESSAGE_CODES.application.jobNotFound })
  @IsNotEmpty({ message: MESSAGE_CODES.application.jobRequired })
  jobId: number;

  @ApiProperty({ type: Boolean, description: 'Must be true (multipart: "true" or "on")' })
  @ToConsent()
  @Equals(true, { message: MESSAGE_CODES.application.consentRequired })
  consent: boolean;

  @ApiPropertyOptional({ type: ApplicationSourceDto, description: 'Where the applicant came from' })
  @IsOptional()
  @ValidateNested()
  @Type(() => ApplicationSourceDto)
  @IsObject({ message: MESSAGE_CODES.applicationSource.sourceInvalid })
  source?: ApplicationSourceDto;

  @ApiPropertyOptional({
    type: 'object',
    additionalProperties: true,
    example: { q12: 'yes', q13: 'c1a2b3c', q14: ['c4d5e6f', 'c7a8b9c'], q15: 30 },
    description:
      'Answers to the job’s screening questions by key (`q<id>`): yes/no, an option key, option keys, a whole number or text. Multipart: `answers[q12]`, several options `answers[q14][]`. Checked against the job’s questions (400 naming `answers.q12`).',
  })
  @ScreeningAnswersField()
  @IsOptional()
  answers?: Record<string, unknown>;
}
