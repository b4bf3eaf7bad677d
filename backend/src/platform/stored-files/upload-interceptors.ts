import {
  CallHandler,
  ExecutionContext,
  HttpException,
  HttpStatus,
  Injectable,
  mixin,
  NestInterceptor,
  PayloadTooLargeException,
  type Type,
} from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import type { Request } from 'express';
import { catchError, from, Observable, switchMap, throwError } from 'rxjs';
import { MESSAGE_CODES } from '@uaq/contract';
import { AppError, type PlainCode } from '../common/errors/app-error';
import type { RateLimitPolicyName } from '../rate-limit/rate-limit-policies';
import { RateLimitService } from '../rate-limit/rate-limit.service';

/** The one file part an upload endpoint takes, and the form's words for refusing it. */
export interface UploadPart {
  field: string;
  maxBytes: number;
  /** The 413 message's code; `sizeErrorOnField` also names the field in `errors` for the form. */
  sizeMessage: PlainCode;
  sizeErrorOnField?: boolean;
  /** How many text fields the form sends at most, and how long each may be. */
  fields: number;
  fieldSize: number;
}

/**
 * The file part held in memory (multer's default storage, no `dest`): its bytes are checked by
 * content before anything is written to disk.
 */
export function uploadedFile(part: UploadPart): Type<NestInterceptor> {
  return FileInterceptor(part.field, {
    // Browsers send file names as raw UTF-8; multer would read them as Latin-1.
    defParamCharset: 'utf8',
    limits: {
      fileSize: part.maxBytes,
      files: 1,
      fields: part.fields,
      fieldSize: part.fieldSize,
      parts: part.fields + 1,
    },
  });
}

/** Gives multer's refusals of `part` the texts its form shows. */
export function uploadErrors(part: UploadPart): Type<NestInterceptor> {
  @Injectable()
  class UploadErrorsInterceptor implements NestInterceptor {
    intercept(_context: ExecutionContext, next: CallHandler): Observable<unknown> {
      return next.handle().pipe(
        catchError((error: unknown) => {
          if (error instanceof PayloadTooLargeException) {
            const errors = part.sizeErrorOnField ? { [part.field]: part.sizeMessage } : undefined;
            return throwError(() => new AppError(HttpStatus.PAYLOAD_TOO_LARGE, part.sizeMessage, errors));
          }
          if (
            error instanceof HttpException &&
            error.getStatus() === 400 &&
            /unexpected field/i.test(error.message)
          ) {
            return throwError(
              () =>
                new AppError(HttpStatus.BAD_REQUEST, {
                  code: MESSAGE_CODES.request.oneFileOnly,
                  params: { field: part.field },
                }),
            );
          }
          return throwError(() => error);
        }),
      );
    }
  }
  return mixin(UploadErrorsInterceptor);
}

/**
 * Counts the request against `policy`'s per-address limit before its upload is even read. `req.ip`
 * honours only the configured proxies (TRUST_PROXY), so X-Forwarded-For cannot be forged.
 */
export function addressRateLimit(policy: RateLimitPolicyName): Type<NestInterceptor> {
  @Injectable()
  class AddressRateLimitInterceptor implements NestInterceptor {
    constructor(private readonly rateLimits: RateLimitService) {}

    intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
      const request = context.switchToHttp().getRequest<Request>();
      return from(this.rateLimits.consume(policy, request.ip ?? 'unknown')).pipe(
        switchMap(() => next.handle()),
      );
    }
  }
  return mixin(AddressRateLimitInterceptor);
}
