import { isLocalDate, isLocalTime, isTimeZone, zonedInstant } from './interview-time';

describe('interview times on a time zone’s clock', () => {
  it('reads Asia/Dubai as UTC+4 all year', () => {
    expect(zonedInstant('2031-03-12', '10:00', 'Asia/Dubai').toISOString()).toBe('2031-03-12T06:00:00.000Z');
    expect(zonedInstant('2031-07-01', '00:15', 'Asia/Dubai').toISOString()).toBe('2031-06-30T20:15:00.000Z');
  });

  it('follows daylight saving time where a zone has it', () => {
    expect(zonedInstant('2031-01-15', '09:00', 'Europe/London').toISOString()).toBe(
      '2031-01-15T09:00:00.000Z',
    );
    expect(zonedInstant('2031-07-15', '09:00', 'Europe/London').toISOString()).toBe(
      '2031-07-15T08:00:00.000Z',
    );
    expect(zonedInstant('2031-07-15', '09:00', 'Asia/Kolkata').toISOString()).toBe(
      '2031-07-15T03:30:00.000Z',
    );
  });

  it('accepts real days, 24-hour times and IANA zones only', () => {
    expect([isLocalDate('2031-02-28'), isLocalDate('2031-02-29'), isLocalDate('31-02-01')]).toEqual([
      true,
      false,
      false,
    ]);
    expect([isLocalTime('23:59'), isLocalTime('24:00'), isLocalTime('9:00')]).toEqual([true, false, false]);
    expect([isTimeZone('Asia/Dubai'), isTimeZone('Mars/Olympus'), isTimeZone(''), isTimeZone(4)]).toEqual([
      true,
      false,
      false,
      false,
    ]);
  });
});
