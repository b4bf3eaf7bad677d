import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  Equals,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  MaxLength,
  Min,
  ValidateIf,
} from 'class-validator';
import {
  APPLICATION_LIMITS,
  CANDIDATE_LIMITS,
  HR_SOURCES,
  MESSAGE_CODES,
  normaliseEmailAddress,
  type CvImportInput,
  type HrCandidateInput,
  type HrSource,
} from '@uaq/contract';
import { ToConsent, ToWholeNumber } from '../../platform/common/dto/multipart.transform';
import { Trim } from '../../platform/common/dto/trim.transform';
import { IsEmailAddress } from '../../platform/common/validation/email-address.decorator';
import { IsPhoneNumber } from '../../platform/common/validation/phone-number.decorator';

/** Trimmed; an empty optional field of a form counts as not given. */
const TrimToMissing = () =>
  Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' ? value.trim() || undefined : value,
  );
/** As TrimToMissing, and an address in the contract's one form (normaliseEmailAddress). */
const OptionalEmailAddress = () =>
  Transform(({ value }: { value: unknown }) => {
    if (typeof value !== 'string' || value.trim() === '')
      return typeof value === 'string' ? undefined : value;
    return normaliseEmailAddress(value) ?? value.trim();
  });

// Checks run bottom-up per property and stop at the first failure (stopAtFirstError): "required" sits lowest.
/** Where the applications HR adds come from, and the consent HR confirms: shared by adding one and importing CVs. */
export class HrSourceDto implements CvImportInput {
  @ApiProperty({ type: Number, description: 'The job (multipart: as text)' })
  @ToWholeNumber()
  @Min(1, { message: MESSAGE_CODES.application.jobNotFound })
  @IsInt({ message: MESSAGE_CODES.application.jobNotFound })
  @IsNotEmpty({ message: MESSAGE_CODES.application.jobRequired })
  jobId: number;

  @ApiProperty({ enum: HR_SOURCES })
  @IsIn(HR_SOURCES, { message: MESSAGE_CODES.candidate.sourceInvalid })
  source: HrSource;

  @ApiPropertyOptional({
    maxLength: CANDIDATE_LIMITS.sourceName,
    description: "The agency's or referrer's name",
  })
  @TrimToMissing()
  // Required for an agency or a referral; an unknown source is refused on its own field only.
  @ValidateIf(
    (input: HrSourceDto) =>
      input.source === 'agency' || input.source === 'referral' || input.sourceName !== undefined,
  )
  @MaxLength(CANDIDATE_LIMITS.sourceName, { message: MESSAGE_CODES.candidate.sourceNameTooLong })
  @IsString({ message: MESSAGE_CODES.candidate.sourceNameRequired })
  @IsNotEmpty({ message: MESSAGE_CODES.candidate.sourceNameRequired })
  sourceName?: string;

  @ApiProperty({ type: Boolean, description: 'HR confirms the person agreed (multipart: "true" or "on")' })
  @ToConsent()
  @Equals(true, { message: MESSAGE_CODES.candidate.consentRequired })
  consent: boolean;
}

/** POST /api/admin/candidates (multipart, optional `resume`): a walk-in, an agency CV or a referral. */
export class HrCandidateDto extends HrSourceDto implements HrCandidateInput {
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

  @ApiPropertyOptional({ maxLength: APPLICATION_LIMITS.email })
  @OptionalEmailAddress()
  @IsOptional()
  @MaxLength(APPLICATION_LIMITS.email, { message: MESSAGE_CODES.application.emailInvalid })
  @IsEmailAddress(MESSAGE_CODES.application.emailInvalid)
  @IsString({ message: MESSAGE_CODES.application.emailInvalid })
  email?: string;

  @ApiPropertyOptional({ maxLength: APPLICATION_LIMITS.phone })
  @TrimToMissing()
  @IsOptional()
  @IsPhoneNumber()
  @MaxLength(APPLICATION_LIMITS.phone, { message: MESSAGE_CODES.application.phoneTooLong })
  @IsString({ message: MESSAGE_CODES.phone.phoneInvalid })
  phone?: string;

  @ApiPropertyOptional({ maxLength: APPLICATION_LIMITS.address })
  @Trim()
  @IsOptional()
  @MaxLength(APPLICATION_LIMITS.address, { message: MESSAGE_CODES.application.addressTooLong })
  @IsString({ message: MESSAGE_CODES.application.addressRequired })
  address?: string;

  @ApiPropertyOptional({
    maxLength: APPLICATION_LIMITS.coverLetter,
    description: "HR's summary, or the letter that came with the CV",
  })
  @Trim()
  @IsOptional()
  @MaxLength(APPLICATION_LIMITS.coverLetter, { message: MESSAGE_CODES.application.coverLetterTooLong })
  @IsString({ message: MESSAGE_CODES.application.coverLetterRequired })
  coverLetter?: string;
}
