/* eslint-disable @typescript-eslint/no-require-imports -- a CommonJS file Jest loads directly */
// jsdom without Node's fetch: RTK Query's fetchBaseQuery needs fetch/Request/Response/Headers and an
// AbortSignal of the same realm, so this environment lends the test window Node's own.
const { TestEnvironment } = require('jest-environment-jsdom');

class JsdomWithFetchEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    const window = this.global;
    // Relative URLs ("/api/...") resolve against the test page, as in a browser.
    const absolute = (input) =>
      typeof input === 'string' ? new URL(input, window.location.href).href : input;
    class BrowserLikeRequest extends Request {
      constructor(input, init) {
        super(absolute(input), init);
      }
    }
    // A request that gets no answer rejects as in a browser ("Failed to fetch", not Node's "fetch failed").
    const browserLikeFailure = (error) =>
      error instanceof TypeError && error.message === 'fetch failed'
        ? new window.TypeError('Failed to fetch', { cause: error })
        : error;
    Object.assign(this.global, {
      fetch: (input, init) =>
        fetch(absolute(input), init).catch((error) => {
          throw browserLikeFailure(error);
        }),
      Request: BrowserLikeRequest,
      Response,
      Headers,
      AbortController,
      AbortSignal,
      ReadableStream,
      // Node's fetch only takes its own FormData and Blob as bodies (Node 24 checks the brand).
      FormData,
      Blob,
      File,
      TextEncoder,
      TextDecoder,
      structuredClone,
      // msw (the tests' request handlers) needs these, which jsdom lacks as well.
      BroadcastChannel,
      WritableStream,
    });
  }
}

module.exports = JsdomWithFetchEnvironment;
