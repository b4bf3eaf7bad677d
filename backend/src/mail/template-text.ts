import { MESSAGE_CODES } from '@uaq/contract';
import type { ErrorMessage } from '../platform/common/errors/app-error';

/**
 * HR's templates are plain text with `{{name}}` placeholders and nothing else: no conditions, no
 * loops, no raw HTML. A strict replacer of a dozen lines does that; a template library would add
 * sections and partials HR must not be able to write, and would need them switched off.
 */
const PLACEHOLDER = /\{\{\s*([^{}]*?)\s*\}\}/g;

/** The first thing wrong with a template text, as a message for HR; null when it is fine. */
export function templateTextError(text: string, known: ReadonlySet<string>): ErrorMessage | null {
  for (const [, name] of text.matchAll(PLACEHOLDER)) {
    if (!known.has(name)) return { code: MESSAGE_CODES.mailTemplate.unknownPlaceholder, params: { name } };
  }
  const rest = text.replace(PLACEHOLDER, '');
  return rest.includes('{{') || rest.includes('}}') ? MESSAGE_CODES.mailTemplate.unclosedPlaceholder : null;
}

/** The text with every placeholder replaced by its value (checked texts only: unknown ones stay empty). */
export function fillTemplateText(text: string, values: Readonly<Record<string, string>>): string {
  return text.replace(PLACEHOLDER, (_match, name: string) => values[name] ?? '');
}
