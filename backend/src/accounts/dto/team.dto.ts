import { ApiProperty } from '@nestjs/swagger';
import { IsBoolean, IsIn, IsNotEmpty, IsOptional, IsString, MaxLength, ValidateIf } from 'class-validator';
import {
  ADMIN_ROLES,
  LANGUAGES,
  type AdminAccountChange,
  type AdminSettingsInput,
  type Language,
  type AdminAccountInput,
  type AdminRole,
  type PasswordChangeInput,
  type SecuritySettings,
  MESSAGE_CODES,
} from '@uaq/contract';
import {
  IsEmailAddress,
  NormaliseEmailAddress,
} from '../../platform/common/validation/email-address.decorator';

export class CreateAdminAccountDto implements AdminAccountInput {
  @ApiProperty({ example: 'sara.hr', maxLength: 50 })
  @MaxLength(100, { message: MESSAGE_CODES.account.usernameTooLong })
  @IsNotEmpty({ message: MESSAGE_CODES.account.usernameRequired })
  @IsString({ message: MESSAGE_CODES.account.usernameRequired })
  username: string;

  @ApiProperty({ enum: ADMIN_ROLES })
  @IsIn(ADMIN_ROLES, { message: MESSAGE_CODES.account.roleInvalid })
  role: AdminRole;
}

export class UpdateAdminAccountDto implements AdminAccountChange {
  @ApiProperty({ enum: ADMIN_ROLES, required: false })
  @IsOptional()
  @IsIn(ADMIN_ROLES, { message: MESSAGE_CODES.account.roleInvalid })
  role?: AdminRole;

  @ApiProperty({ required: false })
  @IsOptional()
  @IsBoolean({ message: MESSAGE_CODES.account.disabledBoolean })
  disabled?: boolean;

  @ApiProperty({ required: false, nullable: true, description: 'Where interview invitations go' })
  @IsOptional()
  @ValidateIf((_body, value) => value !== '')
  @NormaliseEmailAddress()
  @MaxLength(254, { message: MESSAGE_CODES.account.emailInvalid })
  @IsEmailAddress(MESSAGE_CODES.account.emailInvalid)
  email?: string | null;
}

export class ChangePasswordDto implements PasswordChangeInput {
  @ApiProperty({ format: 'password', maxLength: 1024 })
  @MaxLength(1024, { message: MESSAGE_CODES.account.passwordTooLong })
  @IsNotEmpty({ message: MESSAGE_CODES.account.currentPasswordRequired })
  @IsString({ message: MESSAGE_CODES.account.currentPasswordRequired })
  currentPassword: string;

  @ApiProperty({ format: 'password', maxLength: 1024 })
  @MaxLength(1024, { message: MESSAGE_CODES.account.passwordTooLong })
  @IsNotEmpty({ message: MESSAGE_CODES.account.newPasswordRequired })
  @IsString({ message: MESSAGE_CODES.account.newPasswordRequired })
  newPassword: string;
}

export class AdminSettingsDto implements AdminSettingsInput {
  @ApiProperty({
    enum: LANGUAGES,
    description: 'The interface language, kept on the account; e-mails to you follow it',
  })
  @IsIn(LANGUAGES, { message: MESSAGE_CODES.account.languageInvalid })
  language: Language;
}

export class MfaCodeDto {
  @ApiProperty({ example: '123456' })
  @MaxLength(20, { message: MESSAGE_CODES.mfa.codeRequired })
  @IsNotEmpty({ message: MESSAGE_CODES.mfa.codeRequired })
  @IsString({ message: MESSAGE_CODES.mfa.codeRequired })
  code: string;
}

export class SecuritySettingsDto implements SecuritySettings {
  @ApiProperty()
  @IsBoolean({ message: MESSAGE_CODES.account.mfaRequiredBoolean })
  mfaRequired: boolean;

  @ApiProperty({
    required: false,
    description: 'HR may approve offers (not its own); unchanged when left out',
  })
  @IsOptional()
  @IsBoolean({ message: MESSAGE_CODES.offer.hrMayApproveOffersBoolean })
  hrMayApproveOffers?: boolean;
}
