import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { PageDto } from '../../platform/common/paging/page-query.dto';
import {
  RETENTION_ITEM_STATES,
  RETENTION_STAGES,
  RETENTION_SUBJECTS,
  type RetentionItemState,
  type RetentionStage,
  type RetentionSubject,
  MESSAGE_CODES,
} from '@uaq/contract';

/** GET /api/admin/retention/items: one page of the marked (default) or held records of one kind. */
export class RetentionItemsQueryDto extends PageDto {
  @ApiPropertyOptional({ enum: RETENTION_SUBJECTS, default: 'application' })
  @IsOptional()
  @IsIn(RETENTION_SUBJECTS, { message: MESSAGE_CODES.retention.subject })
  subject?: RetentionSubject;

  @ApiPropertyOptional({ enum: RETENTION_ITEM_STATES, default: 'marked' })
  @IsOptional()
  @IsIn(RETENTION_ITEM_STATES, { message: MESSAGE_CODES.retention.state })
  state?: RetentionItemState;
}

/** GET /api/admin/retention/dry-run/items: one page of what a run now would mark (default) or purge. */
export class RetentionDryRunQueryDto extends PageDto {
  @ApiPropertyOptional({ enum: RETENTION_SUBJECTS, default: 'application' })
  @IsOptional()
  @IsIn(RETENTION_SUBJECTS, { message: MESSAGE_CODES.retention.subject })
  subject?: RetentionSubject;

  @ApiPropertyOptional({ enum: RETENTION_STAGES, default: 'mark' })
  @IsOptional()
  @IsIn(RETENTION_STAGES, { message: MESSAGE_CODES.retention.stage })
  stage?: RetentionStage;
}
