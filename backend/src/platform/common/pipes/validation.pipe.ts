import { ValidationError, ValidationPipe } from '@nestjs/common';
import { isMessageCode, MESSAGE_CODES } from '@uaq/contract';
import { InvalidInputError, type ErrorMessage, type PlainCode } from '../errors/app-error';

/**
 * A constraint's message is a catalogue code: the DTOs' decorators name their rule's code as their
 * `message`. Anything else (a decorator without one) is the general "not valid" rather than
 * class-validator's English.
 */
function codeOf(message: string): PlainCode {
  return isMessageCode(message) ? (message as PlainCode) : MESSAGE_CODES.request.invalid;
}

function flatten(errors: ValidationError[], prefix = ''): Record<string, ErrorMessage> {
  const fields: Record<string, ErrorMessage> = {};
  for (const error of errors) {
    const field = prefix ? `${prefix}.${error.property}` : error.property;
    const constraints = Object.entries(error.constraints ?? {});
    if (constraints.length > 0) {
      // A field that is not allowed at all says so plainly; otherwise the DTO's own message wins.
      const unknown = constraints.find(([name]) => name === 'whitelistValidation');
      fields[field] = unknown
        ? { code: MESSAGE_CODES.request.unknownField, params: { field } }
        : codeOf(constraints[constraints.length - 1][1]);
    }
    Object.assign(fields, flatten(error.children ?? [], field));
  }
  return fields;
}

/**
 * One global pipe: unknown fields are rejected (never stripped silently), payloads become DTO
 * instances, and the error names each field with the code of the same text the form shows.
 */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    stopAtFirstError: true,
    exceptionFactory: (errors) => {
      const fields = flatten(errors);
      const first = Object.values(fields)[0] ?? MESSAGE_CODES.request.invalid;
      return new InvalidInputError(first, fields);
    },
  });
}
