import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsString } from 'class-validator';
import {
  LANGUAGES,
  MAIL_TEMPLATE_LIMITS,
  MAIL_TEMPLATE_MESSAGES,
  MAIL_TEMPLATE_PURPOSES,
  type Language,
  type MailTemplateInput,
  type MailTemplatePreviewInput,
  type MailTemplatePurpose,
} from '@uaq/contract';

/** `:purpose/:language` of the template routes. */
export class MailTemplateParams {
  @IsIn(MAIL_TEMPLATE_PURPOSES, { message: MAIL_TEMPLATE_MESSAGES.purpose })
  purpose: MailTemplatePurpose;

  @IsIn(LANGUAGES, { message: MAIL_TEMPLATE_MESSAGES.language })
  language: Language;
}

/** Body of PUT /api/admin/mail-templates/:purpose/:language (lengths and placeholders: checkTemplate). */
export class MailTemplateInputDto implements MailTemplateInput {
  @ApiProperty({ maxLength: MAIL_TEMPLATE_LIMITS.subject, example: 'Your application for {{jobTitle}}' })
  @IsString({ message: MAIL_TEMPLATE_MESSAGES.subjectRequired })
  subject: string;

  @ApiProperty({
    maxLength: MAIL_TEMPLATE_LIMITS.body,
    description: 'Plain text; a blank line starts a paragraph',
  })
  @IsString({ message: MAIL_TEMPLATE_MESSAGES.bodyRequired })
  body: string;
}

export class MailTemplatePreviewDto extends MailTemplateInputDto implements MailTemplatePreviewInput {
  @ApiProperty({ enum: LANGUAGES })
  @IsIn(LANGUAGES, { message: MAIL_TEMPLATE_MESSAGES.language })
  language: Language;
}
