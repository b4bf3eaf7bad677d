import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsDefined,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  ValidateBy,
  ValidateIf,
  type ValidationArguments,
} from 'class-validator';
import {
  JOB_LIMITS,
  JOB_TERM_LIMITS,
  jobTermProblems,
  JOB_STATUSES,
  JOB_TYPES,
  type JobInput,
  type JobStatus,
  type JobType,
  MESSAGE_CODES,
} from '@uaq/contract';
import { Trim, TrimToNull } from '../../platform/common/dto/trim.transform';
import { ClosesOnField, ResumeOptionalField } from './job-closing.dto';

/** Trims each row and drops blank ones, as the admin form does on save. */
const RequirementRows = () =>
  Transform(({ value }: { value: unknown }) =>
    Array.isArray(value)
      ? value
          .map((row: unknown) => (typeof row === 'string' ? row.trim() : row))
          .filter((row: unknown) => row !== '')
      : value,
  );

/** The contract's rule for the experience and salary pairs (minimum not above maximum), on this field. */
const ConsistentJobTerms = () =>
  ValidateBy({
    name: 'consistentJobTerms',
    validator: {
      validate: (_value: unknown, args?: ValidationArguments) =>
        !args || !(args.property in jobTermProblems(args.object as JobInput)),
      defaultMessage: (args?: ValidationArguments) => {
        const rule = args && jobTermProblems(args.object as JobInput)[args.property];
        return rule ? MESSAGE_CODES.jobTerm[rule] : MESSAGE_CODES.request.invalid;
      },
    },
  });

// Checks run bottom-up per property and stop at the first failure (stopAtFirstError): "required" sits lowest.
/** Body of POST /api/admin/careers and PUT /api/admin/careers/:id. */
export class JobInputDto implements JobInput {
  @ApiProperty({ maxLength: JOB_LIMITS.title, example: 'Fire Alarm Technician' })
  @Trim()
  @MaxLength(JOB_LIMITS.title, { message: MESSAGE_CODES.job.titleTooLong })
  @IsString({ message: MESSAGE_CODES.job.titleText })
  @IsNotEmpty({ message: MESSAGE_CODES.job.titleRequired })
  title: string;

  @ApiProperty({ maxLength: JOB_LIMITS.description })
  @Trim()
  @MaxLength(JOB_LIMITS.description, { message: MESSAGE_CODES.job.descriptionTooLong })
  @IsString({ message: MESSAGE_CODES.job.descriptionText })
  @IsNotEmpty({ message: MESSAGE_CODES.job.descriptionRequired })
  description: string;

  @ApiProperty({ maxLength: JOB_LIMITS.location, example: 'Umm Al Quwain, UAE' })
  @Trim()
  @MaxLength(JOB_LIMITS.location, { message: MESSAGE_CODES.job.locationTooLong })
  @IsString({ message: MESSAGE_CODES.job.locationText })
  @IsNotEmpty({ message: MESSAGE_CODES.job.locationRequired })
  location: string;

  @ApiProperty({ enum: JOB_TYPES })
  @Trim()
  @IsIn(JOB_TYPES, { message: MESSAGE_CODES.job.typeInvalid })
  @IsNotEmpty({ message: MESSAGE_CODES.job.typeRequired })
  type: JobType;

  @ApiProperty({ minimum: 0, maximum: JOB_TERM_LIMITS.maxYears, example: 2 })
  @Max(JOB_TERM_LIMITS.maxYears, { message: MESSAGE_CODES.jobTerm.experienceYears })
  @Min(0, { message: MESSAGE_CODES.jobTerm.experienceYears })
  @IsInt({ message: MESSAGE_CODES.jobTerm.experienceYears })
  @IsDefined({ message: MESSAGE_CODES.jobTerm.experienceMinRequired })
  experienceMinYears: number;

  @ApiPropertyOptional({
    type: Number,
    nullable: true,
    minimum: 0,
    maximum: JOB_TERM_LIMITS.maxYears,
    example: 5,
    description: 'Null or absent: no upper bound. Not less than experienceMinYears.',
  })
  @ConsistentJobTerms()
  @Max(JOB_TERM_LIMITS.maxYears, { message: MESSAGE_CODES.jobTerm.experienceYears })
  @Min(0, { message: MESSAGE_CODES.jobTerm.experienceYears })
  @IsInt({ message: MESSAGE_CODES.jobTerm.experienceYears })
  @IsOptional()
  experienceMaxYears?: number | null;

