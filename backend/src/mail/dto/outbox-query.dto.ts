import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { OUTBOX_STATUSES, type OutboxStatus, MESSAGE_CODES } from '@uaq/contract';
import { PageDto } from '../../platform/common/paging/page-query.dto';

/** Query of GET /api/admin/outbox. */
export class OutboxQueryDto extends PageDto {
  @ApiPropertyOptional({ enum: OUTBOX_STATUSES })
  @IsOptional()
  @IsIn(OUTBOX_STATUSES, { message: MESSAGE_CODES.outboxAdmin.statusInvalid })
  status?: OutboxStatus;
}
