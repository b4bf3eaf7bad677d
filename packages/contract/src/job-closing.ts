/**
 * A job's closing date and walk-in applications. `closesOn` is a calendar day; the job
 * takes applications until the end of that day in the UAE (Asia/Dubai, UTC+4 all year, no DST).
 */
import { withParameter } from './message-parameter.ts';

export const JOB_CLOSING_TIME_ZONE = 'Asia/Dubai';
/** Asia/Dubai's offset: fixed, the UAE keeps no daylight saving time. */
const DUBAI_OFFSET = '+04:00';
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The job fields of the closing date and the walk-in flag (part of every `Job`; the API always sends
 * both, they are optional here so that a job written before them still reads: no date, resume optional).
 */
export interface JobClosingFields {
  /** The last day applications are taken (YYYY-MM-DD, Asia/Dubai); null: open until HR closes it. */
  closesOn?: string | null;
  /** False when an application must come with a resume; walk-in jobs (the default) take one without. */
  resumeOptional?: boolean;
}

/** Whether applications for the job must carry a resume. */
export function resumeRequired(job: JobClosingFields): boolean {
  return job.resumeOptional === false;
}

/** The same fields in the job form's body: both optional (no date, resume optional). */
export interface JobClosingInput {
  closesOn?: string | null;
  resumeOptional?: boolean;
}

/** Body of PATCH /api/admin/careers/:id/reopen: the job is active again until this new day. */
export interface JobReopenInput {
  closesOn: string | null;
}

const CALENDAR_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar day written YYYY-MM-DD (2026-02-30 is not). */
export function isCalendarDay(text: unknown): text is string {
  if (typeof text !== 'string') return false;
  const match = CALENDAR_DAY.exec(text);
  if (!match) return false;
  const day = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === text;
}

/** The last day dubaiDay wrote, with the instants it covers: the public reads ask on every request. */
let lastDay = { from: 0, until: 0, day: '' };

/** The calendar day of an instant in Umm Al Quwain (YYYY-MM-DD). */
export function dubaiDay(instant: Date): string {
  const local = instant.getTime() + 4 * 60 * 60 * 1000;
  if (local >= lastDay.from && local < lastDay.until) return lastDay.day;
  const from = Math.floor(local / DAY_MS) * DAY_MS;
  lastDay = { from, until: from + DAY_MS, day: new Date(local).toISOString().slice(0, 10) };
  return lastDay.day;
}

/** True once the closing day is over in Asia/Dubai (a job without a date never closes by itself). */
export function isPastClosingDay(closesOn: string | null | undefined, now: Date): boolean {
  return !!closesOn && closesOn < dubaiDay(now);
}

/** Whole days from today (Asia/Dubai) to the closing day: 0 closes tonight, negative is past. */
export function daysUntilClosing(closesOn: string, now: Date): number {
  const today = Date.parse(`${dubaiDay(now)}T00:00:00Z`);
  return Math.round((Date.parse(`${closesOn}T00:00:00Z`) - today) / DAY_MS);
}

/** The last second applications are taken, as an ISO 8601 time with the UAE offset (`validThrough`). */
export function closingInstant(closesOn: string): string {
  return `${closesOn}T23:59:59${DUBAI_OFFSET}`;
}

/** What an applicant is told (the server in their language; the form in the page's). */
export const JOB_CLOSING_MESSAGES = {
  closed: withParameter('closedOn', (closedOn) => `Applications for this position closed on ${closedOn}`),
  resumeMissing: 'Please attach your resume (PDF, DOC or DOCX)',
} as const;
