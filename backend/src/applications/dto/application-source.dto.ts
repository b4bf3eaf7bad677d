import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { TrimToNull } from '../../platform/common/dto/trim.transform';
import {
  APPLICATION_SOURCE_LIMITS as LIMITS,
  REFERRER_DOMAIN_PATTERN,
  SOURCE_REF_PATTERN,
  type ApplicationSource,
  MESSAGE_CODES,
} from '@uaq/contract';

const invalid = { message: MESSAGE_CODES.applicationSource.sourceInvalid };

/** `source` of an application (multipart: `source[utmSource]`…): what the site captured, bounded. */
export class ApplicationSourceDto implements ApplicationSource {
  @ApiPropertyOptional({ type: String, nullable: true, maxLength: LIMITS.utmSource })
  @TrimToNull()
  @IsOptional()
  @MaxLength(LIMITS.utmSource, invalid)
  @IsString(invalid)
  utmSource?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: LIMITS.utmMedium })
  @TrimToNull()
  @IsOptional()
  @MaxLength(LIMITS.utmMedium, invalid)
  @IsString(invalid)
  utmMedium?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: LIMITS.utmCampaign })
  @TrimToNull()
  @IsOptional()
  @MaxLength(LIMITS.utmCampaign, invalid)
  @IsString(invalid)
  utmCampaign?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, pattern: SOURCE_REF_PATTERN.source })
  @TrimToNull()
  @IsOptional()
  @Matches(SOURCE_REF_PATTERN, invalid)
  @IsString(invalid)
  ref?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, description: "The referring site's host only" })
  @TrimToNull()
  @IsOptional()
  @Matches(REFERRER_DOMAIN_PATTERN, invalid)
  @MaxLength(LIMITS.referrerDomain, invalid)
  @IsString(invalid)
  referrerDomain?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: LIMITS.heardFrom })
  @TrimToNull()
  @IsOptional()
  @MaxLength(LIMITS.heardFrom, { message: MESSAGE_CODES.applicationSource.heardFromTooLong })
  @IsString({ message: MESSAGE_CODES.applicationSource.heardFromTooLong })
  heardFrom?: string | null;
}
