import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  Patch,
  Post,
  Put,
  Res,
  UploadedFile,
  UseInterceptors,
} from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiBody,
  ApiConflictResponse,
  ApiConsumes,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiPayloadTooLargeResponse,
  ApiTags,
  ApiUnsupportedMediaTypeResponse,
} from '@nestjs/swagger';
import type { Response } from 'express';
import { MESSAGE_CODES, OFFER_MESSAGES, type PreEmploymentCheck } from '@uaq/contract';
import { AuditService } from '../audit/audit.service';
import { Audited } from '../platform/common/decorators/audited.decorator';
import { CurrentAdmin, type AuthenticatedAdmin } from '../platform/common/decorators/current-admin.decorator';
import { Roles } from '../platform/common/decorators/roles.decorator';
import { contentDisposition } from '../platform/common/http/content-disposition';
import { RawResponse } from '../platform/common/http/http-reply.decorators';
import { IdParamPipe } from '../platform/common/pipes/id-param.pipe';
import { PreEmploymentCheckChangeDto, PreEmploymentCheckInputDto } from './dto/pre-employment.dto';
import { PreEmploymentChecks, type UploadedDocument } from './pre-employment-checks.service';
import {
  PreEmploymentDocumentErrorsInterceptor,
  PreEmploymentDocumentInterceptor,
} from './pre-employment-upload.interceptors';

const applicationId = new IdParamPipe(MESSAGE_CODES.applicantStatus.applicationNotFound);
const checkId = new IdParamPipe(MESSAGE_CODES.offer.checkNotFound);
const EXTENSIONS: Record<string, string> = {
  'application/pdf': '.pdf',
  'image/png': '.png',
  'image/jpeg': '.jpg',
};

/** The pre-employment checklist an accepted offer opens: HR ticks items off, with documents and expiry dates. */
@ApiTags('admin: pre-employment checklist')
@ApiBearerAuth()
@ApiForbiddenResponse({ description: OFFER_MESSAGES.staffOnly })
@Roles(['owner', 'hr'], MESSAGE_CODES.offer.staffOnly)
@Controller('admin')
export class AdminPreEmploymentChecksController {
  constructor(
    private readonly checks: PreEmploymentChecks,
    private readonly audit: AuditService,
  ) {}

  @Get('job-applications/:id/pre-employment-checks')
  @ApiOkResponse({
    description: '{ success: true, data: PreEmploymentCheck[] } (none before an offer is accepted)',
  })
  async list(@Param('id', applicationId) id: number): Promise<PreEmploymentCheck[]> {
    return this.checks.listFor(id);
  }

  @Audited('pre-employment.item-added', 'application')
  @Post('job-applications/:id/pre-employment-checks')
  @HttpCode(201)
  @ApiCreatedResponse({ description: '{ success: true, data: PreEmploymentCheck }: an item of HR’s own' })
  @ApiConflictResponse({ description: `${OFFER_MESSAGES.checklistClosed} / ${OFFER_MESSAGES.tooManyChecks}` })
  async add(
    @Param('id', applicationId) id: number,
    @Body() input: PreEmploymentCheckInputDto,
  ): Promise<PreEmploymentCheck> {
    return this.checks.addOwn(id, input.label);
  }

  @Audited('pre-employment.item-changed', 'pre-employment-check')
  @Patch('pre-employment-checks/:id')
  @ApiOkResponse({ description: '{ success: true, data: PreEmploymentCheck }' })
  @ApiNotFoundResponse({ description: OFFER_MESSAGES.checkNotFound })
  async change(
    @Param('id', checkId) id: number,
    @Body() input: PreEmploymentCheckChangeDto,
    @CurrentAdmin() admin: AuthenticatedAdmin,
  ): Promise<PreEmploymentCheck> {
    return this.checks.change(id, input, admin.username);
  }

  @Audited('pre-employment.item-removed', 'pre-employment-check')
  @Delete('pre-employment-checks/:id')
  @ApiOkResponse({ description: '{ success: true, data: null }' })
  @ApiConflictResponse({ description: OFFER_MESSAGES.onlyOwnItemsRemoved })
  async remove(@Param('id', checkId) id: number): Promise<null> {
    await this.checks.remove(id);
    return null;
  }

  @Audited('pre-employment.document-uploaded', 'pre-employment-check')
  @Put('pre-employment-checks/:id/document')
  @UseInterceptors(PreEmploymentDocumentErrorsInterceptor, PreEmploymentDocumentInterceptor)
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      properties: {
        document: { type: 'string', format: 'binary', description: 'PDF, JPEG or PNG, ≤ 10 MB' },
      },
    },
  })
  @ApiOkResponse({ description: '{ success: true, data: PreEmploymentCheck } with its document' })
  @ApiPayloadTooLargeResponse({ description: OFFER_MESSAGES.documentSize })
  @ApiUnsupportedMediaTypeResponse({ description: OFFER_MESSAGES.documentType })
  async attach(
    @Param('id', checkId) id: number,
    @UploadedFile() document?: UploadedDocument,
  ): Promise<PreEmploymentCheck> {
    return this.checks.attach(id, document);
  }

  @Get('pre-employment-checks/:id/document')
  @RawResponse()
  @ApiOkResponse({ description: 'The document, as uploaded' })
  @ApiNotFoundResponse({ description: OFFER_MESSAGES.documentNotFound })
  async document(@Param('id', checkId) id: number, @Res() response: Response): Promise<void> {
    const { file, contentType, fileName } = await this.checks.document(id);
    await this.audit.record('pre-employment.document-downloaded', { type: 'pre-employment-check', id });
    response.setHeader('Content-Type', contentType);
    response.setHeader('Content-Length', String(file.size));
    response.setHeader(
      'Content-Disposition',
      contentDisposition(fileName, EXTENSIONS[contentType] ?? '', 'attachment'),
    );
    response.setHeader('X-Content-Type-Options', 'nosniff');
    response.setHeader('Cache-Control', 'no-store');
    file.stream.on('error', () => response.destroy());
    file.stream.pipe(response);
  }

  @Audited('pre-employment.document-removed', 'pre-employment-check')
  @Delete('pre-employment-checks/:id/document')
  @ApiOkResponse({ description: '{ success: true, data: PreEmploymentCheck } without its document' })
  @ApiNotFoundResponse({ description: OFFER_MESSAGES.documentNotFound })
  async detach(@Param('id', checkId) id: number): Promise<PreEmploymentCheck> {
    return this.checks.detach(id);
  }
}
