import { fileTypeFromBuffer } from 'file-type/core';
import { DRAWING_MIME_TYPES, type DrawingMimeType } from '@uaq/contract';
import type { UploadTypeCheck } from '../platform/stored-files/staging-storage-engine';

export interface DrawingType {
  mimeType: DrawingMimeType;
  extension: '.pdf' | '.png' | '.jpg';
}

const EXTENSIONS: Record<DrawingMimeType, DrawingType['extension']> = {
  'application/pdf': '.pdf',
  'image/png': '.png',
  'image/jpeg': '.jpg',
};

/** What the drawing's first bytes say it is (never its name or declared type), or null when not accepted. */
export const drawingTypeOf: UploadTypeCheck<DrawingType> = async (firstBytes) => {
  if (firstBytes.length === 0) return null;
  const detected = await fileTypeFromBuffer(firstBytes);
  const mimeType = DRAWING_MIME_TYPES.find((accepted) => accepted === detected?.mime);
  return mimeType ? { type: { mimeType, extension: EXTENSIONS[mimeType] } } : null;
};
