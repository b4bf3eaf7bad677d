import { fileTypeFromBuffer } from 'file-type/core';
import { RESUME_MIME_TYPES } from '@uaq/contract';
import { isWordCompoundFile } from './word-compound-file';

export type ResumeMimeType = (typeof RESUME_MIME_TYPES)[number];

export interface ResumeType {
  mimeType: ResumeMimeType;
  extension: '.pdf' | '.doc' | '.docx';
}

/** What the file's bytes say it is, whatever its name or declared type. */
const BY_DETECTED_MIME: Record<string, ResumeType> = {
  'application/pdf': { mimeType: 'application/pdf', extension: '.pdf' },
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': {
    mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    extension: '.docx',
  },
  // file-type reports the OLE2 container, not the application: detectResumeType checks it is Word.
  'application/x-cfb': { mimeType: 'application/msword', extension: '.doc' },
};

/** The resume's type by content, or null when it is not a PDF, DOC or DOCX. */
export async function detectResumeType(content: Buffer): Promise<ResumeType | null> {
  if (content.length === 0) return null;
  const detected = await fileTypeFromBuffer(content);
  if (detected?.mime === 'application/x-cfb' && !isWordCompoundFile(content)) return null;
  return (detected && BY_DETECTED_MIME[detected.mime]) ?? null;
}
