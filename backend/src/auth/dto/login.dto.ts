import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import type { AdminUser, LoginResult } from '@uaq/contract';

export class LoginDto {
  @ApiProperty({ example: 'admin', maxLength: 100 })
  @MaxLength(100, { message: 'Username must be 100 characters or fewer' })
  @IsNotEmpty({ message: 'Username is required' })
  @IsString({ message: 'Username is required' })
  username: string;

  // Bounded so a huge "password" cannot tie up the hasher.
  @ApiProperty({ format: 'password', maxLength: 1024 })
  @MaxLength(1024, { message: 'Password must be 1024 characters or fewer' })
  @IsNotEmpty({ message: 'Password is required' })
  @IsString({ message: 'Password is required' })
  password: string;
}

export class AdminUserDto implements AdminUser {
  @ApiProperty({ example: 1 }) id: number;
  @ApiProperty({ example: 'admin' }) username: string;
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
