import { SuccessMessage } from '../platform/common/http/http-reply.decorators';
import { Body, Controller, HttpCode, Post, UploadedFile, UseInterceptors } from '@nestjs/common';
import {
  ApiBody,
  ApiConsumes,
  ApiCreatedResponse,
  ApiExtraModels,
  ApiPayloadTooLargeResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnsupportedMediaTypeResponse,
  getSchemaPath,
} from '@nestjs/swagger';
import { Public } from '../platform/common/decorators/public.decorator';
import { MESSAGE_CODES, QUOTE_MESSAGES, type Language } from '@uaq/contract';
import { VisitorLanguage } from '../platform/common/language/visitor-language';
import { CreateQuoteRequestDto } from './dto/create-quote-request.dto';
import {
  DrawingFileInterceptor,
  DrawingUploadErrorsInterceptor,
  QuoteRateLimitInterceptor,
} from './quote-upload.interceptors';
import { QuoteRequestsService, type UploadedDrawing } from './quote-requests.service';

@ApiTags('quote requests')
@ApiExtraModels(CreateQuoteRequestDto)
@Controller('quote-requests')
export class QuoteRequestsController {
  constructor(private readonly quotes: QuoteRequestsService) {}

  @Public()
  @Post()
  @HttpCode(201)
  @UseInterceptors(QuoteRateLimitInterceptor, DrawingUploadErrorsInterceptor, DrawingFileInterceptor)
  @ApiConsumes('application/json', 'multipart/form-data')
  @ApiBody({
    schema: {
      oneOf: [
        { $ref: getSchemaPath(CreateQuoteRequestDto) },
        {
          allOf: [
            { $ref: getSchemaPath(CreateQuoteRequestDto) },
            {
              type: 'object',
              properties: {
                drawing: { type: 'string', format: 'binary', description: 'PDF, PNG or JPEG, ≤ 10 MB' },
              },
            },
          ],
        },
      ],
    },
  })
  @ApiCreatedResponse({
    description: `{ success: true, message: '${QUOTE_MESSAGES.submitted}', data: { id } }`,
  })
  @ApiPayloadTooLargeResponse({ description: QUOTE_MESSAGES.drawingSize })
  @ApiUnsupportedMediaTypeResponse({ description: QUOTE_MESSAGES.drawingType })
  @ApiTooManyRequestsResponse({ description: 'Too many quote requests from one address (5 per 10 minutes)' })
  @SuccessMessage(MESSAGE_CODES.quote.submitted)
  async submit(
    @Body() input: CreateQuoteRequestDto,
    @VisitorLanguage() language: Language,
    @UploadedFile() drawing?: UploadedDrawing,
  ): Promise<{ id: number }> {
    const id = await this.quotes.submit(input, drawing, language);
    return { id };
  }
}
