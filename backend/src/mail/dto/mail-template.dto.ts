import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString } from 'class-validator';
import {
  LANGUAGES,
  MAIL_TEMPLATE_LIMITS,
  MAIL_TEMPLATE_PURPOSES,
  type Language,
  type MailTemplateInput,
  type MailTemplatePreviewInput,
  type MailTemplatePurpose,
  MESSAGE_CODES,
} from '@uaq/contract';

/** `:purpose/:language` of the template routes. */
export class MailTemplateParams {
  @IsIn(MAIL_TEMPLATE_PURPOSES, { message: MESSAGE_CODES.mailTemplate.purpose })
  purpose: MailTemplatePurpose;

  @IsIn(LANGUAGES, { message: MESSAGE_CODES.mailTemplate.language })
  language: Language;
}

/** Body of PUT /api/admin/mail-templates/:purpose/:language (lengths and placeholders: checkTemplate). */
export class MailTemplateInputDto implements MailTemplateInput {
  @ApiProperty({ maxLength: MAIL_TEMPLATE_LIMITS.subject, example: 'Your application for {{jobTitle}}' })
  @IsString({ message: MESSAGE_CODES.mailTemplate.subjectRequired })
  subject: string;

  @ApiProperty({
    maxLength: MAIL_TEMPLATE_LIMITS.body,
    description: 'Plain text; a blank line starts a paragraph',
  })
  @IsString({ message: MESSAGE_CODES.mailTemplate.bodyRequired })
  body: string;
}

export class MailTemplatePreviewDto extends MailTemplateInputDto implements MailTemplatePreviewInput {
  @ApiProperty({ enum: LANGUAGES })
  @IsIn(LANGUAGES, { message: MESSAGE_CODES.mailTemplate.language })
  language: Language;

  @ApiProperty({ enum: MAIL_TEMPLATE_PURPOSES, required: false })
  @IsOptional()
  @IsIn(MAIL_TEMPLATE_PURPOSES, { message: MESSAGE_CODES.mailTemplate.purpose })
  purpose?: MailTemplatePurpose;
}
