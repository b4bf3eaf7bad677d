import {
  CallHandler,
  ExecutionContext,
  HttpException,
  HttpStatus,
  Injectable,
  NestInterceptor,
  PayloadTooLargeException,
} from '@nestjs/common';
import { catchError, Observable, throwError } from 'rxjs';
import { AppError } from '../common/errors/app-error';
import { PROJECT_MESSAGES } from '@uaq/contract';

/** Gives multer's refusals the texts the Projects tab shows. */
@Injectable()
export class PhotoUploadErrorsInterceptor implements NestInterceptor {
  intercept(_context: ExecutionContext, next: CallHandler): Observable<unknown> {
    return next.handle().pipe(
      catchError((error: unknown) => {
        if (error instanceof PayloadTooLargeException) {
          return throwError(() => new AppError(HttpStatus.PAYLOAD_TOO_LARGE, PROJECT_MESSAGES.photoSize));
        }
        if (
          error instanceof HttpException &&
          error.getStatus() === 400 &&
          /unexpected field/i.test(error.message)
        ) {
          return throwError(
            () => new AppError(HttpStatus.BAD_REQUEST, 'Only one file, named "photo", may be sent'),
          );
        }
        return throwError(() => error);
      }),
    );
  }
}
