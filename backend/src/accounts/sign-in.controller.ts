import { Controller, HttpCode, HttpStatus, Post, Req, Res, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { Public } from '../platform/common/decorators/public.decorator';
import { SuccessMessage } from '../platform/common/http/http-reply.decorators';
import { MESSAGE_CODES, AUTH_MESSAGES, MFA_MESSAGES, type LoginResult } from '@uaq/contract';
import { LoginDto, LoginResponseDto } from './dto/login.dto';
import { LoginGuard, NewSession } from './login.strategy';
import { setSessionCookie } from './session-cookie';

/** The admin area's door: the one route of the team's accounts that needs no session. */
@ApiTags('admin: auth')
@Controller('admin')
export class SignInController {
  /**
   * The token comes both in the body (API clients send it back as a bearer header) and as the
   * httpOnly cookie the admin page uses; the page never reads the body's copy.
   */
  @Public()
  @UseGuards(LoginGuard)
  @Post('login')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary:
      'Log in; 401 on wrong credentials (or a missing/wrong two-factor code), 429 after too many attempts',
  })
  @ApiBody({ type: LoginDto })
  @ApiOkResponse({ type: LoginResponseDto })
  @ApiBadRequestResponse({ description: 'Username or password missing' })
  @ApiUnauthorizedResponse({
    description: `${AUTH_MESSAGES.invalidCredentials} / ${MFA_MESSAGES.codeRequired}`,
  })
  @ApiTooManyRequestsResponse({ description: AUTH_MESSAGES.tooManyAttempts })
  @SuccessMessage(MESSAGE_CODES.auth.loginSuccessful)
  login(
    @NewSession() session: LoginResult,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): LoginResult {
    setSessionCookie(request, response, session);
    return session;
  }
}
