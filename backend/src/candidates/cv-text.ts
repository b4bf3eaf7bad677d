import { extractRawText } from 'mammoth';
import { getDocumentProxy } from 'unpdf';
import { CANDIDATE_LIMITS } from '@uaq/contract';
import type { FileBytes } from '../platform/stored-files/file-bytes';

/** Pages of a PDF read: a CV's name, contacts and skills are on its first pages. */
const PDF_PAGES = 3;
const PDF = 'application/pdf';
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/**
 * The text of a CV (PDF through unpdf's build of PDF.js, DOCX through mammoth), at most
 * CANDIDATE_LIMITS.resumeText characters; '' for a legacy .doc, a scan without text, or a file the
 * libraries cannot read (HR then fills in what is missing). The file (at most the resume limit, 5
 * MB) is read into memory once; callers read CVs one after another, so an import holds one at a time.
 */
export async function cvText(file: FileBytes, mimeType: string): Promise<string> {
  if (mimeType !== PDF && mimeType !== DOCX) return '';
  try {
    const bytes = await file.read(0, file.size);
    const text = mimeType === PDF ? await pdfText(bytes) : (await extractRawText({ buffer: bytes })).value;
    return text
      .replace(/[^\S\n]+/g, ' ')
      .replace(/\n\s*\n+/g, '\n')
      .trim()
      .slice(0, CANDIDATE_LIMITS.resumeText);
  } catch {
    return '';
  }
}

async function pdfText(bytes: Buffer): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  try {
    const lines: string[] = [];
    for (let number = 1; number <= Math.min(pdf.numPages, PDF_PAGES); number += 1) {
      const page = await pdf.getPage(number);
      const content = await page.getTextContent();
      for (const item of content.items) {
        if ('str' in item) lines.push(item.hasEOL ? `${item.str}\n` : item.str);
      }
      lines.push('\n');
      page.cleanup();
    }
    return lines.join('');
  } finally {
    // Ends the document and its (in-process) worker: nothing of the CV stays in memory.
    await pdf.loadingTask.destroy();
  }
}
