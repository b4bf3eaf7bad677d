import { CONSTANT_LIMITS, MESSAGE_CODES, type ConstantValue, type SiteConstants } from '@uaq/contract';
import { InvalidInputError, type ErrorMessage } from '../platform/common/errors/app-error';

const M = MESSAGE_CODES.siteConstants;

/**
 * Checks a whole constants map before it replaces the stored one. Throws 400 naming the first bad
 * key; `errors` maps every bad key to its reason.
 */
export function assertValidSiteConstants(body: unknown): asserts body is SiteConstants {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw new InvalidInputError(M.notAnObject);
  }
  const entries = Object.entries(body as Record<string, ConstantValue>);
  if (entries.length > CONSTANT_LIMITS.maxKeys) {
    throw new InvalidInputError({ code: M.tooMany, params: { sent: String(entries.length) } });
  }
  const errors: Record<string, ErrorMessage> = {};
  // MySQL compares names without regard to case, so "Phone" and "phone" would be one row there.
  const seen = new Map<string, string>();
  for (const [key, value] of entries) {
    const clash = seen.get(key.toLowerCase());
    seen.set(key.toLowerCase(), key);
    if (!CONSTANT_LIMITS.keyPattern.test(key)) {
      errors[key] = { code: M.nameInvalid, params: { key } };
    } else if (clash !== undefined) {
      errors[key] = { code: M.namesClash, params: { clash, key } };
    } else if (Buffer.byteLength(JSON.stringify(value), 'utf8') > CONSTANT_LIMITS.maxValueBytes) {
      errors[key] = { code: M.valueTooLarge, params: { key } };
    }
  }
  const problems = Object.values(errors);
  if (problems.length > 0) throw new InvalidInputError(problems[0], errors);
}
