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
import { Trim, TrimToNull } from '../../platform/common/dto/trim.transform';
import {
  INTERVIEW_DEFAULT_TIME_ZONE,
  INTERVIEW_LIMITS,
  type InterviewInput,
  MESSAGE_CODES,
} from '@uaq/contract';
import { isLocalDate, isLocalTime, isTimeZone } from '../interview-time';

@ValidatorConstraint({ name: 'localDate' })
class LocalDateRule implements ValidatorConstraintInterface {
  validate = (value: unknown) => isLocalDate(value);
  defaultMessage = () => MESSAGE_CODES.interview.dateInvalid;
}

@ValidatorConstraint({ name: 'localTime' })
class LocalTimeRule implements ValidatorConstraintInterface {
  validate = (value: unknown) => isLocalTime(value);
  defaultMessage = () => MESSAGE_CODES.interview.timeInvalid;
}

@ValidatorConstraint({ name: 'timeZone' })
class TimeZoneRule implements ValidatorConstraintInterface {
  validate = (value: unknown) => isTimeZone(value);
  defaultMessage = () => MESSAGE_CODES.interview.timeZoneInvalid;
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
  @Max(INTERVIEW_LIMITS.maxDurationMinutes, { message: MESSAGE_CODES.interview.durationInvalid })
  @Min(INTERVIEW_LIMITS.minDurationMinutes, { message: MESSAGE_CODES.interview.durationInvalid })
  @IsInt({ message: MESSAGE_CODES.interview.durationInvalid })
  durationMinutes: number;

  @ApiPropertyOptional({ default: INTERVIEW_DEFAULT_TIME_ZONE })
  @IsOptional()
  @Trim()
  @Validate(TimeZoneRule)
  timeZone?: string;

  @ApiPropertyOptional({ maxLength: INTERVIEW_LIMITS.location, nullable: true })
  @IsOptional()
  @TrimToNull()
  @MaxLength(INTERVIEW_LIMITS.location, { message: MESSAGE_CODES.interview.locationTooLong })
  @IsString({ message: MESSAGE_CODES.interview.locationTooLong })
  location?: string | null;

  @ApiPropertyOptional({ maxLength: INTERVIEW_LIMITS.meetingUrl, nullable: true })
  @IsOptional()
  @TrimToNull()
  @MaxLength(INTERVIEW_LIMITS.meetingUrl, { message: MESSAGE_CODES.interview.meetingUrlInvalid })
  @IsUrl(
    { protocols: ['https'], require_protocol: true },
    { message: MESSAGE_CODES.interview.meetingUrlInvalid },
  )
  meetingUrl?: string | null;

  @ApiProperty({ type: [Number], minItems: 1, maxItems: INTERVIEW_LIMITS.maxInterviewers })
  @IsInt({ each: true, message: MESSAGE_CODES.interview.interviewersRequired })
  @ArrayMaxSize(INTERVIEW_LIMITS.maxInterviewers, { message: MESSAGE_CODES.interview.interviewersRequired })
  @ArrayMinSize(1, { message: MESSAGE_CODES.interview.interviewersRequired })
  @IsArray({ message: MESSAGE_CODES.interview.interviewersRequired })
  interviewerIds: number[];
}
