import type { Language } from '@uaq/contract';
import { endsAt, type Interview } from './interview.entity';

/** The company's zone, named as people here name it rather than by its IANA id. */
const COMPANY_ZONE = 'Asia/Dubai';
const ZONE_NAMES: Record<Language, { company: string; other: (name: string) => string }> = {
  en: { company: 'UAE time', other: (name) => name },
  // «توقيت المملكة المتحدة» → «بتوقيت المملكة المتحدة»; «التوقيت الشرقي…» → «بالتوقيت الشرقي…».
  ar: {
    company: 'بتوقيت الإمارات',
    other: (name) => (/^(توقيت|ال)/.test(name) ? `ب${name}` : `بتوقيت ${name}`),
  },
};

const LOCALES: Record<Language, string> = { en: 'en-GB', ar: 'ar-AE' };

function part(instant: Date, zone: string, options: Intl.DateTimeFormatOptions, language: Language): string {
  return new Intl.DateTimeFormat(LOCALES[language], {
    timeZone: zone,
    numberingSystem: 'latn',
    ...options,
  }).format(instant);
}

/** The zone's everyday name in the reader's language: "UAE time", «بتوقيت الإمارات», «بتوقيت الهند». */
function zoneName(zone: string, language: Language, at: Date): string {
  if (zone === COMPANY_ZONE) return ZONE_NAMES[language].company;
  const name = new Intl.DateTimeFormat(LOCALES[language], { timeZone: zone, timeZoneName: 'longGeneric' })
    .formatToParts(at)
    .find((each) => each.type === 'timeZoneName')?.value;
  return ZONE_NAMES[language].other(name ?? zone);
}

/** «10:30» and its part of the day, «صباحًا» or «مساءً» (Intl's short «ص»/«م» reads as a code). */
function arabicClock(instant: Date, zone: string): { time: string; period: string } {
  const [hour, minute] = part(instant, zone, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }, 'ar')
    .split(':')
    .map(Number);
  return {
    time: `${hour % 12 || 12}:${String(minute).padStart(2, '0')}`,
    period: hour < 12 ? 'صباحًا' : 'مساءً',
  };
}

/**
 * When an interview takes place, as its e-mails, calendar entry and answer page say it, on the
 * interview zone's clock: "Wednesday, 12 March 2031, 10:30–11:15 (UAE time)",
 * «الأربعاء، 12 مارس 2031، من 10:30 إلى 11:15 صباحًا (بتوقيت الإمارات)». An end on another day names it.
 */
export function interviewWhen(interview: Interview, language: Language): string {
  const zone = interview.timeZone;
  const start = interview.startsAt;
  const end = endsAt(interview);
  const day = (instant: Date) => part(instant, zone, { dateStyle: 'full' }, language);
  const sameDay = day(start) === day(end);
  const zoneText = `(${zoneName(zone, language, start)})`;
  if (language === 'en') {
    const time = (instant: Date) => part(instant, zone, { timeStyle: 'short' }, 'en');
    const range = sameDay ? `${time(start)}–${time(end)}` : `${time(start)} to ${day(end)}, ${time(end)}`;
    return `${day(start)}, ${range} ${zoneText}`;
  }
  const from = arabicClock(start, zone);
  const to = arabicClock(end, zone);
  const fromText = sameDay && from.period === to.period ? from.time : `${from.time} ${from.period}`;
  const toText = `${sameDay ? '' : `${day(end)}، `}${to.time} ${to.period}`;
  return `${day(start)}، من ${fromText} إلى ${toText} ${zoneText}`;
}
