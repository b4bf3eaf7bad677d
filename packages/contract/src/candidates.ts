/**
 * Candidates: one per person across their applications (by exact e-mail address), HR's tags on
 * them, the talent-pool search, and the applications HR adds (walk-ins, agency CVs, referrals, CV
 * imports, "consider for another job"). The admin area's shapes and messages (English, like the
 * rest of the admin area's).
 */
import { APPLICATION_LIMITS, type ApplicationStatus } from './applications.ts';
import type { Interview } from './interviews.ts';
import type { ApplicationNote } from './applicant-tracker.ts';
import { PIPELINE_STAGES, type PipelineStage } from './hiring-reports.ts';
import { withParameter } from './message-parameter.ts';
import type { ApplicationIntake, HrSource } from './application-intake.ts';

export const CANDIDATE_LIMITS = {
  tagName: 40,
  /** Tags HR may define in all (the list is read whole). */
  tags: 200,
  tagsPerCandidate: 20,
  /** An agency's or a referrer's name. */
  sourceName: 150,
  /** CVs one import request may carry (each up to the resume limit, read one after the other). */
  importFiles: 10,
  /** Skill words: at most this many, each at least `skillWordLength` characters (the full-text index's shortest word). */
  skillWords: 5,
  skillWordLength: 3,
  skills: 100,
  /** Text kept of a CV for the skill search (the first pages' words). */
  resumeText: 16_000,
  /** A candidate's applications, notes and interviews shown at once (newest first). */
  detailItems: 100,
} as const;

/** What a candidate still lacks (an imported CV that could not be read): HR completes it. */
export const CANDIDATE_MISSING_FIELDS = ['firstName', 'lastName', 'email', 'phone'] as const;
export type CandidateMissingField = (typeof CANDIDATE_MISSING_FIELDS)[number];

export const CANDIDATE_SORTS = ['-lastAppliedAt', 'lastAppliedAt', 'name'] as const;
export type CandidateSort = (typeof CANDIDATE_SORTS)[number];

export interface CandidateTag {
  id: number;
  name: string;
}

/** A candidate in the talent pool's list. */
export interface CandidateSummary {
  id: number;
  firstName: string;
  lastName: string;
  fullName: string;
  /** The normalised address that identifies them; null for an imported CV whose address was not read yet. */
  email: string | null;
  /** As typed (their newest application's), and in E.164 when it is a number. */
  phone: string;
  phoneE164: string | null;
  tags: CandidateTag[];
  applicationCount: number;
  /** The furthest stage any of their applications ever reached. */
  stageReached: PipelineStage;
  lastAppliedAt: string;
  missing: CandidateMissingField[];
}

/** One of a candidate's applications, as their panel lists it. */
export interface CandidateApplication {
  id: number;
  jobId: number | null;
  position: string;
  status: ApplicationStatus;
  createdAt: string;
  hasResume: boolean;
  intake: ApplicationIntake;
}

export interface CandidateNote extends ApplicationNote {
  applicationId: number;
}

/** GET /api/admin/candidates/:id: the person across every job. */
export interface CandidateDetail extends CandidateSummary {
  createdAt: string;
  applications: CandidateApplication[];
  notes: CandidateNote[];
  interviews: Interview[];
}

/** Query of GET /api/admin/candidates (the talent pool), every filter optional. */
export interface TalentPoolQuery {
  /** Words matched against name, e-mail and phone, or a phone number in any format. */
  q?: string;
  tagId?: number;
  /** Skill words, all required, in job titles, cover letters and CV text. */
  skills?: string;
  /** At least this stage reached by one of their applications. */
  stageReached?: PipelineStage;
  /** Only candidates HR still has to complete. */
  incomplete?: boolean;
  sort?: CandidateSort;
  page?: number;
  pageSize?: number;
}

/** PATCH /api/admin/candidates/:id: corrections, or completing an imported CV's candidate. */
export interface CandidateChange {
  firstName?: string;
  lastName?: string;
  phone?: string;
  /** Only while they have none: giving an address another candidate has joins the two. */
  email?: string;
}

/** POST /api/admin/candidates (multipart with an optional `resume`): HR adds a walk-in, an agency CV or a referral. */
export interface HrCandidateInput {
  jobId: number;
  source: HrSource;
  /** Required for agency (the agency) and referral (the referrer). */
  sourceName?: string;
  firstName: string;
  lastName: string;
  email?: string;
  phone?: string;
  address?: string;
  coverLetter?: string;
  /** HR confirms the person agreed that we process their data for recruitment. */
  consent: boolean;
}

export interface AddedApplication {
  candidateId: number;
  applicationId: number;
}

