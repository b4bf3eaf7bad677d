import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import {
  MESSAGE_CODES,
  RECOMMENDATIONS,
  SCORECARD_LIMITS,
  type Recommendation,
  type ScorecardInput,
} from '@uaq/contract';
import { TrimToNull } from '../../platform/common/dto/trim.transform';

const codes = MESSAGE_CODES.scorecard;

export class CriterionRatingInputDto {
  @ApiProperty({ description: 'One of the job’s criteria' })
  @Min(1, { message: codes.ratingCriterionUnknown })
  @IsInt({ message: codes.ratingCriterionUnknown })
  criterionId: number;

  @ApiProperty({ minimum: SCORECARD_LIMITS.minRating, maximum: SCORECARD_LIMITS.maxRating })
  @Max(SCORECARD_LIMITS.maxRating, { message: codes.ratingInvalid })
  @Min(SCORECARD_LIMITS.minRating, { message: codes.ratingInvalid })
  @IsInt({ message: codes.ratingInvalid })
  rating: number;
}

/**
 * Body of PUT /api/admin/interviews/:id/scorecard (a draft) and POST …/scorecard/submit (complete:
 * every criterion rated, a recommendation).
 */
export class ScorecardInputDto implements ScorecardInput {
  @ApiPropertyOptional({ type: [CriterionRatingInputDto], maxItems: SCORECARD_LIMITS.criteriaPerJob })
  @IsOptional()
  @ValidateNested({ each: true })
  @Type(() => CriterionRatingInputDto)
  @ArrayMaxSize(SCORECARD_LIMITS.criteriaPerJob, { message: codes.ratingsInvalid })
  @IsArray({ message: codes.ratingsInvalid })
  ratings?: CriterionRatingInputDto[];

  @ApiPropertyOptional({ enum: RECOMMENDATIONS, nullable: true })
  @IsOptional()
  @IsIn(RECOMMENDATIONS, { message: codes.recommendationInvalid })
  recommendation?: Recommendation | null;

  @ApiPropertyOptional({ maxLength: SCORECARD_LIMITS.comment, nullable: true })
  @IsOptional()
  @TrimToNull()
  @MaxLength(SCORECARD_LIMITS.comment, { message: codes.commentTooLong })
  @IsString({ message: codes.commentTooLong })
  comment?: string | null;
}
