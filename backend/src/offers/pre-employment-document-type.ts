import { fileTypeFromBuffer } from 'file-type/core';
import { PRE_EMPLOYMENT_DOCUMENT_TYPES, type PreEmploymentDocumentType } from '@uaq/contract';
import type { UploadTypeCheck } from '../platform/stored-files/staging-storage-engine';

export interface PreEmploymentDocumentKind {
  mimeType: PreEmploymentDocumentType;
  extension: '.pdf' | '.png' | '.jpg';
}

const EXTENSIONS: Record<PreEmploymentDocumentType, PreEmploymentDocumentKind['extension']> = {
  'application/pdf': '.pdf',
  'image/png': '.png',
  'image/jpeg': '.jpg',
};

/** What the document's first bytes say it is (never its name or declared type), or null when not accepted. */
export const preEmploymentDocumentTypeOf: UploadTypeCheck<PreEmploymentDocumentKind> = async (firstBytes) => {
  if (firstBytes.length === 0) return null;
  const detected = await fileTypeFromBuffer(firstBytes);
  const mimeType = PRE_EMPLOYMENT_DOCUMENT_TYPES.find((accepted) => accepted === detected?.mime);
  return mimeType ? { type: { mimeType, extension: EXTENSIONS[mimeType] } } : null;
};
