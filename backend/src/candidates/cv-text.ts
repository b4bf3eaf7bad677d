import { extractRawText } from 'mammoth';
import { Worker } from 'node:worker_threads';
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

/** How long a PDF may take to read, and the memory its reader may use, before it is left unread. */
const PDF_READ_MS = 20_000;
const PDF_READER_HEAP_MB = 256;

/**
 * The PDF reader, run in a worker thread: unpdf loads PDF.js with import(), which a worker always
 * allows (a test runner's module sandbox does not), and a slow or hostile PDF then neither blocks
 * the server's event loop nor outlives its time and memory bounds.
 */
const PDF_READER = `
const { parentPort, workerData } = require('node:worker_threads');
const { getDocumentProxy } = require(workerData.unpdf);
(async () => {
  const pdf = await getDocumentProxy(workerData.bytes);
  const lines = [];
  for (let number = 1; number <= Math.min(pdf.numPages, workerData.pages); number += 1) {
    const page = await pdf.getPage(number);
    const content = await page.getTextContent();
    for (const item of content.items) if ('str' in item) lines.push(item.hasEOL ? item.str + '\\n' : item.str);
    lines.push('\\n');
    page.cleanup();
  }
  await pdf.loadingTask.destroy();
  parentPort.postMessage(lines.join(''));
})().catch((error) => parentPort.postMessage({ failed: String(error) }));
`;

function pdfText(bytes: Buffer): Promise<string> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(PDF_READER, {
      eval: true,
      workerData: { unpdf: require.resolve('unpdf'), bytes: new Uint8Array(bytes), pages: PDF_PAGES },
      resourceLimits: { maxOldGenerationSizeMb: PDF_READER_HEAP_MB },
    });
    const timer = setTimeout(() => void worker.terminate(), PDF_READ_MS);
    const settle = (finish: () => void) => {
      clearTimeout(timer);
      finish();
      void worker.terminate();
    };
    worker.once('message', (message: unknown) =>
      settle(() =>
        typeof message === 'string' ? resolve(message) : reject(new Error('The PDF could not be read')),
      ),
    );
    worker.once('error', (error) => settle(() => reject(error)));
    // Terminated (time out) or ended without an answer: nothing was read.
    worker.once('exit', () => settle(() => reject(new Error('The PDF reader stopped'))));
  });
}
