import { ValidationError, ValidationPipe } from '@nestjs/common';
import { REQUEST_MESSAGES } from '@uaq/contract';
import { InvalidInputError } from '../errors/app-error';

function flatten(errors: ValidationError[], prefix = ''): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const error of errors) {
    const field = prefix ? `${prefix}.${error.property}` : error.property;
    const constraints = Object.entries(error.constraints ?? {});
    if (constraints.length > 0) {
      // A field that is not allowed at all says so plainly; otherwise the DTO's own message wins.
      const unknown = constraints.find(([name]) => name === 'whitelistValidation');
      fields[field] = unknown ? REQUEST_MESSAGES.unknownField(field) : constraints[constraints.length - 1][1];
    }
    Object.assign(fields, flatten(error.children ?? [], field));
  }
  return fields;
}

/**
 * One global pipe: unknown fields are rejected (never stripped silently), payloads become DTO
 * instances, and the error names each field with the same text the form shows.
 */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    stopAtFirstError: true,
    exceptionFactory: (errors) => {
      const fields = flatten(errors);
      const first = Object.values(fields)[0] ?? REQUEST_MESSAGES.invalid;
      return new InvalidInputError(first, fields);
    },
  });
}
