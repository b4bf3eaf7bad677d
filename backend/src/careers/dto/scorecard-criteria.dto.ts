import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import {
  MESSAGE_CODES,
  SCORECARD_LIMITS,
  type ScorecardCriteriaInput,
  type ScorecardCriterionInput,
} from '@uaq/contract';
import { Trim } from '../../platform/common/dto/trim.transform';

const codes = MESSAGE_CODES.scorecard;

export class ScorecardCriterionInputDto implements ScorecardCriterionInput {
  @ApiPropertyOptional({ description: 'The id of a criterion the job has; left out for a new one' })
  @IsOptional()
  @Min(1, { message: codes.criterionIdInvalid })
  @IsInt({ message: codes.criterionIdInvalid })
  id?: number;

  @ApiProperty({ maxLength: SCORECARD_LIMITS.criterionName, example: 'Fire alarm panels' })
  @Trim()
  @MaxLength(SCORECARD_LIMITS.criterionName, { message: codes.criterionNameTooLong })
  @IsString({ message: codes.criterionNameRequired })
  @IsNotEmpty({ message: codes.criterionNameRequired })
  name: string;

  @ApiProperty({ maxLength: SCORECARD_LIMITS.criterionName, example: 'لوحات إنذار الحريق' })
  @Trim()
  @MaxLength(SCORECARD_LIMITS.criterionName, { message: codes.criterionNameTooLong })
  @IsString({ message: codes.criterionNameArRequired })
  @IsNotEmpty({ message: codes.criterionNameArRequired })
  nameAr: string;
}

/** Body of PUT /api/admin/careers/:id/scorecard-criteria: the whole ordered list. */
export class ScorecardCriteriaDto implements ScorecardCriteriaInput {
  @ApiProperty({ type: [ScorecardCriterionInputDto], maxItems: SCORECARD_LIMITS.criteriaPerJob })
  @ValidateNested({ each: true })
  @Type(() => ScorecardCriterionInputDto)
  @ArrayMaxSize(SCORECARD_LIMITS.criteriaPerJob, { message: codes.criteriaTooMany })
  @IsArray({ message: codes.criteriaInvalid })
  criteria: ScorecardCriterionInputDto[];
}
