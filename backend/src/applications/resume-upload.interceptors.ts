import { APPLICATION_LIMITS, CANDIDATE_LIMITS, MESSAGE_CODES, SCREENING_LIMITS } from '@uaq/contract';
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
  // The form's own fields, then one per screening answer (several for a question with several options).
  fields: 20 + SCREENING_LIMITS.questionsPerJob * SCREENING_LIMITS.choicesPerQuestion,
  fieldSize: 64 * 1024,
};

export const ResumeFileInterceptor = stagedUpload(RESUME_PART, ResumeStorage, resumeTypeOf);
export const ResumeUploadErrorsInterceptor = uploadErrors(RESUME_PART);
export const ApplicationRateLimitInterceptor = addressRateLimit('application-submit-address');

/** The `resumes` part of HR's CV import: several CVs at once, each as the form's resume. */
const RESUMES_PART: UploadPart = {
  ...RESUME_PART,
  field: 'resumes',
  maxFiles: { count: CANDIDATE_LIMITS.importFiles, message: MESSAGE_CODES.candidate.tooManyFiles },
};

export const ResumesFileInterceptor = stagedUpload(RESUMES_PART, ResumeStorage, resumeTypeOf);
export const ResumesUploadErrorsInterceptor = uploadErrors(RESUMES_PART);
