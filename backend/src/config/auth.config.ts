import { registerAs } from '@nestjs/config';
import { IsOptional, IsString } from 'class-validator';
import { validateConfig } from './validate-config';

// Placeholder until the auth feature lands: it owns JWT_* and ADMIN_* validation.
class AuthEnvironment {
  @IsOptional() @IsString() JWT_SECRET?: string;
}

export const authConfig = registerAs('auth', () => {
  const env = validateConfig('auth', AuthEnvironment);
  return { jwtSecret: env.JWT_SECRET ?? '' };
});
