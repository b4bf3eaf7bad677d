import { applyDecorators, UseInterceptors } from '@nestjs/common';
import {
  ResumeFileInterceptor,
  ResumesFileInterceptor,
  ResumesUploadErrorsInterceptor,
  ResumeUploadErrorsInterceptor,
} from './resume-upload.interceptors';

/**
 * A route of HR's that takes one `resume` file the way the apply form does: streamed to the file
 * store under a temp name, its type told by content, refusals in the form's words (413, 415). The
 * handler receives an UploadedResume.
 */
export const ResumeUpload = () =>
  applyDecorators(UseInterceptors(ResumeUploadErrorsInterceptor, ResumeFileInterceptor));

/** The same for HR's CV import: up to CANDIDATE_LIMITS.importFiles files in `resumes` (UploadedResume[]). */
export const ResumesUpload = () =>
  applyDecorators(UseInterceptors(ResumesUploadErrorsInterceptor, ResumesFileInterceptor));
