import type { ConstantValue, SiteConstants } from '@uaq/contract';

/**
 * The constants editor's text rule: objects and arrays are edited as JSON text
 * and parsed back when the text starts and ends with braces or brackets and is valid JSON; anything
 * else stays text. Our additions, so HR's counters stay numbers after a save:
 * - a constant that was a number stays a number when its text is still numeric;
 * - a constant that was a boolean stays a boolean when its text is `true` or `false`;
 * - a constant that was null stays null when its text is left empty;
 * - a NEW constant whose text is a plain number without leading zeros (`42`, `-1.5`) becomes a number
 *   (a phone number such as `0501234567` or `+971…` stays text).
 */

const NUMERIC = /^-?\d+(\.\d+)?$/;
const CANONICAL_NUMBER = /^-?(0|[1-9]\d*)(\.\d+)?$/;

export function constantToText(value: ConstantValue | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') return JSON.stringify(value, null, 2);
  return String(value);
}

function looksLikeJsonContainer(trimmed: string): boolean {
  return (
    (trimmed.startsWith('{') && trimmed.endsWith('}')) || (trimmed.startsWith('[') && trimmed.endsWith(']'))
  );
}

/** `original` is the value the constant had when loaded; `undefined` for a constant HR is adding. */
export function textToConstant(text: string, original?: ConstantValue): ConstantValue {
  const trimmed = text.trim();
  if (looksLikeJsonContainer(trimmed)) {
    try {
      return JSON.parse(trimmed) as ConstantValue;
    } catch {
      return text;
    }
  }
  if (typeof original === 'number' && NUMERIC.test(trimmed)) return Number(trimmed);
  if (original === undefined && CANONICAL_NUMBER.test(trimmed)) return Number(trimmed);
  if (typeof original === 'boolean' && (trimmed === 'true' || trimmed === 'false')) return trimmed === 'true';
  if (original === null && trimmed === '') return null;
  return text;
}

/** Whether the text would be kept as text although it looks like JSON (a hint for the editor). */
export function isBrokenJson(text: string): boolean {
  const trimmed = text.trim();
  if (!looksLikeJsonContainer(trimmed)) return false;
  try {
    JSON.parse(trimmed);
    return false;
  } catch {
    return true;
  }
}

export function constantsToDrafts(constants: SiteConstants): Record<string, string> {
  return Object.fromEntries(Object.entries(constants).map(([key, value]) => [key, constantToText(value)]));
}

/** Builds the whole map PUT /api/constants expects from the edited texts. */
export function draftsToConstants(drafts: Record<string, string>, originals: SiteConstants): SiteConstants {
  return Object.fromEntries(
    Object.entries(drafts).map(([key, text]) => [
      key,
      textToConstant(text, Object.hasOwn(originals, key) ? originals[key] : undefined),
    ]),
  );
}

/** A readable name of a value's type, as the constants test page shows it. */
export type ConstantTypeName = 'null' | 'array' | 'string' | 'number' | 'boolean' | 'object';

export function constantTypeName(value: ConstantValue): ConstantTypeName {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value as ConstantTypeName;
}
