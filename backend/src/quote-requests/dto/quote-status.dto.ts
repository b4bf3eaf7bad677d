import { ApiProperty } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import { QUOTE_MESSAGES, QUOTE_STATUSES, type QuoteStatus } from '@uaq/contract';

/** Body of PATCH /api/admin/quote-requests/:id. */
export class QuoteStatusDto {
  @ApiProperty({ enum: QUOTE_STATUSES })
  @IsIn(QUOTE_STATUSES, { message: QUOTE_MESSAGES.statusInvalid })
  status: QuoteStatus;
}
