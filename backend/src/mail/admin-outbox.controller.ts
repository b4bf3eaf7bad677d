import { SuccessMessage } from '../platform/common/http/http-reply.decorators';
import { Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { Paged } from '../platform/common/http/paged';
import { IdParamPipe } from '../platform/common/pipes/id-param.pipe';
import {
  MESSAGE_CODES,
  OUTBOX_MESSAGES,
  type OutboxMessageDetail,
  type OutboxMessageSummary,
} from '@uaq/contract';
import { OutboxQueryDto } from './dto/outbox-query.dto';
import { OutboxService } from './outbox.service';

@ApiTags('admin: outbox')
@ApiBearerAuth()
@ApiUnauthorizedResponse({ description: 'Authentication required' })
@Controller('admin/outbox')
export class AdminOutboxController {
  constructor(private readonly outbox: OutboxService) {}

  @Get()
  @ApiOperation({ summary: 'E-mails sent, waiting or failed, newest first (paged)' })
  @ApiOkResponse({
    description: '{ success: true, data: OutboxMessageSummary[], meta: { page, pageSize, total } }',
  })
  async list(@Query() query: OutboxQueryDto): Promise<Paged<OutboxMessageSummary>> {
    return this.outbox.list(query);
  }

  @Get(':id')
  @ApiOperation({ summary: 'One e-mail with its plain text, as the recipient reads it' })
  @ApiOkResponse({ description: '{ success: true, data: OutboxMessageDetail }' })
  @ApiNotFoundResponse({ description: OUTBOX_MESSAGES.notFound })
  async detail(
    @Param('id', new IdParamPipe(MESSAGE_CODES.outbox.notFound)) id: number,
  ): Promise<OutboxMessageDetail> {
    return this.outbox.detail(id);
  }

  @Post(':id/retry')
  @HttpCode(200)
  @ApiOperation({ summary: 'Send a failed e-mail again (due at once, with a fresh retry window)' })
  @ApiOkResponse({ description: '{ success: true, data: OutboxMessageSummary, message }' })
  @ApiNotFoundResponse({ description: OUTBOX_MESSAGES.notFound })
  @ApiConflictResponse({ description: OUTBOX_MESSAGES.notFailed })
  @SuccessMessage(MESSAGE_CODES.outbox.retryScheduled)
  async retry(
    @Param('id', new IdParamPipe(MESSAGE_CODES.outbox.notFound)) id: number,
  ): Promise<OutboxMessageSummary> {
    return this.outbox.retry(id);
  }
}
