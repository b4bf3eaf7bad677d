import { defaultReportRange } from './report-range';

describe('the Reports tab’s first range', () => {
  it('ends on today in the UAE, also in the evening when UTC is still on the day before', () => {
    expect(defaultReportRange(new Date('2026-11-28T21:30:00Z'))).toEqual({
      from: '2026-09-01',
      to: '2026-11-29',
    });
  });

  it('covers 90 days in the morning too', () => {
    expect(defaultReportRange(new Date('2026-11-28T06:00:00Z'))).toEqual({
      from: '2026-08-31',
      to: '2026-11-28',
    });
  });
});
