import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import type { Response } from 'express';
import type { ApiErrorBody } from '@uaq/contract';
import { AppError, TooManyRequestsError } from '../errors/app-error';

const DEFAULT_MESSAGES: Partial<Record<number, string>> = {
  400: 'The request is not valid.',
  401: 'Authentication required',
  403: 'You are not allowed to do this.',
  404: 'Not found.',
  405: 'This method is not allowed here.',
  409: 'The request conflicts with the current state.',
  413: 'The request is too large.',
  415: 'This content type is not supported.',
  429: 'Too many requests. Please try again later.',
  503: 'The service is temporarily unavailable. Please try again shortly.',
};

/** Database driver errors that mean "the database is not reachable", not "the request is wrong". */
const DATABASE_DOWN_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'PROTOCOL_CONNECTION_LOST',
  'ER_CON_COUNT_ERROR',
  'SQLITE_BUSY',
  'SQLITE_CANTOPEN',
]);

function messageOf(response: unknown, status: number): string {
  if (typeof response === 'string') return response;
  if (response && typeof response === 'object' && 'message' in response) {
    const message = (response as { message: unknown }).message;
    if (typeof message === 'string') return message;
    if (Array.isArray(message) && typeof message[0] === 'string') return message[0];
  }
  return DEFAULT_MESSAGES[status] ?? 'The request could not be completed.';
}

/** The contract's sentence for a framework error, by what went wrong. */
function frameworkMessage(raw: string, status: number): string {
  if (status === 400 && /JSON/i.test(raw)) return 'The request body is not valid JSON.';
  if (status === 400 && /^Multipart/i.test(raw))
    return 'The form was not received completely. Please send it again.';
  if (status === 400 && /decode param/i.test(raw)) return 'The address is not valid.';
  return DEFAULT_MESSAGES[status] ?? 'The request could not be completed.';
}

/** Turns every error into the decided body; never a stack trace, never an internal detail. */
@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('ApiExceptionFilter');

  catch(exception: unknown, host: ArgumentsHost): void {
    const response = host.switchToHttp().getResponse<Response>();
    const body = this.toBody(exception);
    if (exception instanceof TooManyRequestsError && exception.retryAfterSeconds) {
      response.setHeader('Retry-After', String(exception.retryAfterSeconds));
    }
    if (body.statusCode >= 500 && body.statusCode !== HttpStatus.SERVICE_UNAVAILABLE) {
      this.logger.error(exception instanceof Error ? exception.stack : String(exception));
    }
    if (response.headersSent) return;
    response.status(body.statusCode).json(body);
  }

  private toBody(exception: unknown): ApiErrorBody {
    if (exception instanceof AppError) {
      return {
        success: false,
        statusCode: exception.statusCode,
        message: exception.message,
        ...(exception.errors ? { errors: exception.errors } : {}),
      };
    }
    if (exception instanceof HttpException) {
      const statusCode = exception.getStatus();
      const response = exception.getResponse();
      const errors =
        response && typeof response === 'object' && 'errors' in response
          ? (response as { errors: Record<string, string> }).errors
          : undefined;
      // Our own errors are AppErrors; an HttpException comes from the framework (body parsers,
      // multipart, the router), whose wording ("Unexpected end of JSON input") is not for clients.
      const message = frameworkMessage(messageOf(response, statusCode), statusCode);
      return { success: false, statusCode, message, ...(errors ? { errors } : {}) };
    }
    const withCode = exception as { code?: string; status?: number; type?: string } | null;
    if (withCode?.code && DATABASE_DOWN_CODES.has(withCode.code)) {
      return { success: false, statusCode: 503, message: DEFAULT_MESSAGES[503]! };
    }
    // Errors raised by Express's body parsers before any controller runs.
    if (withCode?.type === 'entity.too.large') {
      return { success: false, statusCode: 413, message: DEFAULT_MESSAGES[413]! };
    }
    if (withCode?.type === 'entity.parse.failed') {
      return { success: false, statusCode: 400, message: 'The request body is not valid JSON.' };
    }
    return {
      success: false,
      statusCode: 500,
      message: 'Something went wrong on our side. Please try again.',
    };
  }
}
