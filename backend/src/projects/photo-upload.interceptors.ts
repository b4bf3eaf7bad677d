import { PROJECT_LIMITS, MESSAGE_CODES } from '@uaq/contract';
import { scratchUpload, uploadErrors, type UploadPart } from '../platform/stored-files/upload-interceptors';

/** One `photo` part per request to a project's photos. */
const PHOTO_PART: UploadPart = {
  field: 'photo',
  maxBytes: PROJECT_LIMITS.photoBytes,
  sizeMessage: MESSAGE_CODES.project.photoSize,
  fields: 5,
  fieldSize: 4 * 1024,
};

// On local disk while its widths are made: the original is never kept.
export const PhotoFileInterceptor = scratchUpload(PHOTO_PART);
export const PhotoUploadErrorsInterceptor = uploadErrors(PHOTO_PART);
