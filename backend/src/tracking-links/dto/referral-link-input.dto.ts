import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsNotEmpty, IsOptional, IsString, MaxLength, Min } from 'class-validator';
import { Trim } from '../../platform/common/dto/trim.transform';
import {
  LANGUAGES,
  MESSAGE_CODES,
  TRACKING_LINK_LIMITS,
  type Language,
  type ReferralLinkInput,
} from '@uaq/contract';

/** Body of POST /api/admin/tracking-links/referral. */
export class ReferralLinkInputDto implements ReferralLinkInput {
  @ApiProperty({
    type: Number,
    required: false,
    nullable: true,
    description: "One job's apply page; null or left out: the careers page (all jobs)",
  })
  @IsOptional()
  @Type(() => Number)
  @Min(1, { message: MESSAGE_CODES.trackingLink.jobNotFound })
  @IsInt({ message: MESSAGE_CODES.trackingLink.jobNotFound })
  jobId?: number | null;

  @ApiProperty({
    required: false,
    maxLength: TRACKING_LINK_LIMITS.referrer,
    example: 'Rashid Al Marri',
    description: 'Who refers (an employee without a team account); left out: the signed-in team member',
  })
  @IsOptional()
  @Trim()
  @MaxLength(TRACKING_LINK_LIMITS.referrer, { message: MESSAGE_CODES.trackingLink.referrerTooLong })
  @IsNotEmpty({ message: MESSAGE_CODES.trackingLink.referrerRequired })
  @IsString({ message: MESSAGE_CODES.trackingLink.referrerRequired })
  referrer?: string;

  @ApiProperty({
    enum: LANGUAGES,
    required: false,
    description: "The page's language; English when left out",
  })
  @IsOptional()
  @IsIn(LANGUAGES, { message: MESSAGE_CODES.trackingLink.language })
  language?: Language;
}
