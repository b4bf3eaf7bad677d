import type { Interview } from './interview.entity';
import { interviewWhen } from './interview-when';
import { zonedInstant } from './interview-time';

const at = (date: string, time: string, durationMinutes: number, timeZone = 'Asia/Dubai') =>
  ({ startsAt: zonedInstant(date, time, timeZone), durationMinutes, timeZone }) as Interview;

describe('when an interview takes place, in words', () => {
  it('writes the Arabic as an applicant reads it: from … to …, the part of the day, UAE time', () => {
    expect(interviewWhen(at('2031-03-12', '10:30', 45), 'ar')).toBe(
      'الأربعاء، 12 مارس 2031، من 10:30 إلى 11:15 صباحًا (بتوقيت الإمارات)',
    );
    expect(interviewWhen(at('2031-03-12', '11:30', 60), 'ar')).toBe(
      'الأربعاء، 12 مارس 2031، من 11:30 صباحًا إلى 12:30 مساءً (بتوقيت الإمارات)',
    );
    expect(interviewWhen(at('2031-03-12', '16:00', 30), 'ar')).toBe(
      'الأربعاء، 12 مارس 2031، من 4:00 إلى 4:30 مساءً (بتوقيت الإمارات)',
    );
  });

  it('names the end’s day when the interview runs past midnight', () => {
    expect(interviewWhen(at('2031-03-12', '22:00', 180), 'ar')).toBe(
      'الأربعاء، 12 مارس 2031، من 10:00 مساءً إلى الخميس، 13 مارس 2031، 1:00 صباحًا (بتوقيت الإمارات)',
    );
    expect(interviewWhen(at('2031-03-12', '22:00', 180), 'en')).toBe(
      'Wednesday, 12 March 2031, 22:00 to Thursday, 13 March 2031, 01:00 (UAE time)',
    );
  });

  it('writes the English with the zone’s everyday name', () => {
    expect(interviewWhen(at('2031-03-12', '10:30', 45), 'en')).toBe(
      'Wednesday, 12 March 2031, 10:30–11:15 (UAE time)',
    );
    expect(interviewWhen(at('2031-07-15', '09:00', 30, 'Europe/London'), 'en')).toBe(
      'Tuesday, 15 July 2031, 09:00–09:30 (United Kingdom Time)',
    );
  });

  it('names another zone in Arabic words, with Western digits', () => {
    const text = interviewWhen(at('2031-07-15', '09:00', 30, 'Asia/Kolkata'), 'ar');
    expect(text).toBe('الثلاثاء، 15 يوليو 2031، من 9:00 إلى 9:30 صباحًا (بتوقيت الهند)');
    expect(text).not.toMatch(/[A-Za-z\u0660-\u0669]/);
  });
});
