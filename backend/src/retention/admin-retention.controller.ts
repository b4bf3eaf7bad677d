import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, Post, Put, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import {
  MESSAGE_CODES,
  RETENTION_MESSAGES,
  type RetentionDryRunRow,
  type RetentionItem,
  type RetentionRunSummary,
  type RetentionSettings,
  type RetentionSubject,
} from '@uaq/contract';
import { Audited } from '../platform/common/decorators/audited.decorator';
import { CurrentAdmin, type AuthenticatedAdmin } from '../platform/common/decorators/current-admin.decorator';
import { Paged } from '../platform/common/http/paged';
import { IdParamPipe } from '../platform/common/pipes/id-param.pipe';
import { LegalHoldDto } from './dto/legal-hold.dto';
import { RetentionDryRunQueryDto, RetentionItemsQueryDto } from './dto/retention-list-query.dto';
import { RetentionSettingsDto } from './dto/retention-settings.dto';
import { RetentionRecordsService } from './retention-records.service';
import { RetentionRunService } from './retention-run.service';
import { RetentionSettingsService } from './retention-settings.service';
import { RetentionSubjectPipe } from './retention-subject.pipe';

const recordId = new IdParamPipe(MESSAGE_CODES.retention.recordNotFound);
const subjectOf = new RetentionSubjectPipe();

/** The Data retention tab (owners and HR: every admin role). */
@ApiTags('admin: retention')
@ApiBearerAuth()
@ApiUnauthorizedResponse({ description: 'Authentication required' })
@Controller('admin/retention')
export class AdminRetentionController {
  constructor(
    private readonly settings: RetentionSettingsService,
    private readonly records: RetentionRecordsService,
    private readonly runs: RetentionRunService,
  ) {}

  @Get('settings')
  @ApiOkResponse({ description: '{ success: true, data: RetentionSettings }' })
  readSettings(): Promise<RetentionSettings> {
    return this.settings.read();
  }

  @Audited('retention.settings-updated')
  @Put('settings')
  @ApiOperation({ summary: 'Set the retention periods and the quarantine' })
  @ApiOkResponse({ description: '{ success: true, data: RetentionSettings }' })
  @ApiBadRequestResponse({ description: 'A period out of range (named per field); nothing changed' })
  updateSettings(@Body() input: RetentionSettingsDto): Promise<RetentionSettings> {
    return this.settings.update(input);
  }

  @Get('items')
  @ApiOperation({ summary: 'One page of records marked for deletion (soonest purge first) or on legal hold' })
  @ApiOkResponse({ description: '{ success: true, data: RetentionItem[], meta }' })
  async items(@Query() query: RetentionItemsQueryDto): Promise<Paged<RetentionItem>> {
    const { rows, meta } = await this.records.list(query);
    return new Paged(rows, meta);
  }

  @Get('dry-run')
  @ApiOperation({ summary: 'How many records a run now would mark and purge, per kind; changes nothing' })
  @ApiOkResponse({ description: '{ success: true, data: RetentionRunSummary }' })
  dryRun(): Promise<RetentionRunSummary> {
    return this.runs.dryRun();
  }

  @Get('dry-run/items')
  @ApiOperation({ summary: 'One page of the records a run now would mark or purge; changes nothing' })
  @ApiOkResponse({ description: '{ success: true, data: RetentionDryRunRow[], meta }' })
  async dryRunItems(@Query() query: RetentionDryRunQueryDto): Promise<Paged<RetentionDryRunRow>> {
    const { rows, meta } = await this.runs.dryRunRows(query);
    return new Paged(rows, meta);
  }

  // After the fixed paths above: `dry-run/items` has the same shape.
  @Get(':subject/:id')
  @ApiOperation({
    summary: 'One record’s state: on legal hold, marked for deletion (with its purge date), or neither',
  })
  @ApiOkResponse({ description: '{ success: true, data: RetentionItem }' })
  @ApiNotFoundResponse({ description: RETENTION_MESSAGES.recordNotFound })
  state(
    @Param('subject', subjectOf) subject: RetentionSubject,
    @Param('id', recordId) id: number,
  ): Promise<RetentionItem> {
    return this.records.state(subject, id);
  }

  @Put(':subject/:id/hold')
  @ApiOperation({ summary: 'Put a record on legal hold (a reason is required): never marked or purged' })
  @ApiOkResponse({ description: '{ success: true, data: RetentionItem }' })
  @ApiBadRequestResponse({ description: RETENTION_MESSAGES.holdReasonRequired })
  @ApiNotFoundResponse({ description: RETENTION_MESSAGES.recordNotFound })
  hold(
    @Param('subject', subjectOf) subject: RetentionSubject,
    @Param('id', recordId) id: number,
    @Body() input: LegalHoldDto,
    @CurrentAdmin() admin: AuthenticatedAdmin,
  ): Promise<RetentionItem> {
    return this.records.hold(subject, id, input.reason, admin.username);
  }

  @Delete(':subject/:id/hold')
  @ApiOperation({ summary: 'Lift a legal hold' })
  @ApiOkResponse({ description: '{ success: true, data: RetentionItem }' })
  @ApiNotFoundResponse({ description: RETENTION_MESSAGES.recordNotFound })
  @ApiConflictResponse({ description: RETENTION_MESSAGES.notHeld })
  lift(
    @Param('subject', subjectOf) subject: RetentionSubject,
    @Param('id', recordId) id: number,
  ): Promise<RetentionItem> {
    return this.records.lift(subject, id);
  }

  @Post(':subject/:id/keep')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Keep a marked record: unmarked, and counted as activity' })
  @ApiOkResponse({ description: '{ success: true, data: RetentionItem }' })
  @ApiNotFoundResponse({ description: RETENTION_MESSAGES.recordNotFound })
  @ApiConflictResponse({ description: RETENTION_MESSAGES.notMarked })
  keep(
    @Param('subject', subjectOf) subject: RetentionSubject,
    @Param('id', recordId) id: number,
  ): Promise<RetentionItem> {
    return this.records.keep(subject, id);
  }
}
