import type { Request } from 'express';
import { MIMEType } from 'node:util';
import type { Writable } from 'node:stream';
import StreamSearch from 'streamsearch';

interface PartCount {
  /** Part headers the body starts: each `CR LF --boundary CR LF`. */
  started: StreamSearch;
  /** Parts busboy read and handed over, as a field or a file. */
  read: number;
}

const counts = new WeakMap<Request, PartCount>();
const CRLF = Buffer.from('\r\n');

/**
 * Feeds the request to busboy (multer's `streamHandler` option) while counting its parts twice: the
 * part headers the body starts, found with busboy's own matcher (streamsearch), and the parts busboy
 * hands over. Busboy skips a part whose header it cannot read (a raw line break in a quoted file
 * name cuts the Content-Disposition short) without a word: such a file would be dropped and the
 * form stored without it. `unreadablePartIn` tells afterwards.
 */
export function countingParts(request: Request, busboy: Writable): void {
  const boundary = boundaryOf(request.headers['content-type']);
  if (boundary !== null) {
    const count: PartCount = { started: new StreamSearch(`\r\n--${boundary}\r\n`, () => undefined), read: 0 };
    counts.set(request, count);
    // The body's first delimiter has no line break before it: busboy writes one first too.
    count.started.push(CRLF);
    request.on('data', (chunk: Buffer) => count.started.push(chunk));
    const handedOver = (): void => {
      count.read += 1;
    };
    busboy.on('field', handedOver);
    busboy.on('file', handedOver);
  }
  request.pipe(busboy);
}

/** True when busboy skipped a part of the request's body (see `countingParts`). */
export function unreadablePartIn(request: Request): boolean {
  const count = counts.get(request);
  return count !== undefined && count.started.matches > count.read;
}

function boundaryOf(contentType: string | undefined): string | null {
  try {
    return new MIMEType(contentType ?? '').params.get('boundary');
  } catch {
    return null;
  }
}
