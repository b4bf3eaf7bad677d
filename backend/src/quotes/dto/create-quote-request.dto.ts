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
  Max,
  MaxLength,
  Min,
} from 'class-validator';
import { Trim, TrimToNull } from '../../platform/common/dto/trim.transform';
import {
  BUILDING_TYPES,
  EMIRATES,
  PREFERRED_CONTACTS,
  QUOTE_LIMITS,
  SERVICE_IDS,
  type BuildingType,
  type Emirate,
  type PreferredContact,
  type QuoteRequestInput,
  type ServiceId,
  MESSAGE_CODES,
} from '@uaq/contract';
import {
  IsEmailAddress,
  NormaliseEmailAddress,
} from '../../platform/common/validation/email-address.decorator';
import { IsPhoneNumber } from '../../platform/common/validation/phone-number.decorator';

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
  @MaxLength(QUOTE_LIMITS.name, { message: MESSAGE_CODES.quote.nameTooLong })
  @IsNotEmpty({ message: MESSAGE_CODES.quote.nameRequired })
  @IsString({ message: MESSAGE_CODES.quote.nameRequired })
  name: string;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: QUOTE_LIMITS.company })
  @TrimToNull()
  @IsOptional()
  @MaxLength(QUOTE_LIMITS.company, { message: MESSAGE_CODES.quote.companyTooLong })
  @IsString({ message: MESSAGE_CODES.quote.companyTooLong })
  company?: string | null;

  @ApiProperty({ maxLength: QUOTE_LIMITS.email, example: 'aisha@example.com' })
  @NormaliseEmailAddress()
  @IsEmailAddress(MESSAGE_CODES.quote.emailInvalid)
  @MaxLength(QUOTE_LIMITS.email, { message: MESSAGE_CODES.quote.emailInvalid })
  @IsNotEmpty({ message: MESSAGE_CODES.quote.emailRequired })
  @IsString({ message: MESSAGE_CODES.quote.emailRequired })
  email: string;

  @ApiProperty({ maxLength: QUOTE_LIMITS.phone, example: '+971 50 000 0000' })
  @Trim()
  @IsPhoneNumber()
  @MaxLength(QUOTE_LIMITS.phone, { message: MESSAGE_CODES.quote.phoneTooLong })
  @IsNotEmpty({ message: MESSAGE_CODES.quote.phoneRequired })
  @IsString({ message: MESSAGE_CODES.quote.phoneRequired })
  phone: string;

  @ApiProperty({ enum: EMIRATES })
  @IsIn(EMIRATES, { message: MESSAGE_CODES.quote.emirateRequired })
  emirate: Emirate;

  @ApiProperty({ enum: BUILDING_TYPES })
  @IsIn(BUILDING_TYPES, { message: MESSAGE_CODES.quote.buildingTypeRequired })
  buildingType: BuildingType;

  @ApiProperty({
    enum: SERVICE_IDS,
    isArray: true,
    description: 'At least one; repeat the field in multipart',
  })
  @ToList()
  @IsIn(SERVICE_IDS, { each: true, message: MESSAGE_CODES.quote.servicesInvalid })
  @ArrayNotEmpty({ message: MESSAGE_CODES.quote.servicesRequired })
  @IsArray({ message: MESSAGE_CODES.quote.servicesRequired })
  services: ServiceId[];

  @ApiPropertyOptional({ type: Number, nullable: true, minimum: 1, maximum: QUOTE_LIMITS.floors })
  @ToWholeNumber()
  @IsOptional()
  @Max(QUOTE_LIMITS.floors, { message: MESSAGE_CODES.quote.floorsInvalid })
  @Min(1, { message: MESSAGE_CODES.quote.floorsInvalid })
  @IsInt({ message: MESSAGE_CODES.quote.floorsInvalid })
  floors?: number | null;

  @ApiPropertyOptional({ type: Number, nullable: true, minimum: 1, maximum: QUOTE_LIMITS.areaSqm })
  @ToWholeNumber()
  @IsOptional()
  @Max(QUOTE_LIMITS.areaSqm, { message: MESSAGE_CODES.quote.areaInvalid })
  @Min(1, { message: MESSAGE_CODES.quote.areaInvalid })
  @IsInt({ message: MESSAGE_CODES.quote.areaInvalid })
  areaSqm?: number | null;

  @ApiProperty({ description: 'An annual maintenance contract (AMC) is wanted' })
  @ToBoolean()
  @IsBoolean({ message: MESSAGE_CODES.quote.amcRequired })
  amc: boolean;

  @ApiProperty({ enum: PREFERRED_CONTACTS })
  @IsIn(PREFERRED_CONTACTS, { message: MESSAGE_CODES.quote.preferredContactRequired })
  preferredContact: PreferredContact;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: QUOTE_LIMITS.message })
  @TrimToNull()
  @IsOptional()
  @MaxLength(QUOTE_LIMITS.message, { message: MESSAGE_CODES.quote.messageTooLong })
  @IsString({ message: MESSAGE_CODES.quote.messageTooLong })
  message?: string | null;

  @ApiProperty({ example: true })
  @ToBoolean()
  @Equals(true, { message: MESSAGE_CODES.quote.consentRequired })
  consent: boolean;
}
