import { HttpStatus } from '@nestjs/common';

/**
 * A rule broken by the request, raised where the rule lives and turned into the decided error body
 * by the global exception filter. `message` is one sentence the page can show as it is.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: HttpStatus,
    message: string,
    readonly errors?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export class NotFoundError extends AppError {
  constructor(message: string) {
    super(HttpStatus.NOT_FOUND, message);
  }
}

export class ConflictError extends AppError {
  constructor(message: string) {
    super(HttpStatus.CONFLICT, message);
  }
}

export class InvalidInputError extends AppError {
  constructor(message: string, errors?: Record<string, string>) {
    super(HttpStatus.BAD_REQUEST, message, errors);
  }
}

export class TooManyRequestsError extends AppError {
  constructor(
    message: string,
    readonly retryAfterSeconds?: number,
  ) {
    super(HttpStatus.TOO_MANY_REQUESTS, message);
  }
}
