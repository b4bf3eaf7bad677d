import type { Request, RequestHandler, Response } from 'express';

/** Responses the deadline answered: what their handler writes later is expected to fail. */
const answeredByDeadline = new WeakSet<Response>();

/** Whether the deadline answered this response (its handler's late answer is then nobody's error). */
export function wasAnsweredByDeadline(response: Response): boolean {
  return answeredByDeadline.has(response);
}

/**
 * Answers a request the server has not answered within `timeoutMs` with `answer` (a 503), so a
 * client never waits on a request stuck behind the database until Node cuts it at 300 s. The time
 * is the server's: while a body is still arriving (a resume over a slow line) the deadline moves on
 * as long as bytes keep coming. A response that has begun (a download, a CSV export) is left alone.
 * The work itself is not stopped: its own waits are bounded (pool, statements), and what it writes
 * afterwards is dropped (Express refuses headers once the answer is sent).
 */
export function requestDeadline(
  timeoutMs: number,
  answer: (request: Request, response: Response) => void,
): RequestHandler {
  return (request, response, next) => {
    let bytesSeen = request.socket?.bytesRead ?? 0;
    const expire = (): void => {
      if (response.headersSent) return;
      const bytesNow = request.socket?.bytesRead ?? 0;
      if (!request.complete && bytesNow > bytesSeen) {
        bytesSeen = bytesNow;
        timer = setTimeout(expire, timeoutMs);
        return;
      }
      answeredByDeadline.add(response);
      answer(request, response);
    };
    let timer = setTimeout(expire, timeoutMs);
    // 'close' comes once the response is sent, or when the client went away first.
    response.once('close', () => clearTimeout(timer));
    next();
  };
}
