import {
  closingInstant,
  daysUntilClosing,
  dubaiDay,
  isCalendarDay,
  isPastClosingDay,
  resumeRequired,
} from '../src/job-closing.ts';

describe('closing days (Asia/Dubai, UTC+4)', () => {
  it('reads the day in the UAE, not in UTC', () => {
    expect(dubaiDay(new Date('2026-11-25T19:59:59Z'))).toBe('2026-11-25');
    expect(dubaiDay(new Date('2026-11-25T20:00:00Z'))).toBe('2026-11-26');
  });

  it('gives the right day whatever instant it was asked about before, forward or back', () => {
    const instants = [
      ['2026-11-25T20:00:00Z', '2026-11-26'],
      ['2026-11-26T19:59:59.999Z', '2026-11-26'],
      ['2026-11-26T20:00:00Z', '2026-11-27'],
      ['2026-11-25T19:59:59.999Z', '2026-11-25'],
      ['1969-12-31T19:59:59Z', '1969-12-31'],
      ['1969-12-31T20:00:00Z', '1970-01-01'],
      ['2026-11-26T12:00:00Z', '2026-11-26'],
    ];
    expect(instants.map(([instant]) => [instant, dubaiDay(new Date(instant))])).toEqual(instants);
  });

  it('keeps a job open through the whole closing day and closes it at midnight UAE time', () => {
    expect(isPastClosingDay('2026-11-25', new Date('2026-11-25T23:59:59+04:00'))).toBe(false);
    expect(isPastClosingDay('2026-11-25', new Date('2026-11-26T00:00:00+04:00'))).toBe(true);
    expect(isPastClosingDay(null, new Date('2099-01-01T00:00:00Z'))).toBe(false);
  });

  it('counts whole days to the closing day', () => {
    const now = new Date('2026-11-25T23:30:00+04:00');
    expect(daysUntilClosing('2026-11-25', now)).toBe(0);
    expect(daysUntilClosing('2026-11-28', now)).toBe(3);
    expect(daysUntilClosing('2026-11-24', now)).toBe(-1);
    expect(daysUntilClosing('2027-03-01', new Date('2027-02-27T08:00:00+04:00'))).toBe(2);
  });

  it('gives the last second as an ISO time with the UAE offset', () => {
    expect(closingInstant('2026-12-31')).toBe('2026-12-31T23:59:59+04:00');
    expect(new Date(closingInstant('2026-12-31')).toISOString()).toBe('2026-12-31T19:59:59.000Z');
  });

  it.each(['2026-02-28', '2028-02-29', '2026-12-31'])('accepts the calendar day %s', (day) =>
    expect(isCalendarDay(day)).toBe(true),
  );
  it.each(['2026-02-29', '2026-13-01', '2026-1-5', '31/12/2026', '', 20261231, null])('refuses %p', (day) =>
    expect(isCalendarDay(day)).toBe(false),
  );

  it('takes applications without a resume unless the job says it needs one', () => {
    expect(resumeRequired({})).toBe(false);
    expect(resumeRequired({ resumeOptional: true })).toBe(false);
    expect(resumeRequired({ resumeOptional: false })).toBe(true);
  });
});
