import { HttpStatus } from '@nestjs/common';
import { englishText, type Coded, type MessageCode, type MessageParams } from '@uaq/contract';

/** A code of the message catalogue whose message has no parameters. */
export type PlainCode = { [C in MessageCode]: MessageParams<C> extends undefined ? C : never }[MessageCode];
/** A message as an error names it: a code, or a code with its parameters. */
export type ErrorMessage = PlainCode | Coded;
/** A validation failure's fields: field name to its message's code (and parameters). */
export type FieldErrors = Readonly<Record<string, ErrorMessage>>;

/** `{ code, params? }` of a message named either way. */
export function coded(message: ErrorMessage): Coded {
  return typeof message === 'string' ? ({ code: message } as Coded) : message;
}

/**
 * A rule broken by the request, raised where the rule lives and turned into the decided error body
 * by the global exception filter. It carries a code of the message catalogue and its parameters;
 * the filter writes the sentence in the visitor's language. `message` is the English, for logs.
 */
export class AppError extends Error {
  readonly code: MessageCode;
  readonly params?: Coded['params'];

  constructor(
    readonly statusCode: HttpStatus,
    message: ErrorMessage,
    readonly fields?: FieldErrors,
  ) {
    const { code, params } = coded(message);
    super(englishText(code, params as never));
    this.name = 'AppError';
    this.code = code;
    if (params) this.params = params;
  }

  /** The fields' messages in English (as `message` is), field by field. */
  get errors(): Record<string, string> | undefined {
    if (!this.fields) return undefined;
    return Object.fromEntries(
      Object.entries(this.fields).map(([field, message]) => {
        const { code, params } = coded(message);
        return [field, englishText(code, params as never)];
      }),
    );
  }
}

export class NotFoundError extends AppError {
  constructor(message: ErrorMessage) {
    super(HttpStatus.NOT_FOUND, message);
  }
}

export class ConflictError extends AppError {
  constructor(message: ErrorMessage) {
    super(HttpStatus.CONFLICT, message);
  }
}

export class InvalidInputError extends AppError {
  constructor(message: ErrorMessage, fields?: FieldErrors) {
    super(HttpStatus.BAD_REQUEST, message, fields);
  }
}

export class TooManyRequestsError extends AppError {
  constructor(
    message: ErrorMessage,
    readonly retryAfterSeconds?: number,
  ) {
    super(HttpStatus.TOO_MANY_REQUESTS, message);
  }
}
