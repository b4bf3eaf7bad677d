import { APPLICATION_LIMITS, MESSAGE_CODES } from '@uaq/contract';
import {
  addressRateLimit,
  stagedUpload,
  uploadErrors,
  type UploadPart,
} from '../platform/stored-files/upload-interceptors';
import { ResumeStorage } from './resume-storage';
import { resumeTypeOf } from './resume-type';

/** The `resume` part of a multipart application. */
const RESUME_PART: UploadPart = {
  field: 'resume',
  maxBytes: APPLICATION_LIMITS.resumeBytes,
  sizeMessage: MESSAGE_CODES.application.resumeSize,
  fields: 20,
  fieldSize: 64 * 1024,
};

export const ResumeFileInterceptor = stagedUpload(RESUME_PART, ResumeStorage, resumeTypeOf);
export const ResumeUploadErrorsInterceptor = uploadErrors(RESUME_PART);
export const ApplicationRateLimitInterceptor = addressRateLimit('application-submit-address');
