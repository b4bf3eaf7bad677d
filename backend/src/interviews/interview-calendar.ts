import { TZDate } from '@date-fns/tz';
import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import ical, {
  ICalAttendeeRole,
  ICalAttendeeStatus,
  ICalCalendarMethod,
  ICalEventStatus,
} from 'ical-generator';
import { endsAt, type Interview } from './interview.entity';

export type InvitationKind = 'invitation' | 'update' | 'cancellation';

export interface CalendarPerson {
  name: string;
  email: string;
}

/**
 * The RFC 5545 invitation of an interview, made by ical-generator: METHOD:REQUEST (or CANCEL), the
 * interview's stable UID and SEQUENCE, DTSTAMP in UTC, DTSTART/DTEND with the interview's TZID and
 * its VTIMEZONE, the company as ORGANIZER and the applicant and interviewers as ATTENDEEs; the
 * title and description in the reader's language.
 */
export function interviewCalendar(
  interview: Interview,
  kind: InvitationKind,
  details: { title: string; description: string; organizer: CalendarPerson; attendees: CalendarPerson[] },
): string {
  const cancelled = kind === 'cancellation';
  const calendar = ical({
    prodId: { company: 'Al Raas Fire Safety', product: 'Careers', language: 'EN' },
    method: cancelled ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
    // The generator adds each event zone's VTIMEZONE. No calendar-wide zone: ical-generator would
    // write DTSTAMP on that zone's clock without its Z, and RFC 5545 wants DTSTAMP in UTC.
    timezone: { name: null, generator: getVtimezoneComponent },
  });
  calendar.createEvent({
    id: interview.calendarUid,
    sequence: interview.sequence,
    stamp: interview.updatedAt,
    // ical-generator writes a plain Date's wall time on the server's clock; a TZDate's is the zone's.
    start: new TZDate(interview.startsAt.getTime(), interview.timeZone),
    end: new TZDate(endsAt(interview).getTime(), interview.timeZone),
    timezone: interview.timeZone,
    summary: details.title,
    description: details.description,
    location: interview.location ?? interview.meetingUrl ?? undefined,
    url: interview.meetingUrl ?? undefined,
    status: cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    organizer: details.organizer,
    attendees: details.attendees.map((person) => ({
      ...person,
      role: ICalAttendeeRole.REQ,
      status: ICalAttendeeStatus.NEEDSACTION,
      rsvp: !cancelled,
    })),
  });
  return calendar.toString();
}
