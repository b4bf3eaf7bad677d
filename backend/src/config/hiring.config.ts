import { registerAs } from '@nestjs/config';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { validateConfig } from './validate-config';

class HiringEnvironment {
  /** How often each server closes the jobs whose closing day is over (the UPDATE is idempotent). */
  @IsOptional() @IsInt() @Min(1) @Max(24 * 3600) JOB_CLOSING_CHECK_SECONDS?: number;
}

export interface HiringConfig {
  jobClosingCheckMs: number;
}

export const hiringConfig = registerAs('hiring', (): HiringConfig => {
  const env = validateConfig('hiring', HiringEnvironment);
  return { jobClosingCheckMs: (env.JOB_CLOSING_CHECK_SECONDS ?? 300) * 1000 };
});
