import { SuccessMessage } from '../platform/common/http/http-reply.decorators';
import { Body, Controller, Get, HttpCode, HttpStatus, Param, Patch, Post, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiForbiddenResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ConflictError } from '../platform/common/errors/app-error';
import { IdParamPipe } from '../platform/common/pipes/id-param.pipe';
import {
  MESSAGE_CODES,
  TEAM_MESSAGES,
  type AdminAccount,
  type NewAdminAccount,
  type SecuritySettings,
} from '@uaq/contract';
import { AdminUsersService } from './admin-users.service';
import { CurrentAdmin, type AuthenticatedAdmin } from '../platform/common/decorators/current-admin.decorator';
import { CreateAdminAccountDto, SecuritySettingsDto, UpdateAdminAccountDto } from './dto/team.dto';
import { Roles } from '../platform/common/decorators/roles.decorator';
import { SecuritySettingsService } from './security-settings.service';
import { Audited } from '../platform/common/decorators/audited.decorator';

const accountId = new IdParamPipe(MESSAGE_CODES.team.accountNotFound);

/** Owners manage the team: accounts, roles, and whether everyone must use a second factor. */
@ApiTags('admin: team')
@ApiBearerAuth()
@ApiForbiddenResponse({ description: TEAM_MESSAGES.ownerOnly })
@Roles(['owner'], MESSAGE_CODES.team.ownerOnly)
@Controller('admin')
export class AdminTeamController {
  constructor(
    private readonly adminUsers: AdminUsersService,
    private readonly settings: SecuritySettingsService,
  ) {}

  @Get('users')
  @ApiOperation({ summary: 'Every admin account' })
  async list(): Promise<AdminAccount[]> {
    return await this.adminUsers.list();
  }

  @Audited('account.created', 'admin-account')
  @Post('users')
  @ApiOperation({ summary: 'Add an account; its one-time password is in the answer, once' })
  @SuccessMessage(MESSAGE_CODES.team.created)
  async create(@Body() body: CreateAdminAccountDto): Promise<NewAdminAccount> {
    const created = await this.adminUsers.createWithOneTimePassword(body.username, body.role);
    return created;
  }

  @Audited('account.updated', 'admin-account')
  @Patch('users/:id')
  @ApiOperation({ summary: 'Change an account’s role or disable it (never the last enabled owner: 409)' })
  @SuccessMessage(MESSAGE_CODES.team.updated)
  async update(
    @Param('id', accountId) id: number,
    @Body() body: UpdateAdminAccountDto,
  ): Promise<AdminAccount> {
    return await this.adminUsers.update(id, body);
  }

  @Get('security-settings')
  @ApiOperation({ summary: 'Whether every account must use two-factor sign-in' })
  async readSettings(): Promise<SecuritySettings> {
    return await this.settings.read();
  }

  @Audited('security-settings.updated')
  @Put('security-settings')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary: 'Require two-factor sign-in for everyone (accounts without it enrol at next sign-in)',
  })
  async updateSettings(
    @Body() body: SecuritySettingsDto,
    @CurrentAdmin() admin: AuthenticatedAdmin,
  ): Promise<SecuritySettings> {
    // Otherwise the owner would be sent to enrol before reaching anything, this setting included.
    if (body.mfaRequired && !admin.mfaEnabled) throw new ConflictError(MESSAGE_CODES.mfa.ownFirst);
    return await this.settings.update(body);
  }
}
