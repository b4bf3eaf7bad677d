/**
 * Structured scorecards: the criteria HR sets on a job, each interviewer's card for an interview
 * (a 1–5 rating per criterion, an overall recommendation, a comment; a draft until submitted), the
 * summary HR reads. Re-exported by index.ts; the Arabic is in scorecards.ar.ts.
 */
import { groupedNumber } from './numbers.ts';

export const SCORECARD_LIMITS = {
  criteriaPerJob: 12,
  criterionName: 100,
  minRating: 1,
  maxRating: 5,
  comment: 4000,
} as const;

/** The overall recommendation, from the strongest no to the strongest yes. */
export const RECOMMENDATIONS = ['strong-no', 'no', 'yes', 'strong-yes'] as const;
export type Recommendation = (typeof RECOMMENDATIONS)[number];

export const RECOMMENDATION_LABELS = {
  en: { 'strong-no': 'Strong no', no: 'No', yes: 'Yes', 'strong-yes': 'Strong yes' },
  ar: { 'strong-no': 'لا بالتأكيد', no: 'لا', yes: 'نعم', 'strong-yes': 'نعم بالتأكيد' },
} as const satisfies Record<'en' | 'ar', Record<Recommendation, string>>;

/** A criterion the job's interviewers rate (fire alarm panels, safety, communication…). */
export interface ScorecardCriterion {
  id: number;
  name: string;
  nameAr: string;
}

export interface ScorecardCriterionInput {
  /** The id of a criterion the job already has; left out for a new one. */
  id?: number;
  name: string;
  nameAr: string;
}

/**
 * Body of PUT /api/admin/careers/:id/scorecard-criteria: the job's whole list, in order. Criteria
 * left out are removed; cards already written keep the names they rated.
 */
export interface ScorecardCriteriaInput {
  criteria: ScorecardCriterionInput[];
}

/** One rating of a card, with the criterion named as it was when rated (null id: since removed). */
export interface CriterionRating {
  criterionId: number | null;
  name: string;
  nameAr: string;
  rating: number;
}

/**
 * Body of PUT /api/admin/interviews/:id/scorecard (a draft: anything may be missing) and of
 * POST /api/admin/interviews/:id/scorecard/submit (every criterion rated, a recommendation).
 */
export interface ScorecardInput {
  /** Left out: none yet (a draft). */
  ratings?: { criterionId: number; rating: number }[];
  recommendation?: Recommendation | null;
  comment?: string | null;
}

/** `draft`: saved, still the interviewer's to change, not shown to HR; `submitted`: final. */
export type ScorecardState = 'not-started' | 'draft' | 'submitted';

/** One interviewer's card for one interview. */
export interface Scorecard {
  interviewId: number;
  interviewerId: number;
  username: string;
  state: ScorecardState;
  ratings: CriterionRating[];
  recommendation: Recommendation | null;
  comment: string | null;
  submittedAt: string | null;
  updatedAt: string | null;
}

/** Per criterion: the mean of the submitted ratings (one decimal) and how many there are. */
export interface CriterionSummary {
  criterionId: number | null;
  name: string;
  nameAr: string;
  average: number;
  ratings: number;
}

export interface ScorecardSummary {
  submitted: number;
  criteria: CriterionSummary[];
  recommendations: Record<Recommendation, number>;
}

/** GET /api/admin/job-applications/:id/scorecards: every interviewer's card and the summary (HR). */
export interface ApplicationScorecards {
  /** The job's criteria now (empty when the job has none or is deleted). */
  criteria: ScorecardCriterion[];
  /** Submitted cards in full; the others by state only (a draft stays its author's). */
  cards: Scorecard[];
  summary: ScorecardSummary;
}

const round1 = (value: number) => Math.round(value * 10) / 10;

/**
 * The summary of the submitted cards: each criterion's average (criteria in the order first met,
 * one removed since still counted under the name it had) and the count of each recommendation.
 */
