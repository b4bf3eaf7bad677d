import { Controller, Get, HttpStatus, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import { TypeOrmHealthIndicator } from '@nestjs/terminus';
import type { Response } from 'express';
import { Public } from '../common/decorators/public.decorator';
import { RawResponse, SkipRequestLog } from '../common/http/http-reply.decorators';
import type { HealthStatus, LivenessStatus, ReadinessStatus } from '@uaq/contract';
import { MigrationStatus } from './migration-status';
import { ServerDrain } from './server-drain';

/**
 * Short, so a load balancer's check answers quickly while the database hangs or every pool
 * connection is taken (readiness is then 503 until the load drops): each check's own budget.
 */
const DATABASE_PING_TIMEOUT_MS = 1500;

/** `check`'s answer, or `fallback` once `ms` have passed without one. */
function within<T>(ms: number, check: Promise<T>, fallback: T): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<T>((done) => (timer = setTimeout(() => done(fallback), ms)));
  return Promise.race([check, late]).finally(() => clearTimeout(timer));
}

// Load balancers, orchestrators and container health checks call these without a token, every few seconds.
@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(
    private readonly database: TypeOrmHealthIndicator,
    private readonly migrations: MigrationStatus,
    private readonly drain: ServerDrain,
  ) {}

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

  @Public()
  @Get('live')
  @RawResponse()
  @SkipRequestLog()
  @ApiOperation({ summary: 'Liveness: 200 while the process serves requests (restart it when not)' })
  @ApiOkResponse({ schema: { example: { status: 'ok' } } })
  live(@Res({ passthrough: true }) response: Response): LivenessStatus {
    response.setHeader('Cache-Control', 'no-store');
    return { status: 'ok' };
  }

  @Public()
  @Get('ready')
  @RawResponse()
  @SkipRequestLog()
  @ApiOperation({
    summary: 'Readiness: 200 once migrations are done, the database answers and the server is not draining',
  })
  @ApiOkResponse({
    schema: {
      example: { status: 'ready', migrations: 'done', database: 'up', server: 'serving', notReady: [] },
    },
  })
  @ApiServiceUnavailableResponse({
    schema: {
      example: {
        status: 'not-ready',
        migrations: 'done',
        database: 'up',
        server: 'draining',
        notReady: ['server'],
      },
    },
  })
  async ready(@Res({ passthrough: true }) response: Response): Promise<ReadinessStatus> {
    // Both within the ping's budget: asking for the migrations needs a pool connection too.
    const [databaseUp, migrationsDone] = await Promise.all([
      this.isDatabaseUp(),
      within(DATABASE_PING_TIMEOUT_MS, this.migrations.isDone(), false),
    ]);
    const database = databaseUp ? 'up' : 'down';
    const migrations = migrationsDone ? 'done' : 'pending';
    const server = this.drain.isDraining ? 'draining' : 'serving';
    const notReady: ReadinessStatus['notReady'] = [];
    if (migrations !== 'done') notReady.push('migrations');
    if (database !== 'up') notReady.push('database');
    if (server !== 'serving') notReady.push('server');
    response.setHeader('Cache-Control', 'no-store');
    if (notReady.length > 0) response.status(HttpStatus.SERVICE_UNAVAILABLE);
    return { status: notReady.length === 0 ? 'ready' : 'not-ready', migrations, database, server, notReady };
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
