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
  JOB_TERM_MESSAGES as TERMS,
  jobTermErrors,
  JOB_STATUSES,
  JOB_TYPES,
  type JobInput,
  type JobStatus,
  type JobType,
} from '@uaq/contract';
import { Trim, TrimToNull } from '../../common/dto/trim.transform';
import { ClosesOnField, ResumeOptionalField } from './job-closing.dto';

const tooLong = (label: string, max: number) =>
  `${label} must be at most ${max.toLocaleString('en-US')} characters`;

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
        !args || !(args.property in jobTermErrors(args.object as JobInput)),
      defaultMessage: (args?: ValidationArguments) =>
        args ? jobTermErrors(args.object as JobInput)[args.property] : '',
    },
  });

// Checks run bottom-up per property and stop at the first failure (stopAtFirstError): "required" sits lowest.
/** Body of POST /api/admin/careers and PUT /api/admin/careers/:id. */
export class JobInputDto implements JobInput {
  @ApiProperty({ maxLength: JOB_LIMITS.title, example: 'Fire Alarm Technician' })
  @Trim()
  @MaxLength(JOB_LIMITS.title, { message: tooLong('Title', JOB_LIMITS.title) })
  @IsString({ message: 'Title must be text' })
  @IsNotEmpty({ message: 'Title is required' })
  title: string;

  @ApiProperty({ maxLength: JOB_LIMITS.description })
  @Trim()
  @MaxLength(JOB_LIMITS.description, { message: tooLong('Description', JOB_LIMITS.description) })
  @IsString({ message: 'Description must be text' })
  @IsNotEmpty({ message: 'Description is required' })
  description: string;

  @ApiProperty({ maxLength: JOB_LIMITS.location, example: 'Umm Al Quwain, UAE' })
  @Trim()
  @MaxLength(JOB_LIMITS.location, { message: tooLong('Location', JOB_LIMITS.location) })
  @IsString({ message: 'Location must be text' })
  @IsNotEmpty({ message: 'Location is required' })
  location: string;

  @ApiProperty({ enum: JOB_TYPES })
  @Trim()
  @IsIn(JOB_TYPES, { message: `Type must be one of ${JOB_TYPES.join(', ')}` })
  @IsNotEmpty({ message: 'Type is required' })
  type: JobType;

  @ApiProperty({ minimum: 0, maximum: JOB_TERM_LIMITS.maxYears, example: 2 })
  @Max(JOB_TERM_LIMITS.maxYears, { message: TERMS.experienceYears })
  @Min(0, { message: TERMS.experienceYears })
  @IsInt({ message: TERMS.experienceYears })
  @IsDefined({ message: TERMS.experienceMinRequired })
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
  @Max(JOB_TERM_LIMITS.maxYears, { message: TERMS.experienceYears })
  @Min(0, { message: TERMS.experienceYears })
  @IsInt({ message: TERMS.experienceYears })
  @IsOptional()
  experienceMaxYears?: number | null;

  @ApiProperty({ type: [String], maxItems: JOB_LIMITS.requirements, description: 'Blank rows are dropped.' })
  @RequirementRows()
  @IsOptional()
  @MaxLength(JOB_LIMITS.requirement, {
    each: true,
    message: `Each requirement must be at most ${JOB_LIMITS.requirement} characters`,
  })
  @IsString({ each: true, message: 'Each requirement must be text' })
  @ArrayMaxSize(JOB_LIMITS.requirements, {
    message: `At most ${JOB_LIMITS.requirements} requirements are allowed`,
  })
  @IsArray({ message: 'Requirements must be a list of text rows' })
  requirements: string[] = [];

  @ApiPropertyOptional({
    type: Number,
    nullable: true,
    minimum: 1,
    maximum: JOB_TERM_LIMITS.maxMonthlySalary,
    example: 8000,
    description: 'Monthly pay in AED. Leave salaryMin and salaryMax both out (or null) to show no salary.',
  })
  @Max(JOB_TERM_LIMITS.maxMonthlySalary, { message: TERMS.salaryAmount })
  @Min(1, { message: TERMS.salaryAmount })
  @IsInt({ message: TERMS.salaryAmount })
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
  @Max(JOB_TERM_LIMITS.maxMonthlySalary, { message: TERMS.salaryAmount })
  @Min(1, { message: TERMS.salaryAmount })
  @IsInt({ message: TERMS.salaryAmount })
  @IsOptional()
  salaryMax?: number | null;

  @ApiPropertyOptional({ enum: JOB_STATUSES, default: 'active' })
  @IsOptional()
  @IsIn(JOB_STATUSES, { message: `Status must be one of ${JOB_STATUSES.join(', ')}` })
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
  @MaxLength(JOB_LIMITS.title, { message: tooLong('Title (Arabic)', JOB_LIMITS.title) })
  @IsString({ message: 'Title (Arabic) must be text' })
  titleAr?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: JOB_LIMITS.description })
  @TrimToNull()
  @IsOptional()
  @MaxLength(JOB_LIMITS.description, {
    message: tooLong('Description (Arabic)', JOB_LIMITS.description),
  })
  @IsString({ message: 'Description (Arabic) must be text' })
  descriptionAr?: string | null;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    maxLength: JOB_LIMITS.location,
    example: 'أم القيوين، الإمارات العربية المتحدة',
  })
  @TrimToNull()
  @IsOptional()
  @MaxLength(JOB_LIMITS.location, { message: tooLong('Location (Arabic)', JOB_LIMITS.location) })
  @IsString({ message: 'Location (Arabic) must be text' })
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
    message: `Each Arabic requirement must be at most ${JOB_LIMITS.requirement} characters`,
  })
  @IsString({ each: true, message: 'Each Arabic requirement must be text' })
  @ArrayMaxSize(JOB_LIMITS.requirements, {
    message: `At most ${JOB_LIMITS.requirements} Arabic requirements are allowed`,
  })
  @IsArray({ message: 'Requirements (Arabic) must be a list of text rows' })
  requirementsAr?: string[] | null;

  // Issue 25: the closing day and the walk-in flag (rules in job-closing.dto.ts).
  @ClosesOnField()
  closesOn?: string | null;

  @ResumeOptionalField()
  resumeOptional?: boolean;
}

/** Body of PATCH /api/admin/careers/:id/status. */
export class JobStatusDto {
  @ApiProperty({ enum: JOB_STATUSES })
  @IsIn(JOB_STATUSES, { message: `Status must be one of ${JOB_STATUSES.join(', ')}` })
  status: JobStatus;
}