export function summariseScorecards(cards: readonly Scorecard[]): ScorecardSummary {
  const submitted = cards.filter((card) => card.state === 'submitted');
  const byCriterion = new Map<string, { rating: CriterionRating; total: number; count: number }>();
  for (const card of submitted) {
    for (const rating of card.ratings) {
      const key = rating.criterionId === null ? `name:${rating.name}` : `id:${rating.criterionId}`;
      const entry = byCriterion.get(key) ?? { rating, total: 0, count: 0 };
      entry.total += rating.rating;
      entry.count += 1;
      byCriterion.set(key, entry);
    }
  }
  const recommendations = Object.fromEntries(RECOMMENDATIONS.map((value) => [value, 0])) as Record<
    Recommendation,
    number
  >;
  for (const card of submitted) if (card.recommendation) recommendations[card.recommendation] += 1;
  return {
    submitted: submitted.length,
    criteria: [...byCriterion.values()].map(({ rating, total, count }) => ({
      criterionId: rating.criterionId,
      name: rating.name,
      nameAr: rating.nameAr,
      average: round1(total / count),
      ratings: count,
    })),
    recommendations,
  };
}

export const SCORECARD_MESSAGES = {
  criteriaInvalid: 'Criteria must be a list',
  criteriaTooMany: `A job has at most ${SCORECARD_LIMITS.criteriaPerJob} criteria`,
  criterionIdInvalid: 'A criterion is named by its id (a whole number)',
  criterionUnknown: 'This criterion is not one of the job’s: reload the page',
  criterionDuplicate: 'Each criterion appears once',
  criterionNameRequired: 'Name the criterion in English',
  criterionNameArRequired: 'Name the criterion in Arabic',
  criterionNameTooLong: `A criterion’s name must be at most ${SCORECARD_LIMITS.criterionName} characters`,
  criteriaSaved: 'Scorecard criteria saved',
  ratingsInvalid: 'Ratings must be a list of criteria and their ratings',
  ratingInvalid: `Rating must be a whole number from ${SCORECARD_LIMITS.minRating} to ${SCORECARD_LIMITS.maxRating}`,
  ratingCriterionUnknown: 'Rate only the job’s criteria: reload the page',
  ratingDuplicate: 'Rate each criterion once',
  ratingsIncomplete: 'Rate every criterion before submitting',
  recommendationInvalid: `Recommendation must be one of: ${RECOMMENDATIONS.join(', ')}`,
  recommendationRequired: 'Choose a recommendation before submitting',
  commentTooLong: `The comment must be at most ${groupedNumber(SCORECARD_LIMITS.comment)} characters`,
  alreadySubmitted: 'This scorecard is submitted and can no longer be changed',
  saved: 'Scorecard saved as a draft',
  submitted: 'Scorecard submitted',
} as const;

export type ScorecardMessageKey = keyof typeof SCORECARD_MESSAGES;

/**
 * What is wrong with a card for the job's criteria, by field: a rating of a criterion the job does
 * not have (or one rated twice), and, to submit, a criterion left unrated or no recommendation.
 * Each rating's own range is checked before this. Empty when fine.
 */
export function scorecardProblems(
  criteria: readonly Pick<ScorecardCriterion, 'id'>[],
  card: Pick<ScorecardInput, 'ratings' | 'recommendation'>,
  submitting: boolean,
): Record<string, ScorecardMessageKey> {
  const problems: Record<string, ScorecardMessageKey> = {};
  const rated = new Set<number>();
  (card.ratings ?? []).forEach(({ criterionId }, index) => {
    if (!criteria.some((criterion) => criterion.id === criterionId))
      problems[`ratings.${index}.criterionId`] = 'ratingCriterionUnknown';
    else if (rated.has(criterionId)) problems[`ratings.${index}.criterionId`] = 'ratingDuplicate';
    rated.add(criterionId);
  });
  if (submitting) {
    if (criteria.some((criterion) => !rated.has(criterion.id))) problems.ratings ??= 'ratingsIncomplete';
    if (!card.recommendation) problems.recommendation = 'recommendationRequired';
  }
  return problems;
}
