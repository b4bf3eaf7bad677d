import { ApiProperty } from '@nestjs/swagger';
import { IsInt, Max, Min } from 'class-validator';
import { RETENTION_LIMITS, RETENTION_MESSAGES, type RetentionSettings } from '@uaq/contract';

const Months = () => (target: object, property: string) => {
  ApiProperty({ minimum: RETENTION_LIMITS.minMonths, maximum: RETENTION_LIMITS.maxMonths })(target, property);
  Max(RETENTION_LIMITS.maxMonths, { message: RETENTION_MESSAGES.months })(target, property);
  Min(RETENTION_LIMITS.minMonths, { message: RETENTION_MESSAGES.months })(target, property);
  IsInt({ message: RETENTION_MESSAGES.months })(target, property);
};

/** Body of PUT /api/admin/retention/settings: every period, whole numbers within the limits. */
export class RetentionSettingsDto implements RetentionSettings {
  @Months()
  applicationMonths: number;

  @Months()
  enquiryMonths: number;

  @Months()
  quoteRequestMonths: number;

  @ApiProperty({ minimum: RETENTION_LIMITS.minQuarantineDays, maximum: RETENTION_LIMITS.maxQuarantineDays })
  @Max(RETENTION_LIMITS.maxQuarantineDays, { message: RETENTION_MESSAGES.quarantineDays })
  @Min(RETENTION_LIMITS.minQuarantineDays, { message: RETENTION_MESSAGES.quarantineDays })
  @IsInt({ message: RETENTION_MESSAGES.quarantineDays })
  quarantineDays: number;
}
