import type { Response } from 'express';
import type { Readable } from 'node:stream';
import { contentDisposition } from '../platform/common/http/content-disposition';

const EXTENSIONS: Record<string, string> = {
  'application/pdf': '.pdf',
  'application/msword': '.doc',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': '.docx',
};

/**
 * Streams a stored resume as a download the browser must not sniff or cache. A PDF may be asked for
 * `inline`, so the admin's panel previews it in a frame; Word files are always downloads.
 */
export function sendResume(
  response: Response,
  file: { stream: Readable; size: number },
  contentType: string,
  originalName: string | null,
  inline = false,
): void {
  const disposition = inline && contentType === 'application/pdf' ? 'inline' : 'attachment';
  response.setHeader('Content-Type', contentType);
  response.setHeader('Content-Length', String(file.size));
  response.setHeader(
    'Content-Disposition',
    contentDisposition(originalName ?? 'resume', EXTENSIONS[contentType] ?? '', disposition),
  );
  response.setHeader('X-Content-Type-Options', 'nosniff');
  response.setHeader('Cache-Control', 'no-store');
  file.stream.on('error', () => response.destroy());
  file.stream.pipe(response);
}
