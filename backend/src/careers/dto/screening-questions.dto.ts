import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import {
  MESSAGE_CODES,
  SCREENING_CHOICE_KEY_PATTERN,
  SCREENING_LIMITS,
  SCREENING_QUESTION_KINDS,
  YES_NO_ANSWERS,
  type ScreeningChoiceInput,
  type ScreeningQuestionInput,
  type ScreeningQuestionKind,
  type ScreeningQuestionsInput,
  type YesNoAnswer,
} from '@uaq/contract';
import { Trim } from '../../platform/common/dto/trim.transform';

const codes = MESSAGE_CODES.screeningAdmin;

/** A bound of a number question: a whole number from 0 to the answers' maximum, or null. */
const NumberBound = () => (target: object, property: string) => {
  ApiPropertyOptional({ type: Number, nullable: true, minimum: 0, maximum: SCREENING_LIMITS.maxNumber })(
    target,
    property,
  );
  Max(SCREENING_LIMITS.maxNumber, { message: codes.numberBoundInvalid })(target, property);
  Min(0, { message: codes.numberBoundInvalid })(target, property);
  IsInt({ message: codes.numberBoundInvalid })(target, property);
  IsOptional()(target, property);
};

/** One option of a choice question (checks run bottom-up and stop at the first failure). */
export class ScreeningChoiceInputDto implements ScreeningChoiceInput {
  @ApiPropertyOptional({
    pattern: SCREENING_CHOICE_KEY_PATTERN.source,
    description: 'Kept from the question as read; new options get one',
  })
  @IsOptional()
  @Matches(SCREENING_CHOICE_KEY_PATTERN, { message: codes.choiceKeyInvalid })
  @IsString({ message: codes.choiceKeyInvalid })
  key?: string;

  @ApiProperty({ maxLength: SCREENING_LIMITS.choiceText, example: 'Residence visa' })
  @Trim()
  @MaxLength(SCREENING_LIMITS.choiceText, { message: codes.choiceTextTooLong })
  @IsString({ message: codes.choiceTextRequired })
  @IsNotEmpty({ message: codes.choiceTextRequired })
  text: string;

  @ApiProperty({ maxLength: SCREENING_LIMITS.choiceText, example: 'تأشيرة إقامة' })
  @Trim()
  @MaxLength(SCREENING_LIMITS.choiceText, { message: codes.choiceTextTooLong })
  @IsString({ message: codes.choiceTextRequired })
  @IsNotEmpty({ message: codes.choiceTextRequired })
  textAr: string;

  @ApiPropertyOptional({ default: false, description: 'Choosing it does not qualify' })
  @IsOptional()
  @IsBoolean({ message: codes.knockOutInvalid })
  knockOut?: boolean;
}

/** One question; the rules across its fields are the contract's (screeningQuestionProblems). */
export class ScreeningQuestionInputDto implements ScreeningQuestionInput {
  @ApiPropertyOptional({ description: 'The id of a question the job has; left out for a new one' })
  @IsOptional()
  @Min(1, { message: codes.idInvalid })
  @IsInt({ message: codes.idInvalid })
  id?: number;

  @ApiProperty({ enum: SCREENING_QUESTION_KINDS })
  @IsIn(SCREENING_QUESTION_KINDS, { message: codes.kindInvalid })
  kind: ScreeningQuestionKind;

  @ApiProperty({ maxLength: SCREENING_LIMITS.questionText, example: 'Do you hold a UAE driving licence?' })
  @Trim()
  @MaxLength(SCREENING_LIMITS.questionText, { message: codes.textTooLong })
  @IsString({ message: codes.textRequired })
  @IsNotEmpty({ message: codes.textRequired })
  text: string;

  @ApiProperty({ maxLength: SCREENING_LIMITS.questionText, example: 'هل لديك رخصة قيادة إماراتية؟' })
  @Trim()
  @MaxLength(SCREENING_LIMITS.questionText, { message: codes.textTooLong })
  @IsString({ message: codes.textArRequired })
  @IsNotEmpty({ message: codes.textArRequired })
  textAr: string;

  @ApiPropertyOptional({ default: false })
  @IsOptional()
  @IsBoolean({ message: codes.requiredInvalid })
  required?: boolean;

  @ApiPropertyOptional({ type: [ScreeningChoiceInputDto], maxItems: SCREENING_LIMITS.choicesPerQuestion })
  @IsOptional()
  @ValidateNested({ each: true })
  @Type(() => ScreeningChoiceInputDto)
  @ArrayMaxSize(SCREENING_LIMITS.choicesPerQuestion, { message: codes.choicesRequired })
  @IsArray({ message: codes.choicesRequired })
  choices?: ScreeningChoiceInputDto[];

  @NumberBound()
  min?: number | null;

  @NumberBound()
  max?: number | null;

  @ApiPropertyOptional({
    enum: YES_NO_ANSWERS,
    nullable: true,
    description: 'Yes/no questions: the answer that does not qualify',
  })
  @IsOptional()
  @IsIn(YES_NO_ANSWERS, { message: codes.knockOutAnswerInvalid })
  knockOutAnswer?: YesNoAnswer | null;

  @NumberBound()
  qualifyingMin?: number | null;

  @NumberBound()
  qualifyingMax?: number | null;
}

/** Body of PUT /api/admin/careers/:id/screening-questions: the whole ordered list. */
export class ScreeningQuestionsDto implements ScreeningQuestionsInput {
  @ApiProperty({ type: [ScreeningQuestionInputDto], maxItems: SCREENING_LIMITS.questionsPerJob })
  @ValidateNested({ each: true })
  @Type(() => ScreeningQuestionInputDto)
  @ArrayMaxSize(SCREENING_LIMITS.questionsPerJob, { message: codes.questionsTooMany })
  @IsArray({ message: codes.questionsInvalid })
  questions: ScreeningQuestionInputDto[];
}
