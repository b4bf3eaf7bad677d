import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsNotEmpty, IsString, MaxLength, Min } from 'class-validator';
import { Trim } from '../../common/dto/trim.transform';
import {
  TRACKING_LINK_LIMITS,
  TRACKING_LINK_MESSAGES as MESSAGES,
  type TrackingLinkInput,
} from '@uaq/contract';

/** Body of POST /api/admin/tracking-links. */
export class TrackingLinkInputDto implements TrackingLinkInput {
  @ApiProperty({ type: Number })
  @Type(() => Number)
  @Min(1, { message: MESSAGES.jobNotFound })
  @IsInt({ message: MESSAGES.jobRequired })
  @IsNotEmpty({ message: MESSAGES.jobRequired })
  jobId: number;

  @ApiProperty({ maxLength: TRACKING_LINK_LIMITS.channel, example: 'WhatsApp group' })
  @Trim()
  @MaxLength(TRACKING_LINK_LIMITS.channel, { message: MESSAGES.channelTooLong })
  @IsString({ message: MESSAGES.channelRequired })
  @IsNotEmpty({ message: MESSAGES.channelRequired })
  channel: string;
}
