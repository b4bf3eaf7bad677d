import { Controller, Get, Headers, Inject, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Response } from 'express';
import { timingSafeEqual } from 'node:crypto';
import { Public } from '../common/decorators/public.decorator';
import { NotFoundError } from '../common/errors/app-error';
import { metricsConfig, type MetricsConfig } from '../config/metrics.config';
import { MESSAGE_CODES } from '@uaq/contract';
import { MetricsService } from './metrics.service';

/** Served outside /api (see app.setup.ts), where Prometheus expects it. */
export const METRICS_PATH = 'metrics';

/**
 * GET /metrics for Prometheus. Not an admin route: its own bearer token (METRICS_TOKEN), and 404
 * for everyone else, so the endpoint's existence is not even revealed without it.
 */
@ApiExcludeController()
@Controller(METRICS_PATH)
export class MetricsController {
  private readonly token: Buffer | null;

  constructor(
    private readonly metrics: MetricsService,
    @Inject(metricsConfig.KEY) config: MetricsConfig,
  ) {
    this.token = config.token ? Buffer.from(config.token) : null;
  }

  @Public()
  @Get()
  async scrape(
    @Headers('authorization') authorization: string | undefined,
    @Res() response: Response,
  ): Promise<void> {
    if (!this.mayScrape(authorization)) throw new NotFoundError(MESSAGE_CODES.request.notFound);
    const text = await this.metrics.registry.metrics();
    response.setHeader('Content-Type', this.metrics.registry.contentType);
    response.setHeader('Cache-Control', 'no-store');
    response.send(text);
  }

  private mayScrape(authorization: string | undefined): boolean {
    if (!this.token) return false;
    const offered = Buffer.from(/^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1] ?? '');
    return offered.length === this.token.length && timingSafeEqual(offered, this.token);
  }
}
