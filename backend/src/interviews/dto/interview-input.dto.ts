import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsInt,
  IsOptional,
  IsString,
  IsUrl,
  Max,
  MaxLength,
  Min,
  Validate,
  ValidatorConstraint,
  type ValidatorConstraintInterface,
} from 'class-validator';
import { Trim, TrimToNull } from '../../common/dto/trim.transform';
import {
  INTERVIEW_DEFAULT_TIME_ZONE,
  INTERVIEW_LIMITS,
  INTERVIEW_MESSAGES,
  type InterviewInput,
  type ScorecardInput,
} from '@uaq/contract';
import { isLocalDate, isLocalTime, isTimeZone } from '../interview-time';

@ValidatorConstraint({ name: 'localDate' })
class LocalDateRule implements ValidatorConstraintInterface {
  validate = (value: unknown) => isLocalDate(value);
  defaultMessage = () => INTERVIEW_MESSAGES.dateInvalid;
}

@ValidatorConstraint({ name: 'localTime' })
class LocalTimeRule implements ValidatorConstraintInterface {
  validate = (value: unknown) => isLocalTime(value);
  defaultMessage = () => INTERVIEW_MESSAGES.timeInvalid;
}

@ValidatorConstraint({ name: 'timeZone' })
class TimeZoneRule implements ValidatorConstraintInterface {
  validate = (value: unknown) => isTimeZone(value);
  defaultMessage = () => INTERVIEW_MESSAGES.timeZoneInvalid;
}

/** Body of scheduling and rescheduling: the start as HR reads it on the clock of `timeZone`. */
export class InterviewInputDto implements InterviewInput {
  @ApiProperty({ example: '2026-12-14' })
  @Trim()
  @Validate(LocalDateRule)
  date: string;

  @ApiProperty({ example: '10:00' })
  @Trim()
  @Validate(LocalTimeRule)
  time: string;

  @ApiProperty({ minimum: INTERVIEW_LIMITS.minDurationMinutes, maximum: INTERVIEW_LIMITS.maxDurationMinutes })
  @Max(INTERVIEW_LIMITS.maxDurationMinutes, { message: INTERVIEW_MESSAGES.durationInvalid })
  @Min(INTERVIEW_LIMITS.minDurationMinutes, { message: INTERVIEW_MESSAGES.durationInvalid })
  @IsInt({ message: INTERVIEW_MESSAGES.durationInvalid })
  durationMinutes: number;

  @ApiPropertyOptional({ default: INTERVIEW_DEFAULT_TIME_ZONE })
  @IsOptional()
  @Trim()
  @Validate(TimeZoneRule)
  timeZone?: string;

  @ApiPropertyOptional({ maxLength: INTERVIEW_LIMITS.location, nullable: true })
  @IsOptional()
  @TrimToNull()
  @MaxLength(INTERVIEW_LIMITS.location, { message: INTERVIEW_MESSAGES.locationTooLong })
  @IsString({ message: INTERVIEW_MESSAGES.locationTooLong })
  location?: string | null;

  @ApiPropertyOptional({ maxLength: INTERVIEW_LIMITS.meetingUrl, nullable: true })
  @IsOptional()
  @TrimToNull()
  @MaxLength(INTERVIEW_LIMITS.meetingUrl, { message: INTERVIEW_MESSAGES.meetingUrlInvalid })
  @IsUrl({ protocols: ['https'], require_protocol: true }, { message: INTERVIEW_MESSAGES.meetingUrlInvalid })
  meetingUrl?: string | null;

  @ApiProperty({ type: [Number], minItems: 1, maxItems: INTERVIEW_LIMITS.maxInterviewers })
  @IsInt({ each: true, message: INTERVIEW_MESSAGES.interviewersRequired })
  @ArrayMaxSize(INTERVIEW_LIMITS.maxInterviewers, { message: INTERVIEW_MESSAGES.interviewersRequired })
  @ArrayMinSize(1, { message: INTERVIEW_MESSAGES.interviewersRequired })
  @IsArray({ message: INTERVIEW_MESSAGES.interviewersRequired })
  interviewerIds: number[];
}

/** Body of PUT /api/admin/interviews/:id/scorecard. */
export class ScorecardInputDto implements ScorecardInput {
  @ApiProperty({ minimum: INTERVIEW_LIMITS.minRating, maximum: INTERVIEW_LIMITS.maxRating })
  @Max(INTERVIEW_LIMITS.maxRating, { message: INTERVIEW_MESSAGES.ratingInvalid })
  @Min(INTERVIEW_LIMITS.minRating, { message: INTERVIEW_MESSAGES.ratingInvalid })
  @IsInt({ message: INTERVIEW_MESSAGES.ratingInvalid })
  rating: number;

  @ApiPropertyOptional({ maxLength: INTERVIEW_LIMITS.scorecardNotes, nullable: true })
  @IsOptional()
  @TrimToNull()
  @MaxLength(INTERVIEW_LIMITS.scorecardNotes, { message: INTERVIEW_MESSAGES.notesTooLong })
  @IsString({ message: INTERVIEW_MESSAGES.notesTooLong })
  notes?: string | null;
}
