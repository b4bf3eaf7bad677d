import { CONSTANT_LIMITS, type ConstantValue, type SiteConstants } from '@uaq/contract';
import { InvalidInputError } from '../common/errors/app-error';

const MAX_VALUE_KB = CONSTANT_LIMITS.maxValueBytes / 1024;

/**
 * Checks a whole constants map before it replaces the stored one. Throws 400 naming the first bad
 * key; `errors` maps every bad key to its reason.
 */
export function assertValidSiteConstants(body: unknown): asserts body is SiteConstants {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw new InvalidInputError('The constants must be sent as one JSON object of names and values.');
  }
  const entries = Object.entries(body as Record<string, ConstantValue>);
  if (entries.length > CONSTANT_LIMITS.maxKeys) {
    throw new InvalidInputError(
      `At most ${CONSTANT_LIMITS.maxKeys} constants can be stored; ${entries.length} were sent.`,
    );
  }
  const errors: Record<string, string> = {};
  // MySQL compares names without regard to case, so "Phone" and "phone" would be one row there.
  const seen = new Map<string, string>();
  for (const [key, value] of entries) {
    const clash = seen.get(key.toLowerCase());
    seen.set(key.toLowerCase(), key);
    if (!CONSTANT_LIMITS.keyPattern.test(key)) {
      errors[key] =
        `The constant name "${key}" is not valid: start with a letter and use only letters, digits and ` +
        'underscores (at most 64 characters).';
    } else if (clash !== undefined) {
      errors[key] =
        `The constant names "${clash}" and "${key}" differ only in letter case; keep one of them.`;
    } else if (Buffer.byteLength(JSON.stringify(value), 'utf8') > CONSTANT_LIMITS.maxValueBytes) {
      errors[key] = `The value of "${key}" is too large: each value may be at most ${MAX_VALUE_KB} KB.`;
    }
  }
  const problems = Object.values(errors);
  if (problems.length > 0) throw new InvalidInputError(problems[0], errors);
}
