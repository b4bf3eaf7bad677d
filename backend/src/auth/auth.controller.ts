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
import { AUTH_MESSAGES } from '../contract/api-contract';
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
  @ApiOperation({ summary: 'Log in; 401 on wrong credentials, 429 after too many attempts' })
  @ApiOkResponse({ type: LoginResponseDto })
  @ApiBadRequestResponse({ description: 'Username or password missing' })
  @ApiUnauthorizedResponse({ description: AUTH_MESSAGES.invalidCredentials })
  @ApiTooManyRequestsResponse({ description: AUTH_MESSAGES.tooManyAttempts })
  async login(@Body() body: LoginDto, @Req() request: Request) {
    // req.ip believes X-Forwarded-For only from the configured proxies (TRUST_PROXY), so it cannot be forged.
    const clientAddress = request.ip ?? request.socket.remoteAddress ?? 'unknown';
    const data = await this.loginService.login(body.username, body.password, clientAddress);
    return { success: true, message: AUTH_MESSAGES.loginSuccessful, data };
  }

  @Get('me')
  @ApiBearerAuth()
  @ApiOperation({ summary: 'The logged-in admin (checks a stored token)' })
  @ApiOkResponse({ type: CurrentAdminResponseDto })
  @ApiUnauthorizedResponse({ description: AUTH_MESSAGES.authenticationRequired })
  me(@CurrentAdmin() admin: AuthenticatedAdmin) {
    return { success: true, data: { id: admin.id, username: admin.username } };
  }
}
