import { Controller, Get, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiForbiddenResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Roles } from '../platform/common/decorators/roles.decorator';
import { TEAM_MESSAGES, type AuditEvent, MESSAGE_CODES } from '@uaq/contract';
import { Paged } from '../platform/common/http/paged';
import { AuditFiltersDto } from './audit-filters.dto';
import { AuditService } from './audit.service';

@ApiTags('admin: audit')
@ApiBearerAuth()
@Roles(['owner'], MESSAGE_CODES.team.auditOwnerOnly)
@Controller('admin/audit')
export class AdminAuditController {
  constructor(private readonly audit: AuditService) {}

  @Get()
  @ApiOkResponse({
    description: '{ success, data: AuditEvent[], meta: { page, pageSize, total } }, newest first',
  })
  @ApiForbiddenResponse({ description: TEAM_MESSAGES.auditOwnerOnly })
  async list(@Query() filters: AuditFiltersDto): Promise<Paged<AuditEvent>> {
    return this.audit.list(filters);
  }
}
