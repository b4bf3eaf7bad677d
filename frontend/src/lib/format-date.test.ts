import { datesIn } from './format-date';

describe('admin date formatting', () => {
  const { date, dateTime } = datesIn('en');

  it('shows a UTC timestamp as the date in the UAE', () => {
    expect(date('2026-03-01T22:30:00.000Z')).toBe('2 Mar 2026');
    expect(date('2026-03-01T10:00:00.000Z')).toBe('1 Mar 2026');
  });

  it('falls back for missing or broken values', () => {
    expect(date(null, 'Date unknown')).toBe('Date unknown');
    expect(date('not a date', 'Date unknown')).toBe('Date unknown');
    expect(dateTime(undefined)).toBe('');
  });

  it('adds the time of day', () => {
    expect(dateTime('2026-03-01T10:05:00.000Z')).toMatch(/1 Mar 2026.*02:05/);
  });

  it('writes Arabic dates with Western digits, as UAE sites do', () => {
    const arabic = datesIn('ar');
    expect(arabic.date('2026-03-01T22:30:00.000Z')).toBe('2 مارس 2026');
    expect(arabic.dateTime('2026-03-01T10:05:00.000Z')).toMatch(/^1 مارس 2026.*02:05/);
  });
});
