import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  IsBoolean,
  IsIn,
  IsInt,
  IsOptional,
  Matches,
  Max,
  Min,
  ValidateBy,
  type ValidationArguments,
} from 'class-validator';
import { PageQueryDto } from '../../platform/common/paging/page-query.dto';
import {
  APPLICATION_STATUSES,
  SCREENING_CHOICE_KEY_PATTERN,
  SCREENING_LIMITS,
  type ApplicationStatus,
  type ScreeningFilters,
  MESSAGE_CODES,
} from '@uaq/contract';

/** A query string's whole number becomes a number; anything else stays as sent, so it fails IsInt. */
const WholeNumber = () =>
  Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : value,
  );

/** An answer filter says which question it is about. */
const NeedsQuestion = () =>
  ValidateBy(
    {
      name: 'needsQuestion',
      validator: {
        validate: (_value: unknown, args?: ValidationArguments) =>
          (args?.object as ApplicationFiltersDto | undefined)?.questionId !== undefined,
      },
    },
    { message: MESSAGE_CODES.screeningAdmin.filterNeedsQuestion },
  );

/**
 * Query of GET /api/admin/job-applications, the board and the CSV export (which takes every
 * matching row and ignores the paging). `q` matches name, email and phone; the screening filters:
 * `knockedOut`, and `questionId` with `answer` (yes, no or an option's key) or
 * `answerMin`/`answerMax` (a number question's bounds).
 */
export class ApplicationFiltersDto extends PageQueryDto implements ScreeningFilters {
  @ApiPropertyOptional({ enum: APPLICATION_STATUSES })
  @IsOptional()
  @IsIn(APPLICATION_STATUSES, { message: MESSAGE_CODES.applicationAdmin.statusInvalid })
  status?: ApplicationStatus;

  @ApiPropertyOptional({ type: Number })
  @WholeNumber()
  @IsOptional()
  @Min(1, { message: MESSAGE_CODES.applicationAdmin.jobInvalid })
  @IsInt({ message: MESSAGE_CODES.applicationAdmin.jobInvalid })
  jobId?: number;

  @ApiPropertyOptional({
    type: Boolean,
    description: 'Only applications a screening answer knocked out (true) or none did (false)',
  })
  @Transform(({ value }: { value: unknown }) => ({ true: true, false: false })[String(value)] ?? value)
  @IsOptional()
  @IsBoolean({ message: MESSAGE_CODES.screeningAdmin.filterKnockedOutInvalid })
  knockedOut?: boolean;

  @ApiPropertyOptional({
    type: Number,
    description: 'A screening question: only applications that answered it',
  })
  @WholeNumber()
  @IsOptional()
  @Min(1, { message: MESSAGE_CODES.screeningAdmin.filterQuestionInvalid })
  @IsInt({ message: MESSAGE_CODES.screeningAdmin.filterQuestionInvalid })
  questionId?: number;

  @ApiPropertyOptional({
    description: 'With questionId: answered yes, no, or with this option (among others)',
  })
  @IsOptional()
  @NeedsQuestion()
  @Matches(SCREENING_CHOICE_KEY_PATTERN, { message: MESSAGE_CODES.screeningAdmin.filterAnswerInvalid })
  answer?: string;

  @ApiPropertyOptional({ type: Number, description: 'With questionId (a number question): at least this' })
  @WholeNumber()
  @IsOptional()
  @NeedsQuestion()
  @Max(SCREENING_LIMITS.maxNumber, { message: MESSAGE_CODES.screeningAdmin.filterNumberInvalid })
  @Min(0, { message: MESSAGE_CODES.screeningAdmin.filterNumberInvalid })
  @IsInt({ message: MESSAGE_CODES.screeningAdmin.filterNumberInvalid })
  answerMin?: number;

  @ApiPropertyOptional({ type: Number, description: 'With questionId (a number question): at most this' })
  @WholeNumber()
  @IsOptional()
  @NeedsQuestion()
  @Max(SCREENING_LIMITS.maxNumber, { message: MESSAGE_CODES.screeningAdmin.filterNumberInvalid })
  @Min(0, { message: MESSAGE_CODES.screeningAdmin.filterNumberInvalid })
  @IsInt({ message: MESSAGE_CODES.screeningAdmin.filterNumberInvalid })
  answerMax?: number;
}
