import { Body, Controller, Get, Param, Patch, Query, Res } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { Response } from 'express';
import { IdParamPipe } from '../platform/common/pipes/id-param.pipe';
import { NotFoundError } from '../platform/common/errors/app-error';
import { MESSAGE_CODES, QUOTE_MESSAGES, type QuoteRequest } from '@uaq/contract';
import { Paged } from '../platform/common/http/paged';
import { contentDisposition } from '../platform/common/http/content-disposition';
import { DrawingStorage } from './drawing-storage';
import { QuoteRequestFiltersDto, QuoteRequestPageDto } from './dto/quote-request-filters.dto';
import { QuoteStatusDto } from './dto/quote-status.dto';
import { quoteRequestsCsv } from './quote-requests-csv';
import { QuoteRequestsService } from './quote-requests.service';

const quoteId = new IdParamPipe(MESSAGE_CODES.quote.notFound);

@ApiTags('admin: quote requests')
@ApiBearerAuth()
@ApiUnauthorizedResponse({ description: 'Authentication required' })
@Controller('admin/quote-requests')
export class AdminQuoteRequestsController {
  constructor(
    private readonly quotes: QuoteRequestsService,
    private readonly drawings: DrawingStorage,
  ) {}

  @Get()
  @ApiOperation({ summary: 'One page of quote requests (newest first unless sorted otherwise)' })
  @ApiOkResponse({ description: '{ success: true, data: QuoteRequest[], meta: { page, pageSize, total } }' })
  async list(@Query() query: QuoteRequestPageDto): Promise<Paged<QuoteRequest>> {
    return this.quotes.page(query);
  }

  @Get('export.csv')
  @ApiProduces('text/csv')
  @ApiOkResponse({ description: 'Every matching request as CSV (download), written a batch at a time' })
  async exportCsv(@Query() filters: QuoteRequestFiltersDto, @Res() response: Response): Promise<void> {
    const day = new Date().toISOString().slice(0, 10);
    response.setHeader('Content-Type', 'text/csv; charset=utf-8');
    response.setHeader('Cache-Control', 'no-store');
    response.setHeader('Content-Disposition', `attachment; filename="quote-requests-${day}.csv"`);
    let first = true;
    for await (const batch of this.quotes.exportBatches(filters)) {
      // Waits for the client to take each batch, so a slow download never piles rows up in memory.
      if (!response.write(quoteRequestsCsv(batch, first))) {
        await new Promise((resolve) => response.once('drain', resolve));
      }
      first = false;
    }
    if (first) response.write(quoteRequestsCsv([], true));
    response.end();
  }

  @Patch(':id')
  @ApiOperation({ summary: 'Move a request along new → contacted → quoted → won / lost' })
  @ApiOkResponse({ description: '{ success: true, data: QuoteRequest }' })
  @ApiNotFoundResponse({ description: QUOTE_MESSAGES.notFound })
  async changeStatus(@Param('id', quoteId) id: number, @Body() input: QuoteStatusDto): Promise<QuoteRequest> {
    return await this.quotes.changeStatus(id, input.status);
  }

  @Get(':id/drawing')
  @ApiOperation({ summary: "The request's drawing, as an attachment" })
  @ApiNotFoundResponse({ description: QUOTE_MESSAGES.drawingNotFound })
  async drawing(@Param('id', quoteId) id: number, @Res() response: Response): Promise<void> {
    const quote = await this.quotes.find(id);
    const file = quote.drawingStorageName ? await this.drawings.open(quote.drawingStorageName) : null;
    if (!file || !quote.drawingContentType) throw new NotFoundError(MESSAGE_CODES.quote.drawingNotFound);
    const extension = quote.drawingStorageName?.slice(quote.drawingStorageName.lastIndexOf('.')) ?? '';
    response.setHeader('Content-Type', quote.drawingContentType);
    response.setHeader('Content-Length', String(file.size));
    response.setHeader(
      'Content-Disposition',
      contentDisposition(quote.drawingFileName ?? 'drawing', extension),
    );
    response.setHeader('X-Content-Type-Options', 'nosniff');
    response.setHeader('Cache-Control', 'no-store');
    file.stream.on('error', () => response.destroy());
    file.stream.pipe(response);
  }
}
