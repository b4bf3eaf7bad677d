import {
  CallHandler,
  ExecutionContext,
  HttpException,
  HttpStatus,
  Inject,
  Injectable,
  mixin,
  NestInterceptor,
  PayloadTooLargeException,
  type Type,
} from '@nestjs/common';
import { FileInterceptor, FilesInterceptor } from '@nestjs/platform-express';
import type { MulterOptions } from '@nestjs/platform-express/multer/interfaces/multer-options.interface';
import type { Request } from 'express';
import { diskStorage, type StorageEngine } from 'multer';
import { rm } from 'node:fs/promises';
import { catchError, from, map, mergeMap, Observable, switchMap, throwError } from 'rxjs';
import { MESSAGE_CODES } from '@uaq/contract';
import { AppError, type PlainCode } from '../common/errors/app-error';
import type { RateLimitPolicyName } from '../rate-limit/rate-limit-policies';
import { RateLimitService } from '../rate-limit/rate-limit.service';
import { countingParts, unreadablePartIn } from './multipart-parts';
import { StagingStorageEngine, type ReceivedFile, type UploadTypeCheck } from './staging-storage-engine';
import type { StoredFileStorage } from './stored-file-storage';
import { StoredFilesService } from './stored-files.service';
import { UploadScratchFolder } from './upload-scratch-folder';

/** The file part an upload endpoint takes (once, or up to `maxFiles` times), and the form's words for refusing it. */
export interface UploadPart {
  field: string;
  maxBytes: number;
  /** How many files the part may carry (default 1), and the 400's message's code past that. */
  maxFiles?: { count: number; message: PlainCode };
  /** The 413 message's code; `sizeErrorOnField` also names the field in `errors` for the form. */
  sizeMessage: PlainCode;
  sizeErrorOnField?: boolean;
  /** How many text fields the form sends at most, and how long each may be. */
  fields: number;
  fieldSize: number;
}

function filesOf(part: UploadPart): number {
  return part.maxFiles?.count ?? 1;
}

/** multer's options for `part`, with the engine that keeps its file. */
function multipartOptions(part: UploadPart, storage: StorageEngine): MulterOptions {
  const options: MulterOptions & { streamHandler: typeof countingParts } = {
    storage,
    // Browsers send file names as raw UTF-8; multer would read them as Latin-1.
    defParamCharset: 'utf8',
    limits: {
      fileSize: part.maxBytes,
      files: filesOf(part),
      fields: part.fields,
      fieldSize: part.fieldSize,
      parts: part.fields + filesOf(part),
    },
    // multer's documented hook for feeding busboy: counts the parts busboy skips (see countingParts).
    streamHandler: countingParts,
  };
  return options;
}

/**
 * Runs multer with `storage` (through Nest's FileInterceptor or FilesInterceptor, which map multer's
 * refusals), refuses a form with a part busboy could not read (400, before the handler: nothing is
 * stored), then lets `afterRequest` deal with each received file, however the request ended.
 */
class MultipartInterceptor implements NestInterceptor {
  private readonly multer: NestInterceptor;

  constructor(
    part: UploadPart,
    storage: StorageEngine,
    /** Never throws: it must not turn an answer into an error. */
    private readonly afterRequest: (file: unknown, failed: boolean) => Promise<void>,
  ) {
    const options = multipartOptions(part, storage);
    const Multer = part.maxFiles
      ? FilesInterceptor(part.field, part.maxFiles.count, options)
      : FileInterceptor(part.field, options);
    this.multer = new Multer();
  }

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const request = context.switchToHttp().getRequest<Request & { file?: unknown; files?: unknown }>();
    const afterRequest = async (failed: boolean) => {
      const files = Array.isArray(request.files) ? (request.files as unknown[]) : [request.file];
      for (const file of files) await this.afterRequest(file, failed);
    };
    const handled = await this.multer.intercept(context, {
      handle: () =>
        unreadablePartIn(request)
          ? throwError(() => new AppError(HttpStatus.BAD_REQUEST, MESSAGE_CODES.request.unreadablePart))
          : next.handle(),
    });
    return handled.pipe(
      mergeMap((answer) => from(afterRequest(false)).pipe(map(() => answer))),
      catchError((error: unknown) => from(afterRequest(true)).pipe(mergeMap(() => throwError(() => error)))),
    );
  }
}

/**
 * The file part streamed into `storage`'s folder of the file store under a temp name (see
 * StagingStorageEngine), its type told by `typeOf` from its content; the handler receives a
 * ReceivedFile and moves it into place once its row is committed. If the request fails anywhere
 * after the file was staged, the file is settled at once as the sweep would (StagedFile.settle).
 */
export function stagedUpload<T extends { extension: string }>(
  part: UploadPart,
  storage: Type<StoredFileStorage>,
  typeOf: UploadTypeCheck<T>,
): Type<NestInterceptor> {
  @Injectable()
  class StagedUploadInterceptor extends MultipartInterceptor {
    constructor(@Inject(storage) kind: StoredFileStorage, files: StoredFilesService) {
      super(part, new StagingStorageEngine(files, kind, typeOf), async (file, failed) => {
        if (failed) await (file as ReceivedFile<T> | undefined)?.accepted?.staged.settle();
      });
    }
  }
  return mixin(StagedUploadInterceptor);
}

/** A file part written to the scratch folder on local disk, as multer's disk storage does it. */
export interface ScratchFile {
  originalname: string;
  size: number;
  path: string;
}

/**
 * The file part streamed to a scratch file on local disk (multer's disk storage) for a handler that
 * reads it from there (a photo turned into other files), and removed once the request is answered.
 */
export function scratchUpload(part: UploadPart): Type<NestInterceptor> {
  @Injectable()
  class ScratchUploadInterceptor extends MultipartInterceptor {
    constructor(scratch: UploadScratchFolder) {
      const destination = (
        _request: unknown,
        _file: unknown,
        done: (error: Error | null, path: string) => void,
      ) =>
        void scratch.ready().then(
          (path) => done(null, path),
          (error: Error) => done(error, ''),
        );
      super(part, diskStorage({ destination }), async (file) => {
        const path = (file as ScratchFile | undefined)?.path;
        // A file the disk will not let go is removed at the next start (UploadScratchFolder).
        if (path) await rm(path, { force: true }).catch(() => undefined);
      });
    }
  }
  return mixin(ScratchUploadInterceptor);
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
            part.maxFiles &&
            error instanceof HttpException &&
            error.getStatus() === 400 &&
            /too many files|unexpected field/i.test(error.message)
          ) {
            return throwError(() => new AppError(HttpStatus.BAD_REQUEST, part.maxFiles!.message));
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
