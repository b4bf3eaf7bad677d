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
import { Trim, TrimToNull } from '../../platform/common/dto/trim.transform';
import {
  PROJECT_CATEGORIES,
  PROJECT_LIMITS as L,
  PROJECT_SLUG_PATTERN,
  PROJECT_STATUSES,
  SERVICE_IDS,
  type ProjectCategory,
  type ProjectInput,
  type ProjectStatus,
  type ServiceId,
  MESSAGE_CODES,
} from '@uaq/contract';

// Checks run bottom-up per property and stop at the first failure: "required" sits lowest.
/** Body of POST /api/admin/projects and PUT /api/admin/projects/:id. */
export class ProjectInputDto implements ProjectInput {
  @ApiProperty({ maxLength: L.title })
  @Trim()
  @MaxLength(L.title, { message: MESSAGE_CODES.projectAdmin.titleTooLong })
  @IsNotEmpty({ message: MESSAGE_CODES.projectAdmin.titleRequired })
  @IsString({ message: MESSAGE_CODES.projectAdmin.titleRequired })
  title: string;

  @ApiPropertyOptional({ maxLength: L.slug, description: 'Made from the title when left out' })
  @Trim()
  @IsOptional()
  @Matches(PROJECT_SLUG_PATTERN, {
    message: MESSAGE_CODES.projectAdmin.slugInvalid,
  })
  @MaxLength(L.slug, { message: MESSAGE_CODES.projectAdmin.slugTooLong })
  @IsString({ message: MESSAGE_CODES.projectAdmin.slugText })
  slug?: string;

  @ApiProperty({ enum: PROJECT_CATEGORIES })
  @IsIn(PROJECT_CATEGORIES, { message: MESSAGE_CODES.projectAdmin.categoryInvalid })
  category: ProjectCategory;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: L.client })
  @TrimToNull()
  @IsOptional()
  @MaxLength(L.client, { message: MESSAGE_CODES.projectAdmin.clientTooLong })
  @IsString({ message: MESSAGE_CODES.projectAdmin.clientText })
  client?: string | null;

  @ApiProperty({ maxLength: L.location })
  @Trim()
  @MaxLength(L.location, { message: MESSAGE_CODES.projectAdmin.locationTooLong })
  @IsNotEmpty({ message: MESSAGE_CODES.projectAdmin.locationRequired })
  @IsString({ message: MESSAGE_CODES.projectAdmin.locationRequired })
  location: string;

  @ApiPropertyOptional({
    type: Number,
    nullable: true,
    minimum: 1,
    maximum: L.durationMonths,
    description: 'Whole months; each language writes it ("5 months", «5 أشهر»)',
  })
  @IsOptional()
  @Max(L.durationMonths, { message: MESSAGE_CODES.project.durationMonths })
  @Min(1, { message: MESSAGE_CODES.project.durationMonths })
  @IsInt({ message: MESSAGE_CODES.project.durationMonths })
  durationMonths?: number | null;

  @ApiProperty({ enum: PROJECT_STATUSES })
  @IsIn(PROJECT_STATUSES, { message: MESSAGE_CODES.projectAdmin.statusInvalid })
  status: ProjectStatus;

  @ApiProperty({ maxLength: L.description })
  @Trim()
  @MaxLength(L.description, { message: MESSAGE_CODES.projectAdmin.descriptionTooLong })
  @IsNotEmpty({ message: MESSAGE_CODES.projectAdmin.descriptionRequired })
  @IsString({ message: MESSAGE_CODES.projectAdmin.descriptionRequired })
  description: string;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    maxLength: L.title,
    example: 'تحديث نظام إنذار الحريق',
  })
  @TrimToNull()
  @IsOptional()
  @MaxLength(L.title, { message: MESSAGE_CODES.projectAdmin.titleArTooLong })
  @IsString({ message: MESSAGE_CODES.projectAdmin.titleArText })
  titleAr?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: L.client })
  @TrimToNull()
  @IsOptional()
  @MaxLength(L.client, { message: MESSAGE_CODES.projectAdmin.clientArTooLong })
  @IsString({ message: MESSAGE_CODES.projectAdmin.clientArText })
  clientAr?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: L.location, example: 'الراس، أم القيوين' })
  @TrimToNull()
  @IsOptional()
  @MaxLength(L.location, { message: MESSAGE_CODES.projectAdmin.locationArTooLong })
  @IsString({ message: MESSAGE_CODES.projectAdmin.locationArText })
  locationAr?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: L.description })
  @TrimToNull()
  @IsOptional()
  @MaxLength(L.description, { message: MESSAGE_CODES.projectAdmin.descriptionArTooLong })
  @IsString({ message: MESSAGE_CODES.projectAdmin.descriptionArText })
  descriptionAr?: string | null;

  @ApiProperty({ enum: SERVICE_IDS, isArray: true, description: 'The systems installed' })
  @ArrayUnique({ message: MESSAGE_CODES.projectAdmin.servicesUnique })
  @IsIn(SERVICE_IDS, { each: true, message: MESSAGE_CODES.projectAdmin.servicesInvalid })
  @IsArray({ message: MESSAGE_CODES.projectAdmin.servicesList })
  services: ServiceId[];

  @ApiPropertyOptional({ default: false })
  @IsOptional()
  @IsBoolean({ message: MESSAGE_CODES.projectAdmin.publishedBoolean })
  published?: boolean;

  @ApiPropertyOptional({ default: false, description: 'Sample content, marked "Sample project" on the site' })
  @IsOptional()
  @IsBoolean({ message: MESSAGE_CODES.projectAdmin.sampleBoolean })
  sample?: boolean;
}

/** Body of PUT /api/admin/projects/order: every project id, in the order the site shows them. */
export class ProjectOrderDto {
  @ApiProperty({ type: [Number] })
  @ArrayUnique({ message: MESSAGE_CODES.project.orderInvalid })
  @IsInt({ each: true, message: MESSAGE_CODES.project.orderInvalid })
  @Min(1, { each: true, message: MESSAGE_CODES.project.orderInvalid })
  @IsArray({ message: MESSAGE_CODES.project.orderInvalid })
  ids: number[];
}

/** The text fields of a photo upload (multipart). */
export class ProjectPhotoDto {
  @ApiPropertyOptional({ maxLength: L.alt, description: 'What the photo shows (for screen readers)' })
  @Trim()
  @IsOptional()
  @MaxLength(L.alt, { message: MESSAGE_CODES.projectAdmin.altTooLong })
  @IsString({ message: MESSAGE_CODES.projectAdmin.altText })
  alt?: string;

  @ApiPropertyOptional({ maxLength: L.alt, description: 'The same in Arabic (Arabic pages show it)' })
  @TrimToNull()
  @IsOptional()
  @MaxLength(L.alt, { message: MESSAGE_CODES.projectAdmin.altArTooLong })
  @IsString({ message: MESSAGE_CODES.projectAdmin.altArText })
  altAr?: string | null;
}

/** Query of GET /api/projects. */
export class ProjectFilterDto {
  @ApiPropertyOptional({ enum: PROJECT_CATEGORIES })
  @IsOptional()
  @IsIn(PROJECT_CATEGORIES, { message: MESSAGE_CODES.projectAdmin.categoryInvalid })
  category?: ProjectCategory;
}
