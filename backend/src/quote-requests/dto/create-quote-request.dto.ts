import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  ArrayNotEmpty,
  Equals,
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
} from 'class-validator';
import { Trim, TrimToNull } from '../../common/dto/trim.transform';
import {
  BUILDING_TYPES,
  EMAIL_PATTERN,
  EMIRATES,
  PREFERRED_CONTACTS,
  QUOTE_LIMITS,
  QUOTE_MESSAGES as MESSAGES,
  SERVICE_IDS,
  type BuildingType,
  type Emirate,
  type PreferredContact,
  type QuoteRequestInput,
  type ServiceId,
} from '@uaq/contract';
import { IsPhoneNumber } from '../../common/validation/phone-number.decorator';

// Multipart sends every field as text (and one ticked box as one value); JSON may send real types.
const ToList = () =>
  Transform(({ value }: { value: unknown }) => {
    const list = typeof value === 'string' ? [value] : value;
    return Array.isArray(list)
      ? [...new Set(list.map((item) => (typeof item === 'string' ? item.trim() : item)))]
      : list;
  });
const ToWholeNumber = () =>
  Transform(({ value }: { value: unknown }) => {
    if (typeof value !== 'string') return value;
    const trimmed = value.trim();
    if (trimmed === '') return null;
    return /^\d{1,10}$/.test(trimmed) ? Number(trimmed) : value;
  });
const ToBoolean = () =>
  Transform(({ value }: { value: unknown }) => {
    if (value === 'true' || value === 'on' || value === '1') return true;
    if (value === 'false' || value === '0') return false;
    return value;
  });

// Checks run bottom-up per property and stop at the first failure (stopAtFirstError): "required" sits lowest.
/** Body of POST /api/quote-requests (JSON, or multipart with an optional `drawing` file). */
export class CreateQuoteRequestDto implements QuoteRequestInput {
  @ApiProperty({ maxLength: QUOTE_LIMITS.name, example: 'Aisha Al Marri' })
  @Trim()
  @MaxLength(QUOTE_LIMITS.name, { message: MESSAGES.nameTooLong })
  @IsNotEmpty({ message: MESSAGES.nameRequired })
  @IsString({ message: MESSAGES.nameRequired })
  name: string;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: QUOTE_LIMITS.company })
  @TrimToNull()
  @IsOptional()
  @MaxLength(QUOTE_LIMITS.company, { message: MESSAGES.companyTooLong })
  @IsString({ message: MESSAGES.companyTooLong })
  company?: string | null;

  @ApiProperty({ maxLength: QUOTE_LIMITS.email, example: 'aisha@example.com' })
  @Trim()
  @Matches(EMAIL_PATTERN, { message: MESSAGES.emailInvalid })
  @MaxLength(QUOTE_LIMITS.email, { message: MESSAGES.emailInvalid })
  @IsNotEmpty({ message: MESSAGES.emailRequired })
  @IsString({ message: MESSAGES.emailRequired })
  email: string;

  @ApiProperty({ maxLength: QUOTE_LIMITS.phone, example: '+971 50 000 0000' })
  @Trim()
  @IsPhoneNumber()
  @MaxLength(QUOTE_LIMITS.phone, { message: MESSAGES.phoneTooLong })
  @IsNotEmpty({ message: MESSAGES.phoneRequired })
  @IsString({ message: MESSAGES.phoneRequired })
  phone: string;

  @ApiProperty({ enum: EMIRATES })
  @IsIn(EMIRATES, { message: MESSAGES.emirateRequired })
  emirate: Emirate;

  @ApiProperty({ enum: BUILDING_TYPES })
  @IsIn(BUILDING_TYPES, { message: MESSAGES.buildingTypeRequired })
  buildingType: BuildingType;

  @ApiProperty({
    enum: SERVICE_IDS,
    isArray: true,
    description: 'At least one; repeat the field in multipart',
  })
  @ToList()
  @IsIn(SERVICE_IDS, { each: true, message: MESSAGES.servicesInvalid })
  @ArrayNotEmpty({ message: MESSAGES.servicesRequired })
  @IsArray({ message: MESSAGES.servicesRequired })
  services: ServiceId[];

  @ApiPropertyOptional({ type: Number, nullable: true, minimum: 1, maximum: QUOTE_LIMITS.floors })
  @ToWholeNumber()
  @IsOptional()
  @Max(QUOTE_LIMITS.floors, { message: MESSAGES.floorsInvalid })
  @Min(1, { message: MESSAGES.floorsInvalid })
  @IsInt({ message: MESSAGES.floorsInvalid })
  floors?: number | null;

  @ApiPropertyOptional({ type: Number, nullable: true, minimum: 1, maximum: QUOTE_LIMITS.areaSqm })
  @ToWholeNumber()
  @IsOptional()
  @Max(QUOTE_LIMITS.areaSqm, { message: MESSAGES.areaInvalid })
  @Min(1, { message: MESSAGES.areaInvalid })
  @IsInt({ message: MESSAGES.areaInvalid })
  areaSqm?: number | null;

  @ApiProperty({ description: 'An annual maintenance contract (AMC) is wanted' })
  @ToBoolean()
  @IsBoolean({ message: MESSAGES.amcRequired })
  amc: boolean;

  @ApiProperty({ enum: PREFERRED_CONTACTS })
  @IsIn(PREFERRED_CONTACTS, { message: MESSAGES.preferredContactRequired })
  preferredContact: PreferredContact;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: QUOTE_LIMITS.message })
  @TrimToNull()
  @IsOptional()
  @MaxLength(QUOTE_LIMITS.message, { message: MESSAGES.messageTooLong })
  @IsString({ message: MESSAGES.messageTooLong })
  message?: string | null;

  @ApiProperty({ example: true })
  @ToBoolean()
  @Equals(true, { message: MESSAGES.consentRequired })
  consent: boolean;
}
