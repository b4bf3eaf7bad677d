import { ApiProperty } from '@nestjs/swagger';
import { IsInt, Max, Min } from 'class-validator';
import { RETENTION_LIMITS, type RetentionSettings, MESSAGE_CODES } from '@uaq/contract';

const Months = () => (target: object, property: string) => {
  ApiProperty({ minimum: RETENTION_LIMITS.minMonths, maximum: RETENTION_LIMITS.maxMonths })(target, property);
  Max(RETENTION_LIMITS.maxMonths, { message: MESSAGE_CODES.retention.months })(target, property);
  Min(RETENTION_LIMITS.minMonths, { message: MESSAGE_CODES.retention.months })(target, property);
  IsInt({ message: MESSAGE_CODES.retention.months })(target, property);
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
  @Max(RETENTION_LIMITS.maxQuarantineDays, { message: MESSAGE_CODES.retention.quarantineDays })
  @Min(RETENTION_LIMITS.minQuarantineDays, { message: MESSAGE_CODES.retention.quarantineDays })
  @IsInt({ message: MESSAGE_CODES.retention.quarantineDays })
  quarantineDays: number;
}
