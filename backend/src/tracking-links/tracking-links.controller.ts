import { Controller, Get, Param, Res } from '@nestjs/common';
import { ApiFoundResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Public } from '../platform/common/decorators/public.decorator';
import { TRACKING_LINK_ROUTE, TrackingLinksService } from './tracking-links.service';

@ApiTags('careers')
@Controller(TRACKING_LINK_ROUTE)
export class TrackingLinksController {
  constructor(private readonly links: TrackingLinksService) {}

  @Public()
  @Get(':ref')
  @ApiFoundResponse({ description: "Counts the click and redirects to the job's apply page with its source" })
  async follow(@Param('ref') ref: string, @Res() response: Response): Promise<void> {
    const target = await this.links.follow(ref.slice(0, 64));
    // Every click must reach the server to be counted: no cache may answer it.
    response.setHeader('Cache-Control', 'no-store');
    response.redirect(302, target);
  }
}
