import { setupServer } from 'msw/node';

/**
 * The one request interceptor of a test file: fetch reaches no network, only the handlers a test
 * installs with `server.use(...)` (setup.ts removes them after each test).
 */
export const server = setupServer();
