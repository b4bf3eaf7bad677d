import { fileTypeFromBuffer } from 'file-type/core';
import { fileTypeFromStream } from 'file-type/node';
import { RESUME_MIME_TYPES } from '@uaq/contract';
import type { FileBytes } from '../platform/stored-files/file-bytes';
import type { UploadTypeCheck } from '../platform/stored-files/staging-storage-engine';
import { isWordCompoundFile } from './word-compound-file';

export type ResumeMimeType = (typeof RESUME_MIME_TYPES)[number];

export interface ResumeType {
  mimeType: ResumeMimeType;
  extension: '.pdf' | '.doc' | '.docx';
}

const PDF: ResumeType = { mimeType: 'application/pdf', extension: '.pdf' };
const DOCX: ResumeType = {
  mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  extension: '.docx',
};
const DOC: ResumeType = { mimeType: 'application/msword', extension: '.doc' };

async function isDocx(file: FileBytes): Promise<boolean> {
  // file-type follows the ZIP's entries as far as it must, then closes the stream.
  return (await fileTypeFromStream(await file.stream()))?.mime === DOCX.mimeType;
}

/**
 * What the resume's bytes say it is (PDF, DOC or DOCX), whatever its name or declared type; null
 * for anything else. The first bytes settle a PDF; a ZIP is a DOCX only if its entries say so and
 * an OLE2 container only if it holds a Word document, which may need the rest of the file.
 */
export const resumeTypeOf: UploadTypeCheck<ResumeType> = async (firstBytes) => {
  if (firstBytes.length === 0) return null;
  switch ((await fileTypeFromBuffer(firstBytes))?.mime) {
    case PDF.mimeType:
      return { type: PDF };
    case DOCX.mimeType:
      return { type: DOCX };
    // A DOCX whose Word parts come after the first bytes reads as a plain ZIP there.
    case 'application/zip':
      return { type: DOCX, confirm: isDocx };
    // file-type reports the OLE2 container, not the application (Excel, Outlook, installers share it).
    case 'application/x-cfb':
      return { type: DOC, confirm: isWordCompoundFile };
    default:
      return null;
  }
};
