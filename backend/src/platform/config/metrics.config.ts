import { registerAs } from '@nestjs/config';
import { IsOptional, IsString, Matches, MinLength } from 'class-validator';
import { validateConfig } from './validate-config';

class MetricsEnvironment {
  /** The bearer token Prometheus sends; without it GET /metrics does not exist (404). */
  @IsOptional()
  @IsString()
  @MinLength(24, { message: 'METRICS_TOKEN must be at least 24 characters (e.g. openssl rand -hex 24)' })
  @Matches(/^[\x21-\x7e]+$/, { message: 'METRICS_TOKEN must be printable ASCII without spaces' })
  METRICS_TOKEN?: string;
}

export interface MetricsConfig {
  /** Null: metrics are not served at all. */
  token: string | null;
}

export const metricsConfig = registerAs('metrics', (): MetricsConfig => {
  const env = validateConfig('metrics', MetricsEnvironment);
  return { token: env.METRICS_TOKEN || null };
});
