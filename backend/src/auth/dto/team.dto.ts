import { ApiProperty } from '@nestjs/swagger';
import {
  IsBoolean,
  IsEmail,
  IsIn,
  IsNotEmpty,
  IsOptional,
  IsString,
  MaxLength,
  ValidateIf,
} from 'class-validator';
import {
  ADMIN_ROLES,
  type AdminAccountChange,
  type AdminAccountInput,
  type AdminRole,
  type PasswordChangeInput,
  type SecuritySettings,
} from '@uaq/contract';

const ROLE_MESSAGE = `Role must be one of: ${ADMIN_ROLES.join(', ')}`;

export class CreateAdminAccountDto implements AdminAccountInput {
  @ApiProperty({ example: 'sara.hr', maxLength: 50 })
  @MaxLength(100, { message: 'Username must be 100 characters or fewer' })
  @IsNotEmpty({ message: 'Username is required' })
  @IsString({ message: 'Username is required' })
  username: string;

  @ApiProperty({ enum: ADMIN_ROLES })
  @IsIn(ADMIN_ROLES, { message: ROLE_MESSAGE })
  role: AdminRole;
}

export class UpdateAdminAccountDto implements AdminAccountChange {
  @ApiProperty({ enum: ADMIN_ROLES, required: false })
  @IsOptional()
  @IsIn(ADMIN_ROLES, { message: ROLE_MESSAGE })
  role?: AdminRole;

  @ApiProperty({ required: false })
  @IsOptional()
  @IsBoolean({ message: 'disabled must be true or false' })
  disabled?: boolean;

  @ApiProperty({ required: false, nullable: true, description: 'Where interview invitations go' })
  @IsOptional()
  @ValidateIf((_body, value) => value !== '')
  @MaxLength(254, { message: 'E-mail must be a valid address' })
  @IsEmail({}, { message: 'E-mail must be a valid address' })
  email?: string | null;
}

export class ChangePasswordDto implements PasswordChangeInput {
  @ApiProperty({ format: 'password', maxLength: 1024 })
  @MaxLength(1024, { message: 'Password must be 1024 characters or fewer' })
  @IsNotEmpty({ message: 'Current password is required' })
  @IsString({ message: 'Current password is required' })
  currentPassword: string;

  @ApiProperty({ format: 'password', maxLength: 1024 })
  @MaxLength(1024, { message: 'Password must be 1024 characters or fewer' })
  @IsNotEmpty({ message: 'New password is required' })
  @IsString({ message: 'New password is required' })
  newPassword: string;
}

export class MfaCodeDto {
  @ApiProperty({ example: '123456' })
  @MaxLength(20, { message: 'Enter the 6-digit code from your authenticator app' })
  @IsNotEmpty({ message: 'Enter the 6-digit code from your authenticator app' })
  @IsString({ message: 'Enter the 6-digit code from your authenticator app' })
  code: string;
}

export class SecuritySettingsDto implements SecuritySettings {
  @ApiProperty()
  @IsBoolean({ message: 'mfaRequired must be true or false' })
  mfaRequired: boolean;
}
