import { fileTypeFromBuffer } from 'file-type/core';
import { DRAWING_MIME_TYPES, type DrawingMimeType } from '@uaq/contract';

export interface DrawingType {
  mimeType: DrawingMimeType;
  extension: '.pdf' | '.png' | '.jpg';
}

const EXTENSIONS: Record<DrawingMimeType, DrawingType['extension']> = {
  'application/pdf': '.pdf',
  'image/png': '.png',
  'image/jpeg': '.jpg',
};

/** What the drawing's bytes say it is (never its name or declared type), or null when not accepted. */
export async function detectDrawingType(content: Buffer): Promise<DrawingType | null> {
  if (content.length === 0) return null;
  const detected = await fileTypeFromBuffer(content);
  const mimeType = DRAWING_MIME_TYPES.find((accepted) => accepted === detected?.mime);
  return mimeType ? { mimeType, extension: EXTENSIONS[mimeType] } : null;
}
