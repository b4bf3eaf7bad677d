import { ApiProperty } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import { QUOTE_STATUSES, type QuoteStatus, MESSAGE_CODES } from '@uaq/contract';

/** Body of PATCH /api/admin/quote-requests/:id. */
export class QuoteStatusDto {
  @ApiProperty({ enum: QUOTE_STATUSES })
  @IsIn(QUOTE_STATUSES, { message: MESSAGE_CODES.quote.statusInvalid })
  status: QuoteStatus;
}
