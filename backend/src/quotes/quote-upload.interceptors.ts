import { QUOTE_LIMITS, MESSAGE_CODES } from '@uaq/contract';
import {
  addressRateLimit,
  stagedUpload,
  uploadErrors,
  type UploadPart,
} from '../platform/stored-files/upload-interceptors';
import { DrawingStorage } from './drawing-storage';
import { drawingTypeOf } from './drawing-type';

/** The optional `drawing` part of a quote request. */
const DRAWING_PART: UploadPart = {
  field: 'drawing',
  maxBytes: QUOTE_LIMITS.drawingBytes,
  sizeMessage: MESSAGE_CODES.quote.drawingSize,
  sizeErrorOnField: true,
  fields: 40,
  fieldSize: 64 * 1024,
};

export const DrawingFileInterceptor = stagedUpload(DRAWING_PART, DrawingStorage, drawingTypeOf);
export const DrawingUploadErrorsInterceptor = uploadErrors(DRAWING_PART);
export const QuoteRateLimitInterceptor = addressRateLimit('quote-address');
