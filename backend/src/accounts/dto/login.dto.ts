import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import {
  ADMIN_ROLES,
  LANGUAGES,
  type AdminPendingStep,
  type Language,
  type AdminRole,
  type LoginResult,
  type SignedInAdmin,
  MESSAGE_CODES,
} from '@uaq/contract';

export class LoginDto {
  @ApiProperty({ example: 'admin', maxLength: 100 })
  @MaxLength(100, { message: MESSAGE_CODES.account.usernameTooLong })
  @IsNotEmpty({ message: MESSAGE_CODES.account.usernameRequired })
  @IsString({ message: MESSAGE_CODES.account.usernameRequired })
  username: string;

  // Bounded so a huge "password" cannot tie up the hasher.
  @ApiProperty({ format: 'password', maxLength: 1024 })
  @MaxLength(1024, { message: MESSAGE_CODES.account.passwordTooLong })
  @IsNotEmpty({ message: MESSAGE_CODES.account.passwordRequired })
  @IsString({ message: MESSAGE_CODES.account.passwordRequired })
  password: string;

  /** With two-factor sign-in: the authenticator's 6-digit code, or an unused recovery code. */
  @ApiProperty({ required: false, example: '123456', maxLength: 20 })
  @IsOptional()
  @MaxLength(20, { message: MESSAGE_CODES.mfa.codeRequired })
  @IsString({ message: MESSAGE_CODES.mfa.codeRequired })
  code?: string;
}

export class AdminUserDto implements SignedInAdmin {
  @ApiProperty({ example: 1 }) id: number;
  @ApiProperty({ example: 'admin' }) username: string;
  @ApiProperty({ enum: ADMIN_ROLES }) role: AdminRole;
  @ApiProperty() mfaEnabled: boolean;
  @ApiProperty({ enum: LANGUAGES, description: 'The interface language kept on the account' })
  language: Language;
  @ApiProperty({ enum: ['password', 'mfa'], nullable: true, description: 'What the account must do first' })
  pending: AdminPendingStep;
}

export class LoginResultDto implements LoginResult {
  @ApiProperty() token: string;
  @ApiProperty({ description: 'Seconds until the token expires', example: 28800 }) expiresIn: number;
  @ApiProperty({ type: AdminUserDto }) user: AdminUserDto;
}

export class LoginResponseDto {
  @ApiProperty({ example: true }) success: true;
  @ApiProperty({ example: 'Login successful' }) message: string;
  @ApiProperty({ type: LoginResultDto }) data: LoginResultDto;
}

export class CurrentAdminResponseDto {
  @ApiProperty({ example: true }) success: true;
  @ApiProperty({ type: AdminUserDto }) data: AdminUserDto;
}
