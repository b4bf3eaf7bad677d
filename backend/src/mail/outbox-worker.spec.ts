import { isPermanentRefusal } from './mail-delivery';
import { retryDelayMs } from './outbox-worker';

describe('outbox retries', () => {
  it('doubles the wait after each failed attempt, up to an hour', () => {
    expect([1, 2, 3, 4].map((attempts) => retryDelayMs(attempts, 60_000))).toEqual([
      60_000, 120_000, 240_000, 480_000,
    ]);
    expect(retryDelayMs(20, 60_000)).toBe(3_600_000);
  });

  it('gives up at once only when the server refuses the recipient or the message for good', () => {
    expect(isPermanentRefusal({ responseCode: 550, command: 'RCPT TO' })).toBe(true);
    expect(isPermanentRefusal({ responseCode: 554, command: 'DATA' })).toBe(true);
    expect(isPermanentRefusal({ responseCode: 451, command: 'RCPT TO' })).toBe(false);
    expect(isPermanentRefusal({ responseCode: 535, command: 'AUTH PLAIN' })).toBe(false);
    expect(isPermanentRefusal(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ESOCKET' }))).toBe(
      false,
    );
  });
});
