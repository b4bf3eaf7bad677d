import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  ValidateBy,
  ValidateNested,
} from 'class-validator';
import {
  isCalendarDay,
  MESSAGE_CODES,
  OFFER_LIMITS,
  OFFER_STATUSES,
  WORK_PATTERNS,
  type OfferAllowance,
  type OfferInput,
  type OfferStatus,
  type WorkPattern,
} from '@uaq/contract';
import { Trim, TrimToNull } from '../../platform/common/dto/trim.transform';
import { PageDto } from '../../platform/common/paging/page-query.dto';

const IsDay = () =>
  ValidateBy(
    { name: 'isDay', validator: { validate: (value: unknown) => isCalendarDay(value) } },
    { message: MESSAGE_CODES.offer.dateInvalid },
  );

/** A monthly amount in whole dirhams. */
const Amount = () => [
  Max(OFFER_LIMITS.maxAmount, { message: MESSAGE_CODES.offer.amountInvalid }),
  Min(0, { message: MESSAGE_CODES.offer.amountInvalid }),
  IsInt({ message: MESSAGE_CODES.offer.amountInvalid }),
];
const apply =
  (decorators: PropertyDecorator[]): PropertyDecorator =>
  (target, key) => {
    for (const decorator of decorators) decorator(target, key);
  };

export class OfferAllowanceDto implements OfferAllowance {
  @ApiProperty({ example: 'Food allowance', maxLength: OFFER_LIMITS.allowanceName })
  @Trim()
  @MaxLength(OFFER_LIMITS.allowanceName, { message: MESSAGE_CODES.offer.allowanceNameTooLong })
  @IsNotEmpty({ message: MESSAGE_CODES.offer.allowancesInvalid })
  @IsString({ message: MESSAGE_CODES.offer.allowancesInvalid })
  name: string;

  @ApiPropertyOptional({ example: 'بدل الطعام', nullable: true })
  @TrimToNull()
  @IsOptional()
  @MaxLength(OFFER_LIMITS.allowanceName, { message: MESSAGE_CODES.offer.allowanceNameTooLong })
  @IsString({ message: MESSAGE_CODES.offer.allowancesInvalid })
  nameAr?: string | null;

  @ApiProperty({ example: 300, description: 'AED a month' })
  @apply(Amount())
  amount: number;
}

/** Body of drafting and changing an offer (the rules between fields are the service's). */
export class OfferInputDto implements OfferInput {
  @ApiPropertyOptional({ example: 'Fire Alarm Technician', description: "The job's title when left out" })
  @Trim()
  @IsOptional()
  @MaxLength(OFFER_LIMITS.position, { message: MESSAGE_CODES.offer.positionTooLong })
  @IsNotEmpty({ message: MESSAGE_CODES.offer.positionRequired })
  @IsString({ message: MESSAGE_CODES.offer.positionRequired })
  position?: string;

  @ApiPropertyOptional({ example: 'فني إنذار الحريق', nullable: true })
  @TrimToNull()
  @IsOptional()
  @MaxLength(OFFER_LIMITS.position, { message: MESSAGE_CODES.offer.positionTooLong })
  @IsString({ message: MESSAGE_CODES.offer.positionRequired })
  positionAr?: string | null;

  @ApiProperty({ example: '2031-04-01', format: 'date' })
  @Trim()
  @IsDay()
  startDate: string;

  @ApiProperty({ enum: WORK_PATTERNS })
  @IsIn(WORK_PATTERNS, { message: MESSAGE_CODES.offer.workPatternInvalid })
  workPattern: WorkPattern;

  @ApiProperty({ minimum: OFFER_LIMITS.minContractMonths, maximum: OFFER_LIMITS.maxContractMonths })
  @Max(OFFER_LIMITS.maxContractMonths, { message: MESSAGE_CODES.offer.contractMonthsInvalid })
  @Min(OFFER_LIMITS.minContractMonths, { message: MESSAGE_CODES.offer.contractMonthsInvalid })
  @IsInt({ message: MESSAGE_CODES.offer.contractMonthsInvalid })
  contractMonths: number;

  @ApiProperty({ minimum: 0, maximum: OFFER_LIMITS.maxProbationMonths })
  @Max(OFFER_LIMITS.maxProbationMonths, { message: MESSAGE_CODES.offer.probationInvalid })
  @Min(0, { message: MESSAGE_CODES.offer.probationInvalid })
  @IsInt({ message: MESSAGE_CODES.offer.probationInvalid })
  probationMonths: number;

  @ApiProperty({ example: 6500, description: 'AED a month' })
  @Min(1, { message: MESSAGE_CODES.offer.basicSalaryRequired })
  @apply(Amount())
  basicSalary: number;

  @ApiPropertyOptional({ example: 2500, default: 0 })
  @IsOptional()
  @apply(Amount())
  housingAllowance?: number;

  @ApiPropertyOptional({ example: 800, default: 0 })
  @IsOptional()
  @apply(Amount())
  transportAllowance?: number;

  @ApiPropertyOptional({ type: [OfferAllowanceDto] })
  @IsOptional()
  @ValidateNested({ each: true })
  @Type(() => OfferAllowanceDto)
  @ArrayMaxSize(OFFER_LIMITS.maxOtherAllowances, { message: MESSAGE_CODES.offer.allowancesInvalid })
  @IsArray({ message: MESSAGE_CODES.offer.allowancesInvalid })
  otherAllowances?: OfferAllowanceDto[];

  @ApiProperty({ example: '2031-03-17', format: 'date', description: 'The last valid day (UAE)' })
  @Trim()
  @IsDay()
  expiresOn: string;

  @ApiPropertyOptional({ nullable: true, maxLength: OFFER_LIMITS.notes })
  @TrimToNull()
  @IsOptional()
  @MaxLength(OFFER_LIMITS.notes, { message: MESSAGE_CODES.offer.notesTooLong })
  @IsString({ message: MESSAGE_CODES.offer.notesTooLong })
  notes?: string | null;
}

/** The offers list (an approver's queue): paged, optionally one status. */
export class OfferListQueryDto extends PageDto {
  @ApiPropertyOptional({ enum: OFFER_STATUSES })
  @IsOptional()
  @IsIn(OFFER_STATUSES, { message: MESSAGE_CODES.offer.statusInvalid })
  status?: OfferStatus;
}

/** `?language=en|ar` of a letter's download. */
export class LetterQueryDto {
  @ApiProperty({ enum: ['en', 'ar'] })
  @IsIn(['en', 'ar'], { message: MESSAGE_CODES.offer.languageInvalid })
  language: 'en' | 'ar';
}

/** The answer page's form: the link's token travels in the body, not in the address it posts to. */
export class OfferAnswerDto {
  @ApiProperty({ description: 'The token of the accept or decline link (its last path segment)' })
  @IsString({ message: MESSAGE_CODES.request.invalid })
  @IsNotEmpty({ message: MESSAGE_CODES.request.invalid })
  token: string;
}