/** POST /api/admin/candidates/import (multipart, `resumes` files): one candidate per CV. */
export interface CvImportInput {
  jobId: number;
  source: HrSource;
  sourceName?: string;
  consent: boolean;
}

export interface ImportedCv extends AddedApplication {
  fileName: string;
  /** What was read from the file (empty strings / null where nothing was found). */
  firstName: string;
  lastName: string;
  email: string | null;
  phone: string;
  missing: CandidateMissingField[];
}

export interface RefusedCv {
  fileName: string;
  message: string;
}

export interface CvImportResult {
  imported: ImportedCv[];
  refused: RefusedCv[];
}

/** POST /api/admin/candidates/:id/applications: consider an existing candidate for another job. */
export interface ConsiderInput {
  jobId: number;
  /** The application whose details, resume and consent are reused; default their newest. */
  fromApplicationId?: number;
}

/** PUT /api/admin/candidates/:id/tags. */
export interface CandidateTagsInput {
  tagIds: number[];
}

/** Completeness of a candidate's details: what HR still has to fill in. */
export function missingCandidateFields(candidate: {
  firstName: string;
  lastName: string;
  email: string | null;
  phone: string;
}): CandidateMissingField[] {
  return CANDIDATE_MISSING_FIELDS.filter((field) => !candidate[field]);
}

/**
 * The words of a skill search (runs of letters and digits, lower case); null when there are none,
 * more than `skillWords`, or one shorter than `skillWordLength` (MySQL's full-text index skips
 * shorter words: both engines refuse them alike).
 */
export function skillWords(text: string): string[] | null {
  const words = text
    .normalize('NFKC')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  if (words.length === 0 || words.length > CANDIDATE_LIMITS.skillWords) return null;
  return words.some((word) => [...word].length < CANDIDATE_LIMITS.skillWordLength) ? null : words;
}

/** The stage a rank of the reports' pipeline names (0 pending … 4 hired). */
export function stageOfRank(rank: number): PipelineStage {
  return PIPELINE_STAGES[Math.max(0, Math.min(PIPELINE_STAGES.length - 1, rank))]!;
}

const tooLong = (label: string, max: number) => `${label} must be at most ${max} characters`;

export const CANDIDATE_MESSAGES = {
  notFound: 'Candidate not found',
  hrOnly: 'Only owners and HR see candidates',
  tagNotFound: 'Tag not found',
  tagNameRequired: 'Tag name is required',
  tagNameTooLong: tooLong('Tag name', CANDIDATE_LIMITS.tagName),
  tagNameTaken: 'A tag with this name already exists',
  tagsFull: `At most ${CANDIDATE_LIMITS.tags} tags can be defined; remove one first`,
  tagIdsInvalid: `Tags must be a list of at most ${CANDIDATE_LIMITS.tagsPerCandidate} tag ids`,
  unknownTags: withParameter('ids', (ids) => `No tag with id ${ids}; nothing was changed`),
  skillsInvalid: `Give at most ${CANDIDATE_LIMITS.skillWords} skill words of at least ${CANDIDATE_LIMITS.skillWordLength} letters each`,
  stageInvalid: `Stage must be one of ${PIPELINE_STAGES.join(', ')}`,
  tagInvalid: 'Tag must be a tag id',
  incompleteInvalid: 'Incomplete must be true or false',
  sortInvalid: 'Sort must be -lastAppliedAt, lastAppliedAt or name',
  sourceInvalid: 'Source must be walk-in, agency or referral',
  sourceNameRequired: "Give the agency's or the referrer's name",
  sourceNameTooLong: tooLong('Agency or referrer name', CANDIDATE_LIMITS.sourceName),
  consentRequired: 'Confirm that the candidate agreed that we may process their data for recruitment',
  emailTaken: 'This candidate already has an e-mail address; the applicant changes it on their status page',
  phoneInvalid: 'Phone number is invalid',
  nameTooLong: `Names must be at most ${APPLICATION_LIMITS.name} characters`,
  changeEmpty: 'Change at least one of first name, last name, phone or e-mail',
  liveApplicationExists:
    'This candidate already has an application in progress for this job; nothing was changed',
  applicationNotTheirs: 'That application is not one of this candidate’s',
  noApplication: 'This candidate has no application to consider again',
  resumesRequired: 'Add at least one CV (PDF, DOC or DOCX)',
  tooManyFiles: `At most ${CANDIDATE_LIMITS.importFiles} CVs per import`,
  resumeUnreadable: 'Resume must be a PDF, DOC or DOCX file',
  withoutEmail: withParameter(
    'ids',
    (ids) => `Applications ${ids} have no e-mail address yet; complete their candidates first`,
  ),
  added: 'Candidate added',
  imported: 'CVs imported',
  considered: 'Application created for the other job',
} as const;
