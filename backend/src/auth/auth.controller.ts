import { Body, Controller, Get, HttpCode, HttpStatus, Post, Req } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { Request } from 'express';
import { Public } from '../common/decorators/public.decorator';
import { SuccessMessage } from '../common/http/http-reply.decorators';
import { AUTH_MESSAGES } from '@uaq/contract';
import { CurrentAdmin, type AuthenticatedAdmin } from './current-admin.decorator';
import { CurrentAdminResponseDto, LoginDto, LoginResponseDto } from './dto/login.dto';
import { LoginService } from './login.service';

@ApiTags('admin: auth')
@Controller('admin')
export class AuthController {
  constructor(private readonly loginService: LoginService) {}

  @Public()
  @Post('login')
  @HttpCode(HttpStatus.OK)
  @SuccessMessage(AUTH_MESSAGES.loginSuccessful)
  @ApiOperation({ summary: 'Log in; 401 on wrong credentials, 429 after too many attempts' })
  @ApiOkResponse({ type: LoginResponseDto })
  @ApiBadRequestResponse({ description: 'Username or password missing' })
  @ApiUnauthorizedResponse({ description: AUTH_MESSAGES.invalidCredentials })
  @ApiTooManyRequestsResponse({ description: AUTH_MESSAGES.tooManyAttempts })
  async login(@Body() body: LoginDto, @Req() request: Request) {
    // req.ip honours only the configured proxy hops (TRUST_PROXY), so X-Forwarded-For cannot be forged.
    const clientAddress = request.ip ?? request.socket.remoteAddress ?? 'unknown';
    return this.loginService.login(body.username, body.password, clientAddress);
  }

  @Get('me')
  @ApiBearerAuth()
  @ApiOperation({ summary: 'The logged-in admin (checks a stored token)' })
  @ApiOkResponse({ type: CurrentAdminResponseDto })
  @ApiUnauthorizedResponse({ description: AUTH_MESSAGES.authenticationRequired })
  me(@CurrentAdmin() admin: AuthenticatedAdmin) {
    return { id: admin.id, username: admin.username };
  }
}
