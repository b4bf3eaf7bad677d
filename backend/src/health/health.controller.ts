import { Controller, Get, HttpStatus, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import { TypeOrmHealthIndicator } from '@nestjs/terminus';
import type { Response } from 'express';
import { Public } from '../common/decorators/public.decorator';
import { RawResponse, SkipRequestLog } from '../common/http/http-reply.decorators';
import type { HealthStatus } from '@uaq/contract';

/** Short, so a load balancer's check answers quickly while the database hangs. */
const DATABASE_PING_TIMEOUT_MS = 1500;

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(private readonly database: TypeOrmHealthIndicator) {}

  // Load balancers and container health checks call it without a token, every few seconds.
  @Public()
  @Get()
  @RawResponse()
  @SkipRequestLog()
  @ApiOperation({ summary: 'Liveness and readiness: 503 while the database is unreachable' })
  @ApiOkResponse({ schema: { example: { status: 'ok', database: 'up' } } })
  @ApiServiceUnavailableResponse({ schema: { example: { status: 'error', database: 'down' } } })
  async check(@Res({ passthrough: true }) response: Response): Promise<HealthStatus> {
    const up = await this.isDatabaseUp();
    response.setHeader('Cache-Control', 'no-store');
    if (up) return { status: 'ok', database: 'up' };
    response.status(HttpStatus.SERVICE_UNAVAILABLE);
    return { status: 'error', database: 'down' };
  }

  private async isDatabaseUp(): Promise<boolean> {
    try {
      const result = await this.database.pingCheck('database', { timeout: DATABASE_PING_TIMEOUT_MS });
      return result.database?.status === 'up';
    } catch {
      return false;
    }
  }
}
