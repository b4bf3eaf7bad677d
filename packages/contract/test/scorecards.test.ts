import {
  INTERVIEWER_MESSAGES,
  SCORECARD_MESSAGES,
  messageText,
  scorecardProblems,
  summariseScorecards,
  type Scorecard,
} from '../src/index.ts';
import { INTERVIEWER_MESSAGES_AR, SCORECARD_MESSAGES_AR } from '../src/scorecards.ar.ts';

const card = (overrides: Partial<Scorecard>): Scorecard => ({
  interviewId: 1,
  interviewerId: 1,
  username: 'sara.hr',
  state: 'submitted',
  ratings: [],
  recommendation: 'yes',
  comment: null,
  submittedAt: '2031-03-11T08:00:00.000Z',
  updatedAt: '2031-03-11T08:00:00.000Z',
  ...overrides,
});
const panels = { criterionId: 7, name: 'Fire alarm panels', nameAr: 'لوحات إنذار الحريق' };
const safety = { criterionId: 8, name: 'Safety', nameAr: 'السلامة' };

describe('the scorecards’ summary', () => {
  it('averages each criterion over the submitted cards and counts each recommendation', () => {
    const summary = summariseScorecards([
      card({
        ratings: [
          { ...panels, rating: 4 },
          { ...safety, rating: 5 },
        ],
        recommendation: 'strong-yes',
      }),
      card({ interviewerId: 2, ratings: [{ ...panels, rating: 3 }], recommendation: 'yes' }),
      card({ interviewerId: 3, ratings: [{ ...panels, rating: 2 }], recommendation: 'no' }),
      // A draft is its author's: it counts for nothing yet.
      card({
        interviewerId: 4,
        state: 'draft',
        ratings: [{ ...panels, rating: 1 }],
        recommendation: 'strong-no',
      }),
    ]);
    expect(summary).toEqual({
      submitted: 3,
      criteria: [
        { ...panels, average: 3, ratings: 3 },
        { ...safety, average: 5, ratings: 1 },
      ],
      recommendations: { 'strong-no': 0, no: 1, yes: 1, 'strong-yes': 1 },
    });
  });

  it('rounds to one decimal and keeps a removed criterion under the name it was rated by', () => {
    const removed = { criterionId: null, name: 'Overall rating', nameAr: 'التقييم العام' };
    const summary = summariseScorecards([
      card({
        ratings: [
          { ...panels, rating: 4 },
          { ...removed, rating: 4 },
        ],
      }),
      card({
        ratings: [
          { ...panels, rating: 4 },
          { ...removed, rating: 5 },
        ],
      }),
      card({ ratings: [{ ...panels, rating: 5 }] }),
    ]);
    expect(summary.criteria).toEqual([
      { ...panels, average: 4.3, ratings: 3 },
      { ...removed, average: 4.5, ratings: 2 },
    ]);
    expect(summariseScorecards([]).submitted).toBe(0);
  });
});

describe('the hiring desk’s admin messages in Arabic', () => {
  const ARABIC_LETTER = /[\u0600-\u06ff]/;
  it.each([
    ['scorecard', SCORECARD_MESSAGES, SCORECARD_MESSAGES_AR],
    ['interviewer', INTERVIEWER_MESSAGES, INTERVIEWER_MESSAGES_AR],
  ] as const)('has every %s message in Arabic', (subject, english, arabic) => {
    expect(Object.keys(arabic).sort()).toEqual(Object.keys(english).sort());
    for (const key of Object.keys(english))
      expect(messageText({ [subject]: arabic }, `${subject}.${key}`)).toMatch(ARABIC_LETTER);
  });
});

describe('checking a card against the job’s criteria', () => {
  const criteria = [{ id: 7 }, { id: 8 }];
  it('saves a draft with some criteria rated and no recommendation', () => {
    expect(scorecardProblems(criteria, { ratings: [{ criterionId: 7, rating: 4 }] }, false)).toEqual({});
    expect(scorecardProblems(criteria, {}, false)).toEqual({});
  });

  it('names a criterion the job does not have, one rated twice, and what submitting still needs', () => {
    expect(
      scorecardProblems(
        criteria,
        {
          ratings: [
            { criterionId: 7, rating: 4 },
            { criterionId: 99, rating: 3 },
            { criterionId: 7, rating: 2 },
          ],
        },
        true,
      ),
    ).toEqual({
      'ratings.1.criterionId': 'ratingCriterionUnknown',
      'ratings.2.criterionId': 'ratingDuplicate',
      ratings: 'ratingsIncomplete',
      recommendation: 'recommendationRequired',
    });
    expect(
      scorecardProblems(
        criteria,
        {
          ratings: [
            { criterionId: 8, rating: 5 },
            { criterionId: 7, rating: 1 },
          ],
          recommendation: 'no',
        },
        true,
      ),
    ).toEqual({});
    // A job without criteria: a recommendation is all a card needs.
    expect(scorecardProblems([], { recommendation: 'yes' }, true)).toEqual({});
  });
});
