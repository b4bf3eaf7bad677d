import { WHATSAPP_TEXT_LIMIT } from '@uaq/contract';
import { singleLine } from './mail-templates';
import { isolate, MAIL_TEXTS, type MailLanguage } from './mail-texts';
import { fillTemplateText } from './template-text';

/**
 * A chat message written from HR's WhatsApp template: `{{name}}` filled in as one line of plain
 * text each (kept whole inside an Arabic sentence), at most WHATSAPP_TEXT_LIMIT characters. HR's
 * template is within the limit; names and titles filled in may carry it past, and the message is
 * then cut with an ellipsis rather than refused.
 */
export function chatText(template: string, values: Record<string, string>, language: MailLanguage): string {
  const rtl = MAIL_TEXTS[language].direction === 'rtl';
  const safe = Object.fromEntries(
    Object.entries(values).map(([name, value]) => [
      name,
      rtl ? isolate(singleLine(value)) : singleLine(value),
    ]),
  );
  const text = fillTemplateText(template, safe).replace(/\r\n?/g, '\n').trim();
  if (text.length <= WHATSAPP_TEXT_LIMIT) return text;
  // Never half of a character written with two UTF-16 units (an emoji).
  const cut = text.slice(0, WHATSAPP_TEXT_LIMIT - 1).replace(/[\uD800-\uDBFF]$/, '');
  return `${cut}…`;
}
