import { ApiProperty } from '@nestjs/swagger';
import { IsInt, IsNotEmpty, IsString, Max, MaxLength, Min } from 'class-validator';
import {
  APPLICANT_STATUS_LIMITS,
  MAX_RECORD_ID,
  type ApplicantApplicationInput,
  type ApplicantEmailInput,
  type ApplicantLinkRequestInput,
  type ApplicantPhoneInput,
  type ApplicantTokenInput,
  MESSAGE_CODES,
} from '@uaq/contract';
import { Trim } from '../../platform/common/dto/trim.transform';
import {
  IsEmailAddress,
  NormaliseEmailAddress,
} from '../../platform/common/validation/email-address.decorator';
import { IsPhoneNumber } from '../../platform/common/validation/phone-number.decorator';

// Checks run bottom-up per property and stop at the first failure: "required" sits lowest.

/** The link's token, in the body (never in a URL a browser could prefetch or a log could keep). */
export class ApplicantTokenDto implements ApplicantTokenInput {
  @ApiProperty({ description: 'The token from the status link (the part after #token=)' })
  @MaxLength(APPLICANT_STATUS_LIMITS.token, { message: MESSAGE_CODES.applicantStatus.linkInvalid })
  @IsString({ message: MESSAGE_CODES.applicantStatus.tokenRequired })
  @IsNotEmpty({ message: MESSAGE_CODES.applicantStatus.tokenRequired })
  token: string;
}

export class ApplicantApplicationDto extends ApplicantTokenDto implements ApplicantApplicationInput {
  @ApiProperty({ minimum: 1 })
  @Max(MAX_RECORD_ID, { message: MESSAGE_CODES.applicantStatus.applicationRequired })
  @Min(1, { message: MESSAGE_CODES.applicantStatus.applicationRequired })
  @IsInt({ message: MESSAGE_CODES.applicantStatus.applicationRequired })
  applicationId: number;
}

export class ApplicantPhoneDto extends ApplicantTokenDto implements ApplicantPhoneInput {
  @ApiProperty({ maxLength: APPLICANT_STATUS_LIMITS.phone, example: '050 123 4567' })
  @Trim()
  @IsPhoneNumber()
  @MaxLength(APPLICANT_STATUS_LIMITS.phone, { message: MESSAGE_CODES.application.phoneTooLong })
  @IsString({ message: MESSAGE_CODES.application.phoneRequired })
  @IsNotEmpty({ message: MESSAGE_CODES.application.phoneRequired })
  phone: string;
}

export class ApplicantEmailDto extends ApplicantTokenDto implements ApplicantEmailInput {
  @ApiProperty({ maxLength: APPLICANT_STATUS_LIMITS.email, example: 'new-address@example.com' })
  @NormaliseEmailAddress()
  @MaxLength(APPLICANT_STATUS_LIMITS.email, { message: MESSAGE_CODES.application.emailInvalid })
  @IsEmailAddress(MESSAGE_CODES.application.emailInvalid)
  @IsString({ message: MESSAGE_CODES.application.emailInvalid })
  @IsNotEmpty({ message: MESSAGE_CODES.application.emailRequired })
  email: string;
}

/** "Lost your link?": only an address. */
export class ApplicantLinkRequestDto implements ApplicantLinkRequestInput {
  @ApiProperty({ maxLength: APPLICANT_STATUS_LIMITS.email, example: 'applicant@example.com' })
  @NormaliseEmailAddress()
  @MaxLength(APPLICANT_STATUS_LIMITS.email, { message: MESSAGE_CODES.application.emailInvalid })
  @IsEmailAddress(MESSAGE_CODES.application.emailInvalid)
  @IsString({ message: MESSAGE_CODES.application.emailInvalid })
  @IsNotEmpty({ message: MESSAGE_CODES.application.emailRequired })
  email: string;
}
