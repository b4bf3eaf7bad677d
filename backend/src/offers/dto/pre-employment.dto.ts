import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsNotEmpty, IsOptional, IsString, MaxLength, ValidateBy } from 'class-validator';
import {
  isCalendarDay,
  MESSAGE_CODES,
  PRE_EMPLOYMENT_LIMITS,
  type PreEmploymentCheckChange,
  type PreEmploymentCheckInput,
} from '@uaq/contract';
import { Trim, TrimToNull } from '../../platform/common/dto/trim.transform';

export class PreEmploymentCheckChangeDto implements PreEmploymentCheckChange {
  @ApiPropertyOptional()
  @IsOptional()
  @IsBoolean({ message: MESSAGE_CODES.offer.doneInvalid })
  done?: boolean;

  @ApiPropertyOptional({
    nullable: true,
    format: 'date',
    example: '2033-03-31',
    description: 'null clears it',
  })
  @TrimToNull()
  @IsOptional()
  @ValidateBy(
    { name: 'isDay', validator: { validate: (value: unknown) => isCalendarDay(value) } },
    { message: MESSAGE_CODES.offer.dateInvalid },
  )
  expiresOn?: string | null;
}

export class PreEmploymentCheckInputDto implements PreEmploymentCheckInput {
  @ApiProperty({ example: 'Police clearance certificate', maxLength: PRE_EMPLOYMENT_LIMITS.label })
  @Trim()
  @MaxLength(PRE_EMPLOYMENT_LIMITS.label, { message: MESSAGE_CODES.offer.checkLabelTooLong })
  @IsNotEmpty({ message: MESSAGE_CODES.offer.checkLabelRequired })
  @IsString({ message: MESSAGE_CODES.offer.checkLabelRequired })
  label: string;
}
