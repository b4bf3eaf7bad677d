import { formatDate, formatDateTime } from './format-date';

describe('admin date formatting', () => {
  it('shows a UTC timestamp as the date in the UAE', () => {
    expect(formatDate('2026-03-01T22:30:00.000Z')).toBe('2 Mar 2026');
    expect(formatDate('2026-03-01T10:00:00.000Z')).toBe('1 Mar 2026');
  });

  it('falls back for missing or broken values', () => {
    expect(formatDate(null, 'Date unknown')).toBe('Date unknown');
    expect(formatDate('not a date', 'Date unknown')).toBe('Date unknown');
    expect(formatDateTime(undefined)).toBe('');
  });

  it('adds the time of day', () => {
    expect(formatDateTime('2026-03-01T10:05:00.000Z')).toMatch(/1 Mar 2026.*02:05/);
  });
});
