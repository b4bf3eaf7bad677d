import { MESSAGE_CODES, PRE_EMPLOYMENT_LIMITS } from '@uaq/contract';
import { stagedUpload, uploadErrors, type UploadPart } from '../platform/stored-files/upload-interceptors';
import { PreEmploymentDocumentStorage } from './pre-employment-document-storage';
import { preEmploymentDocumentTypeOf } from './pre-employment-document-type';

/** The `document` part of a checklist item's upload: the file alone. */
const DOCUMENT_PART: UploadPart = {
  field: 'document',
  maxBytes: PRE_EMPLOYMENT_LIMITS.documentBytes,
  sizeMessage: MESSAGE_CODES.offer.documentSize,
  sizeErrorOnField: true,
  fields: 2,
  fieldSize: 1024,
};

export const PreEmploymentDocumentInterceptor = stagedUpload(
  DOCUMENT_PART,
  PreEmploymentDocumentStorage,
  preEmploymentDocumentTypeOf,
);
export const PreEmploymentDocumentErrorsInterceptor = uploadErrors(DOCUMENT_PART);
