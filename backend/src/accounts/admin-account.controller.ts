import { Body, Controller, Get, HttpCode, HttpStatus, Patch, Post, Req, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { SuccessMessage } from '../platform/common/http/http-reply.decorators';
import {
  MESSAGE_CODES,
  AUTH_MESSAGES,
  type LoginResult,
  type MfaEnrolment,
  type MfaRecoveryCodes,
} from '@uaq/contract';
import { AdminUsersService } from './admin-users.service';
import { AuthTokensService } from './auth-tokens.service';
import { CurrentAdmin, type AuthenticatedAdmin } from '../platform/common/decorators/current-admin.decorator';
import { CurrentAdminResponseDto } from './dto/login.dto';
import { AdminSettingsDto, ChangePasswordDto, MfaCodeDto } from './dto/team.dto';
import { MfaService } from './mfa.service';
import { AllowPending, OpenToInterviewers } from '../platform/common/decorators/roles.decorator';
import { clearSessionCookie, setSessionCookie } from './session-cookie';
import { Audited } from '../platform/common/decorators/audited.decorator';

/**
 * The signed-in team member's own account: who they are, their password, two-factor sign-in,
 * sign-out. Every role has an account, so every role reaches these.
 */
@ApiTags('admin: auth')
@OpenToInterviewers()
@Controller('admin')
export class AdminAccountController {
  constructor(
    private readonly adminUsers: AdminUsersService,
    private readonly tokens: AuthTokensService,
    private readonly mfa: MfaService,
  ) {}

  @AllowPending()
  @Get('me')
  @ApiBearerAuth()
  @ApiOperation({ summary: 'The logged-in admin (checks a stored token), with what it must do first' })
  @ApiOkResponse({ type: CurrentAdminResponseDto })
  @ApiUnauthorizedResponse({ description: AUTH_MESSAGES.authenticationRequired })
  me(@CurrentAdmin() admin: AuthenticatedAdmin) {
    return admin;
  }

  /** The member's own settings: the interface language (the admin area and their e-mails follow it). */
  @AllowPending()
  @Patch('me')
  @ApiBearerAuth()
  @ApiOperation({
    summary: 'Change your own settings: the interface language (en, ar), kept on your account',
  })
  @ApiOkResponse({ type: CurrentAdminResponseDto })
  @ApiBadRequestResponse({ description: 'A language the admin area does not have' })
  async changeSettings(
    @CurrentAdmin() admin: AuthenticatedAdmin,
    @Body() body: AdminSettingsDto,
  ): Promise<AuthenticatedAdmin> {
    return this.tokens.signedInAdmin(await this.adminUsers.setLanguage(admin.id, body.language));
  }

  /** Ends every session of the account (each token carries the session version this bumps) and the cookie. */
  @AllowPending()
  @Audited('sign-out')
  @Post('logout')
  @HttpCode(HttpStatus.OK)
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Sign out: this token (and the account’s other sessions) answer 401 from now on' })
  @SuccessMessage(MESSAGE_CODES.team.loggedOut)
  async logout(
    @CurrentAdmin() admin: AuthenticatedAdmin,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<null> {
    await this.adminUsers.endSessions(admin.id);
    clearSessionCookie(request, response);
    return null;
  }

  @AllowPending()
  @Audited('password.changed')
  @Post('me/password')
  @HttpCode(HttpStatus.OK)
  @ApiBearerAuth()
  @ApiOperation({
    summary: 'Change your password; ends your other sessions and returns a new token for this one',
  })
  @SuccessMessage(MESSAGE_CODES.team.passwordChanged)
  async changePassword(
    @CurrentAdmin() admin: AuthenticatedAdmin,
    @Body() body: ChangePasswordDto,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<LoginResult> {
    const account = await this.adminUsers.changePassword(admin.id, body.currentPassword, body.newPassword);
    const { token, expiresIn } = await this.tokens.signSessionToken(account);
    setSessionCookie(request, response, { token, expiresIn });
    const user = await this.tokens.signedInAdmin(account);
    return { token, expiresIn, user };
  }

  @AllowPending()
  @Post('me/mfa')
  @HttpCode(HttpStatus.OK)
  @ApiBearerAuth()
  @ApiOperation({
    summary: 'Start two-factor set-up: a new TOTP secret and its otpauth:// URL (for a QR code)',
  })
  async startMfa(@CurrentAdmin() admin: AuthenticatedAdmin): Promise<MfaEnrolment> {
    return await this.mfa.startEnrolment(admin.id);
  }

  @AllowPending()
  @Audited('mfa.enabled')
  @Post('me/mfa/confirm')
  @HttpCode(HttpStatus.OK)
  @ApiBearerAuth()
  @ApiOperation({
    summary: 'Confirm with a code from the app: two-factor sign-in on, 10 single-use recovery codes',
  })
  @SuccessMessage(MESSAGE_CODES.mfa.enabled)
  async confirmMfa(
    @CurrentAdmin() admin: AuthenticatedAdmin,
    @Body() body: MfaCodeDto,
  ): Promise<MfaRecoveryCodes> {
    const recoveryCodes = await this.mfa.confirmEnrolment(admin.id, body.code);
    return { recoveryCodes };
  }
}
