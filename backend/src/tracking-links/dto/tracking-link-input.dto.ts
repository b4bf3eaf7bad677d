import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsNotEmpty, IsOptional, IsString, MaxLength, Min } from 'class-validator';
import { Trim } from '../../platform/common/dto/trim.transform';
import {
  LANGUAGES,
  TRACKING_LINK_LIMITS,
  type Language,
  type TrackingLinkInput,
  MESSAGE_CODES,
} from '@uaq/contract';

/** Body of POST /api/admin/tracking-links. */
export class TrackingLinkInputDto implements TrackingLinkInput {
  @ApiProperty({ type: Number })
  @Type(() => Number)
  @Min(1, { message: MESSAGE_CODES.trackingLink.jobNotFound })
  @IsInt({ message: MESSAGE_CODES.trackingLink.jobRequired })
  @IsNotEmpty({ message: MESSAGE_CODES.trackingLink.jobRequired })
  jobId: number;

  @ApiProperty({ maxLength: TRACKING_LINK_LIMITS.channel, example: 'WhatsApp group' })
  @Trim()
  @MaxLength(TRACKING_LINK_LIMITS.channel, { message: MESSAGE_CODES.trackingLink.channelTooLong })
  @IsString({ message: MESSAGE_CODES.trackingLink.channelRequired })
  @IsNotEmpty({ message: MESSAGE_CODES.trackingLink.channelRequired })
  channel: string;

  @ApiProperty({
    enum: LANGUAGES,
    required: false,
    description: "The apply page's language (the channel's readers'); English when left out",
  })
  @IsOptional()
  @IsIn(LANGUAGES, { message: MESSAGE_CODES.trackingLink.language })
  language?: Language;
}
