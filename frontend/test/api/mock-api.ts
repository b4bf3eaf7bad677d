import { http } from 'msw';
import { json } from './responses';
import { server } from './server';

type Answer = unknown | (() => Response | Promise<Response>);

/**
 * Answers the public API by path, whatever the method: `mockApi({ '/api/constants': { success:
 * true, data: {...} } })`. A value is sent as JSON; a function builds the response itself. Any other
 * path gets a 404 envelope. `calls` (paths) and `requests` record every request in order.
 */
export function mockApi(routes: Record<string, Answer>) {
  const calls: string[] = [];
  const requests: Request[] = [];
  const recorded =
    (answer: Answer) =>
    ({ request }: { request: Request }) => {
      calls.push(new URL(request.url).pathname);
      // A copy, so a test can still read the body the app sent.
      requests.push(request.clone());
      return typeof answer === 'function' ? (answer as () => Response | Promise<Response>)() : json(answer);
    };
  server.use(
    ...Object.entries(routes)
      .filter(([, answer]) => answer !== undefined)
      .map(([path, answer]) => http.all(path, recorded(answer))),
    http.all(
      '*',
      recorded(() => json({ success: false, statusCode: 404, message: 'Not found' }, 404)),
    ),
  );
  return { calls, requests };
}
