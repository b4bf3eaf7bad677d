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
import { APPLICATION_LIMITS, APPLICATION_MESSAGES, REQUEST_MESSAGES } from '@uaq/contract';
import { RateLimitService } from '../rate-limit/rate-limit.service';

/**
 * The `resume` part of a multipart application, held in memory (no `dest`: multer's default
 * memory storage) because its bytes are checked before anything is written to disk.
 */
export const ResumeFileInterceptor = FileInterceptor('resume', {
  // Browsers send file names as raw UTF-8; multer would read them as Latin-1.
  defParamCharset: 'utf8',
  limits: { fileSize: APPLICATION_LIMITS.resumeBytes, files: 1, fields: 20, fieldSize: 64 * 1024, parts: 21 },
});

/** Counts the submission against the per-address limit before its upload is even read. */
@Injectable()
export class ApplicationRateLimitInterceptor implements NestInterceptor {
  constructor(private readonly rateLimits: RateLimitService) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const request = context.switchToHttp().getRequest<Request>();
    return from(this.rateLimits.consume('application-submit-address', request.ip ?? 'unknown')).pipe(
      switchMap(() => next.handle()),
    );
  }
}

/** Gives multer's refusals the texts the apply form shows. */
@Injectable()
export class ResumeUploadErrorsInterceptor implements NestInterceptor {
  intercept(_context: ExecutionContext, next: CallHandler): Observable<unknown> {
    return next.handle().pipe(
      catchError((error: unknown) => {
        if (error instanceof PayloadTooLargeException) {
          return throwError(
            () => new AppError(HttpStatus.PAYLOAD_TOO_LARGE, APPLICATION_MESSAGES.resumeSize),
          );
        }
        if (
          error instanceof HttpException &&
          error.getStatus() === 400 &&
          /unexpected field/i.test(error.message)
        ) {
          return throwError(
            () => new AppError(HttpStatus.BAD_REQUEST, REQUEST_MESSAGES.oneFileOnly('resume')),
          );
        }
        return throwError(() => error);
      }),
    );
  }
}
