import { pino } from 'pino';

/**
 * Standard output, written asynchronously (pino's default). Held here so that main.ts can write out
 * what is still buffered before printing the first-start notice: pino's `flush(cb)` calls back
 * before an asynchronous write has reached the terminal.
 */
export const logDestination = pino.destination({ dest: 1, sync: false });
