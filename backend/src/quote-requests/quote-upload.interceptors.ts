import {
  CallHandler,
  ExecutionContext,
  HttpException,
  HttpStatus,
  Injectable,
  NestInterceptor,
  PayloadTooLargeException,
} from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import type { Request } from 'express';
import { catchError, from, Observable, switchMap, throwError } from 'rxjs';
import { AppError } from '../common/errors/app-error';
import { QUOTE_LIMITS, QUOTE_MESSAGES, REQUEST_MESSAGES } from '@uaq/contract';
import { RateLimitService } from '../rate-limit/rate-limit.service';

/** The `drawing` part, held in memory: its bytes are checked before anything is written to disk. */
export const DrawingFileInterceptor = FileInterceptor('drawing', {
  // Browsers send file names as raw UTF-8; multer would read them as Latin-1.
  defParamCharset: 'utf8',
  limits: { fileSize: QUOTE_LIMITS.drawingBytes, files: 1, fields: 40, fieldSize: 64 * 1024, parts: 41 },
});

/** Counts the request against the per-address limit before its upload is even read. */
@Injectable()
export class QuoteRateLimitInterceptor implements NestInterceptor {
  constructor(private readonly rateLimits: RateLimitService) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const request = context.switchToHttp().getRequest<Request>();
    // req.ip honours only the configured proxy hops (TRUST_PROXY), so X-Forwarded-For cannot be forged.
    return from(this.rateLimits.consume('quote-address', request.ip ?? 'unknown')).pipe(
      switchMap(() => next.handle()),
    );
  }
}

/** Gives multer's refusals the texts the quote form shows. */
@Injectable()
export class DrawingUploadErrorsInterceptor implements NestInterceptor {
  intercept(_context: ExecutionContext, next: CallHandler): Observable<unknown> {
    return next.handle().pipe(
      catchError((error: unknown) => {
        if (error instanceof PayloadTooLargeException) {
          return throwError(
            () =>
              new AppError(HttpStatus.PAYLOAD_TOO_LARGE, QUOTE_MESSAGES.drawingSize, {
                drawing: QUOTE_MESSAGES.drawingSize,
              }),
          );
        }
        if (
          error instanceof HttpException &&
          error.getStatus() === 400 &&
          /unexpected field/i.test(error.message)
        ) {
          return throwError(
            () => new AppError(HttpStatus.BAD_REQUEST, REQUEST_MESSAGES.oneFileOnly('drawing')),
          );
        }
        return throwError(() => error);
      }),
    );
  }
}
