import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString } from 'class-validator';
import {
  LANGUAGES,
  MAIL_TEMPLATE_LIMITS,
  TEMPLATE_PURPOSES,
  type Language,
  type MailTemplateInput,
  type MailTemplatePreviewInput,
  type TemplatePurpose,
  MESSAGE_CODES,
} from '@uaq/contract';

/** `:purpose/:language` of the template routes. */
export class MailTemplateParams {
  @IsIn(TEMPLATE_PURPOSES, { message: MESSAGE_CODES.mailTemplate.templatePurpose })
  purpose: TemplatePurpose;

  @IsIn(LANGUAGES, { message: MESSAGE_CODES.mailTemplate.language })
  language: Language;
}

/** Body of PUT /api/admin/mail-templates/:purpose/:language (lengths and placeholders: checkTemplate). */
export class MailTemplateInputDto implements MailTemplateInput {
  @ApiProperty({
    maxLength: MAIL_TEMPLATE_LIMITS.subject,
    example: 'Your application for {{jobTitle}}',
    description: 'Empty for the WhatsApp template (a chat message has no subject)',
  })
  @IsString({ message: MESSAGE_CODES.mailTemplate.subjectRequired })
  subject: string;

  @ApiProperty({
    maxLength: MAIL_TEMPLATE_LIMITS.body,
    description:
      'Plain text; a blank line starts a paragraph. The WhatsApp template: at most WHATSAPP_TEXT_LIMIT (1,000) characters',
  })
  @IsString({ message: MESSAGE_CODES.mailTemplate.bodyRequired })
  body: string;
}

export class MailTemplatePreviewDto extends MailTemplateInputDto implements MailTemplatePreviewInput {
  @ApiProperty({ enum: LANGUAGES })
  @IsIn(LANGUAGES, { message: MESSAGE_CODES.mailTemplate.language })
  language: Language;

  @ApiProperty({ enum: TEMPLATE_PURPOSES, required: false })
  @IsOptional()
  @IsIn(TEMPLATE_PURPOSES, { message: MESSAGE_CODES.mailTemplate.templatePurpose })
  purpose?: TemplatePurpose;
}