  @ApiProperty({ type: [String], maxItems: JOB_LIMITS.requirements, description: 'Blank rows are dropped.' })
  @RequirementRows()
  @IsOptional()
  @MaxLength(JOB_LIMITS.requirement, {
    each: true,
    message: MESSAGE_CODES.job.requirementTooLong,
  })
  @IsString({ each: true, message: MESSAGE_CODES.job.requirementText })
  @ArrayMaxSize(JOB_LIMITS.requirements, {
    message: MESSAGE_CODES.job.requirementsTooMany,
  })
  @IsArray({ message: MESSAGE_CODES.job.requirementsList })
  requirements: string[] = [];

  @ApiPropertyOptional({
    type: Number,
    nullable: true,
    minimum: 1,
    maximum: JOB_TERM_LIMITS.maxMonthlySalary,
    example: 8000,
    description: 'Monthly pay in AED. Leave salaryMin and salaryMax both out (or null) to show no salary.',
  })
  @Max(JOB_TERM_LIMITS.maxMonthlySalary, { message: MESSAGE_CODES.jobTerm.salaryAmount })
  @Min(1, { message: MESSAGE_CODES.jobTerm.salaryAmount })
  @IsInt({ message: MESSAGE_CODES.jobTerm.salaryAmount })
  @ConsistentJobTerms()
  @ValidateIf((job: JobInputDto) => job.salaryMin != null || job.salaryMax != null)
  salaryMin?: number | null;

  @ApiPropertyOptional({
    type: Number,
    nullable: true,
    minimum: 1,
    maximum: JOB_TERM_LIMITS.maxMonthlySalary,
    example: 12000,
    description: 'Monthly pay in AED, not less than salaryMin; null or absent: the minimum alone shows.',
  })
  @ConsistentJobTerms()
  @Max(JOB_TERM_LIMITS.maxMonthlySalary, { message: MESSAGE_CODES.jobTerm.salaryAmount })
  @Min(1, { message: MESSAGE_CODES.jobTerm.salaryAmount })
  @IsInt({ message: MESSAGE_CODES.jobTerm.salaryAmount })
  @IsOptional()
  salaryMax?: number | null;

  @ApiPropertyOptional({ enum: JOB_STATUSES, default: 'active' })
  @IsOptional()
  @IsIn(JOB_STATUSES, { message: MESSAGE_CODES.job.statusInvalid })
  status?: JobStatus;

  // The Arabic twins: optional, with the English fields' limits; blank means none (the English shows).
  @ApiPropertyOptional({
    type: String,
    nullable: true,
    maxLength: JOB_LIMITS.title,
    example: 'فني إنذار حريق',
  })
  @TrimToNull()
  @IsOptional()
  @MaxLength(JOB_LIMITS.title, { message: MESSAGE_CODES.job.titleArTooLong })
  @IsString({ message: MESSAGE_CODES.job.titleArText })
  titleAr?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: JOB_LIMITS.description })
  @TrimToNull()
  @IsOptional()
  @MaxLength(JOB_LIMITS.description, {
    message: MESSAGE_CODES.job.descriptionArTooLong,
  })
  @IsString({ message: MESSAGE_CODES.job.descriptionArText })
  descriptionAr?: string | null;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    maxLength: JOB_LIMITS.location,
    example: 'أم القيوين، الإمارات العربية المتحدة',
  })
  @TrimToNull()
  @IsOptional()
  @MaxLength(JOB_LIMITS.location, { message: MESSAGE_CODES.job.locationArTooLong })
  @IsString({ message: MESSAGE_CODES.job.locationArText })
  locationAr?: string | null;

  @ApiPropertyOptional({
    type: [String],
    nullable: true,
    maxItems: JOB_LIMITS.requirements,
    description: 'Blank rows are dropped; an empty list means none.',
  })
  @RequirementRows()
  @IsOptional()
  @MaxLength(JOB_LIMITS.requirement, {
    each: true,
    message: MESSAGE_CODES.job.requirementArTooLong,
  })
  @IsString({ each: true, message: MESSAGE_CODES.job.requirementArText })
  @ArrayMaxSize(JOB_LIMITS.requirements, {
    message: MESSAGE_CODES.job.requirementsArTooMany,
  })
  @IsArray({ message: MESSAGE_CODES.job.requirementsArList })
  requirementsAr?: string[] | null;

  // The closing day and the walk-in flag (rules in job-closing.dto.ts).
  @ClosesOnField()
  closesOn?: string | null;

  @ResumeOptionalField()
  resumeOptional?: boolean;
}

/** Body of PATCH /api/admin/careers/:id/status. */
export class JobStatusDto {
  @ApiProperty({ enum: JOB_STATUSES })
  @IsIn(JOB_STATUSES, { message: MESSAGE_CODES.job.statusInvalid })
  status: JobStatus;
}
