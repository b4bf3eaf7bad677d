import { registerAs } from '@nestjs/config';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { validateConfig } from './validate-config';

class ApplicantStatusEnvironment {
  /** How long an applicant's status link works (HR or the applicant end it sooner; a newer link does not). */
  @IsOptional() @IsInt() @Min(1) @Max(3650) APPLICANT_LINK_DAYS?: number;
  /** Days after an applicant's erasure request that the application is erased if HR has not done it. */
  @IsOptional() @IsInt() @Min(0) @Max(365) APPLICANT_ERASURE_DAYS?: number;
}

export interface ApplicantStatusConfig {
  linkValidityMs: number;
  erasureDelayMs: number;
  /** A new-address confirmation link works for a day: long enough to open the mail, short for a stray copy. */
  emailChangeValidityMs: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

export const applicantStatusConfig = registerAs('applicantStatus', (): ApplicantStatusConfig => {
  const env = validateConfig('applicant status', ApplicantStatusEnvironment);
  return {
    linkValidityMs: (env.APPLICANT_LINK_DAYS ?? 180) * DAY_MS,
    erasureDelayMs: (env.APPLICANT_ERASURE_DAYS ?? 30) * DAY_MS,
    emailChangeValidityMs: DAY_MS,
  };
});
