/**
 * The interviewer's desk: what a team account sees of the applications it is on an interview panel
 * of (the `interviewer` role sees nothing else). Re-exported by index.ts; the Arabic of the messages
 * is in scorecards.ar.ts.
 */
import type { InterviewResponse, InterviewStatus } from './interviews.ts';
import type { Scorecard, ScorecardCriterion, ScorecardState } from './scorecards.ts';

/** GET /api/admin/my-interviews: one interview the signed-in account sits on. */
export interface AssignedInterview {
  interviewId: number;
  applicationId: number;
  applicantName: string;
  /** The job's title (its Arabic when HR wrote one), or the position applied for. */
  jobTitle: string;
  jobTitleAr: string | null;
  status: InterviewStatus;
  response: InterviewResponse;
  startsAt: string;
  endsAt: string;
  timeZone: string;
  date: string;
  time: string;
  durationMinutes: number;
  location: string | null;
  meetingUrl: string | null;
  /** Where the account's own card stands. */
  scorecard: ScorecardState;
}

/** Query of GET /api/admin/my-interviews: `upcoming` (soonest first, default) or `past` (latest first). */
export const ASSIGNED_INTERVIEW_PERIODS = ['upcoming', 'past'] as const;
export type AssignedInterviewPeriod = (typeof ASSIGNED_INTERVIEW_PERIODS)[number];

/** An interview as its interviewer reads it: when, where, the panel, the answer, and their own card. */
export interface InterviewerInterview {
  id: number;
  status: InterviewStatus;
  response: InterviewResponse;
  startsAt: string;
  endsAt: string;
  timeZone: string;
  date: string;
  time: string;
  durationMinutes: number;
  location: string | null;
  meetingUrl: string | null;
  /** The panel's usernames. */
  panel: string[];
  myScorecard: Scorecard;
}

/**
 * GET /api/admin/my-interviews/applications/:id: what an interviewer needs of an application they
 * interview, and nothing else: the name, the job, the resume (through its own link), their
 * interviews and their own cards. No e-mail, phone,
 * address, cover letter, status, history, notes or other interviewers' cards.
 */
export interface InterviewerApplicationView {
  id: number;
  firstName: string;
  lastName: string;
  fullName: string;
  job: { id: number | null; title: string; titleAr: string | null };
  hasResume: boolean;
  resumeFileName: string | null;
  /** The job's criteria now: what a card rates. */
  criteria: ScorecardCriterion[];
  /** The application's interviews the account sits on (cancelled ones left out), latest first. */
  interviews: InterviewerInterview[];
}

/** The interviewer role's refusals. */
export const INTERVIEWER_MESSAGES = {
  staffOnly: 'Interviewers can open only the interviews they are on',
  notAssigned: 'You are not on an interview panel of this application',
  periodInvalid: `Period must be one of: ${ASSIGNED_INTERVIEW_PERIODS.join(', ')}`,
} as const;
