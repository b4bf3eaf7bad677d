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

/** A placeholder and the full stop that may follow it. */
const PLACEHOLDER_THEN_STOP = /\{\{\s*([^{}]*?)\s*\}\}(\.?)/g;
/** A value's own final full stop, inside the isolation marks an Arabic message puts around it. */
const FINAL_STOP = /\.(\u2069?)$/;

/**
 * The text with every placeholder replaced by its value (checked texts only: unknown ones stay
 * empty). A value ending with its own full stop («ذ.م.م.», "Co.") before the sentence's full stop
 * gives one stop, not two.
 */
export function fillTemplateText(text: string, values: Readonly<Record<string, string>>): string {
  return text.replace(PLACEHOLDER_THEN_STOP, (_match, name: string, stop: string) => {
    const value = values[name] ?? '';
    return (stop ? value.replace(FINAL_STOP, '$1') : value) + stop;
  });
}
