import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
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
  ArrayUnique,
} from 'class-validator';
import { Trim, TrimToNull } from '../../common/dto/trim.transform';
import {
  PROJECT_CATEGORIES,
  PROJECT_LIMITS as L,
  PROJECT_MESSAGES,
  PROJECT_SLUG_PATTERN,
  PROJECT_STATUSES,
  SERVICE_IDS,
  type ProjectCategory,
  type ProjectInput,
  type ProjectStatus,
  type ServiceId,
} from '@uaq/contract';

const tooLong = (label: string, max: number) =>
  `${label} must be at most ${max.toLocaleString('en-US')} characters`;

// Checks run bottom-up per property and stop at the first failure: "required" sits lowest.
/** Body of POST /api/admin/projects and PUT /api/admin/projects/:id. */
export class ProjectInputDto implements ProjectInput {
  @ApiProperty({ maxLength: L.title })
  @Trim()
  @MaxLength(L.title, { message: tooLong('Title', L.title) })
  @IsNotEmpty({ message: 'Title is required' })
  @IsString({ message: 'Title is required' })
  title: string;

  @ApiPropertyOptional({ maxLength: L.slug, description: 'Made from the title when left out' })
  @Trim()
  @IsOptional()
  @Matches(PROJECT_SLUG_PATTERN, {
    message: 'The address (slug) may hold only lower-case letters, digits and hyphens',
  })
  @MaxLength(L.slug, { message: tooLong('The address (slug)', L.slug) })
  @IsString({ message: 'The address (slug) must be text' })
  slug?: string;

  @ApiProperty({ enum: PROJECT_CATEGORIES })
  @IsIn(PROJECT_CATEGORIES, { message: `Category must be one of ${PROJECT_CATEGORIES.join(', ')}` })
  category: ProjectCategory;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: L.client })
  @TrimToNull()
  @IsOptional()
  @MaxLength(L.client, { message: tooLong('Client', L.client) })
  @IsString({ message: 'Client must be text' })
  client?: string | null;

  @ApiProperty({ maxLength: L.location })
  @Trim()
  @MaxLength(L.location, { message: tooLong('Location', L.location) })
  @IsNotEmpty({ message: 'Location is required' })
  @IsString({ message: 'Location is required' })
  location: string;

  @ApiPropertyOptional({
    type: Number,
    nullable: true,
    minimum: 1,
    maximum: L.durationMonths,
    description: 'Whole months; each language writes it ("5 months", «5 أشهر»)',
  })
  @IsOptional()
  @Max(L.durationMonths, { message: PROJECT_MESSAGES.durationMonths })
  @Min(1, { message: PROJECT_MESSAGES.durationMonths })
  @IsInt({ message: PROJECT_MESSAGES.durationMonths })
  durationMonths?: number | null;

  @ApiProperty({ enum: PROJECT_STATUSES })
  @IsIn(PROJECT_STATUSES, { message: `Status must be one of ${PROJECT_STATUSES.join(', ')}` })
  status: ProjectStatus;

  @ApiProperty({ maxLength: L.description })
  @Trim()
  @MaxLength(L.description, { message: tooLong('Description', L.description) })
  @IsNotEmpty({ message: 'Description is required' })
  @IsString({ message: 'Description is required' })
  description: string;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    maxLength: L.title,
    example: 'تحديث نظام إنذار الحريق',
  })
  @TrimToNull()
  @IsOptional()
  @MaxLength(L.title, { message: tooLong('Title (Arabic)', L.title) })
  @IsString({ message: 'Title (Arabic) must be text' })
  titleAr?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: L.client })
  @TrimToNull()
  @IsOptional()
  @MaxLength(L.client, { message: tooLong('Client (Arabic)', L.client) })
  @IsString({ message: 'Client (Arabic) must be text' })
  clientAr?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: L.location, example: 'الراس، أم القيوين' })
  @TrimToNull()
  @IsOptional()
  @MaxLength(L.location, { message: tooLong('Location (Arabic)', L.location) })
  @IsString({ message: 'Location (Arabic) must be text' })
  locationAr?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: L.description })
  @TrimToNull()
  @IsOptional()
  @MaxLength(L.description, { message: tooLong('Description (Arabic)', L.description) })
  @IsString({ message: 'Description (Arabic) must be text' })
  descriptionAr?: string | null;

  @ApiProperty({ enum: SERVICE_IDS, isArray: true, description: 'The systems installed' })
  @ArrayUnique({ message: 'Each service may be listed once' })
  @IsIn(SERVICE_IDS, { each: true, message: 'Services must be chosen from the list' })
  @IsArray({ message: 'Services must be a list' })
  services: ServiceId[];

  @ApiPropertyOptional({ default: false })
  @IsOptional()
  @IsBoolean({ message: 'Published must be true or false' })
  published?: boolean;

  @ApiPropertyOptional({ default: false, description: 'Sample content, marked "Sample project" on the site' })
  @IsOptional()
  @IsBoolean({ message: 'Sample must be true or false' })
  sample?: boolean;
}

/** Body of PUT /api/admin/projects/order: every project id, in the order the site shows them. */
export class ProjectOrderDto {
  @ApiProperty({ type: [Number] })
  @ArrayUnique({ message: PROJECT_MESSAGES.orderInvalid })
  @IsInt({ each: true, message: PROJECT_MESSAGES.orderInvalid })
  @Min(1, { each: true, message: PROJECT_MESSAGES.orderInvalid })
  @IsArray({ message: PROJECT_MESSAGES.orderInvalid })
  ids: number[];
}

/** The text fields of a photo upload (multipart). */
export class ProjectPhotoDto {
  @ApiPropertyOptional({ maxLength: L.alt, description: 'What the photo shows (for screen readers)' })
  @Trim()
  @IsOptional()
  @MaxLength(L.alt, { message: tooLong('The description of the photo', L.alt) })
  @IsString({ message: 'The description of the photo must be text' })
  alt?: string;

  @ApiPropertyOptional({ maxLength: L.alt, description: 'The same in Arabic (Arabic pages show it)' })
  @TrimToNull()
  @IsOptional()
  @MaxLength(L.alt, { message: tooLong('The description of the photo (Arabic)', L.alt) })
  @IsString({ message: 'The description of the photo (Arabic) must be text' })
  altAr?: string | null;
}

/** Query of GET /api/projects. */
export class ProjectFilterDto {
  @ApiPropertyOptional({ enum: PROJECT_CATEGORIES })
  @IsOptional()
  @IsIn(PROJECT_CATEGORIES, { message: `Category must be one of ${PROJECT_CATEGORIES.join(', ')}` })
  category?: ProjectCategory;
}
