import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { Language, MailPlaceholder, MailTemplate, MailTemplatePreview } from '@uaq/contract';
import { VisitorLanguage } from '../platform/common/language/visitor-language';
import { Audited } from '../platform/common/decorators/audited.decorator';
import { CurrentAdmin, type AuthenticatedAdmin } from '../platform/common/decorators/current-admin.decorator';
import { MailTemplateInputDto, MailTemplateParams, MailTemplatePreviewDto } from './dto/mail-template.dto';
import { MAIL_PLACEHOLDERS } from './mail-placeholders';
import { MailTemplatesService } from './mail-templates.service';

@ApiTags('admin: mail templates')
@ApiBearerAuth()
@ApiUnauthorizedResponse({ description: 'Authentication required' })
@Controller('admin/mail-templates')
export class AdminMailTemplatesController {
  constructor(private readonly templates: MailTemplatesService) {}

  @Get()
  @ApiOperation({ summary: 'Every template (received, interview, rejection, offer) in English and Arabic' })
  @ApiOkResponse({ description: '{ success: true, data: MailTemplate[] }' })
  async list(): Promise<MailTemplate[]> {
    return this.templates.list();
  }

  @Get('placeholders')
  @ApiOperation({
    summary:
      'The placeholders a template may use, described in the admin area language (Accept-Language), with the values the preview shows',
  })
  @ApiOkResponse({ description: '{ success: true, data: MailPlaceholder[] }' })
  async placeholders(@VisitorLanguage() language: Language): Promise<MailPlaceholder[]> {
    const samples = await this.templates.placeholderSamples();
    return MAIL_PLACEHOLDERS.map(({ name, description, descriptionAr }) => ({
      name,
      description: language === 'ar' ? descriptionAr : description,
      sample: samples.en[name],
      sampleAr: samples.ar[name],
    }));
  }

  @Post('preview')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Unsaved subject and body rendered as the applicant would read them (with `purpose`, what that purpose adds)',
  })
  @ApiOkResponse({ description: '{ success: true, data: { subject, text, html } }' })
  @ApiBadRequestResponse({ description: 'An empty or too long field, or an unknown placeholder (named)' })
  async preview(@Body() input: MailTemplatePreviewDto): Promise<MailTemplatePreview> {
    return this.templates.preview(input.language, input, input.purpose);
  }

  @Audited('mail-template.updated')
  @Put(':purpose/:language')
  @ApiOkResponse({ description: '{ success: true, data: MailTemplate }' })
  @ApiBadRequestResponse({ description: 'An empty or too long field, or an unknown placeholder (named)' })
  async save(
    @Param() { purpose, language }: MailTemplateParams,
    @Body() input: MailTemplateInputDto,
    @CurrentAdmin() admin: AuthenticatedAdmin,
  ): Promise<MailTemplate> {
    return this.templates.save(purpose, language, input, admin.username);
  }

  @Audited('mail-template.restored')
  @Delete(':purpose/:language')
  @ApiOperation({ summary: "Restore the default text (HR's version is removed)" })
  @ApiOkResponse({ description: '{ success: true, data: MailTemplate } (the default)' })
  async restoreDefault(@Param() { purpose, language }: MailTemplateParams): Promise<MailTemplate> {
    return this.templates.restoreDefault(purpose, language);
  }
}
