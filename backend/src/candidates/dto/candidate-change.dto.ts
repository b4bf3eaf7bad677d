import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { APPLICATION_LIMITS, MESSAGE_CODES, type CandidateChange } from '@uaq/contract';
import { Trim } from '../../platform/common/dto/trim.transform';
import {
  IsEmailAddress,
  NormaliseEmailAddress,
} from '../../platform/common/validation/email-address.decorator';
import { IsPhoneNumber } from '../../platform/common/validation/phone-number.decorator';

/** PATCH /api/admin/candidates/:id: each field optional, none blank. */
export class CandidateChangeDto implements CandidateChange {
  @ApiPropertyOptional({ maxLength: APPLICATION_LIMITS.name })
  @Trim()
  @IsOptional()
  @MaxLength(APPLICATION_LIMITS.name, { message: MESSAGE_CODES.application.firstNameTooLong })
  @IsNotEmpty({ message: MESSAGE_CODES.application.firstNameRequired })
  @IsString({ message: MESSAGE_CODES.application.firstNameRequired })
  firstName?: string;

  @ApiPropertyOptional({ maxLength: APPLICATION_LIMITS.name })
  @Trim()
  @IsOptional()
  @MaxLength(APPLICATION_LIMITS.name, { message: MESSAGE_CODES.application.lastNameTooLong })
  @IsNotEmpty({ message: MESSAGE_CODES.application.lastNameRequired })
  @IsString({ message: MESSAGE_CODES.application.lastNameRequired })
  lastName?: string;

  @ApiPropertyOptional({ maxLength: APPLICATION_LIMITS.phone })
  @Trim()
  @IsOptional()
  @IsPhoneNumber()
  @MaxLength(APPLICATION_LIMITS.phone, { message: MESSAGE_CODES.application.phoneTooLong })
  @IsString({ message: MESSAGE_CODES.phone.phoneInvalid })
  phone?: string;

  @ApiPropertyOptional({
    maxLength: APPLICATION_LIMITS.email,
    description: 'Only while the candidate has none',
  })
  @NormaliseEmailAddress()
  @IsOptional()
  @MaxLength(APPLICATION_LIMITS.email, { message: MESSAGE_CODES.application.emailInvalid })
  @IsEmailAddress(MESSAGE_CODES.application.emailInvalid)
  @IsString({ message: MESSAGE_CODES.application.emailInvalid })
  email?: string;
}
