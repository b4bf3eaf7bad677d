import {
  hasKnockOut,
  knocksOut,
  readScreeningAnswers,
  screeningQuestionProblems,
  type PublicScreeningQuestion,
  type ScreeningQuestion,
} from '../src/index.ts';

const question = (overrides: Partial<PublicScreeningQuestion>): PublicScreeningQuestion => ({
  id: 1,
  key: 'q1',
  kind: 'yes-no',
  text: 'Do you hold a UAE driving licence?',
  textAr: 'هل لديك رخصة قيادة إماراتية؟',
  required: true,
  choices: [],
  min: null,
  max: null,
  ...overrides,
});
const visa = question({
  id: 2,
  key: 'q2',
  kind: 'choice',
  choices: [
    { key: 'residence', text: 'Residence visa', textAr: 'إقامة' },
    { key: 'visit', text: 'Visit visa', textAr: 'زيارة' },
  ],
});
const cards = question({
  id: 3,
  key: 'q3',
  kind: 'multi-choice',
  required: false,
  choices: [
    { key: 'civil-defence', text: 'Civil Defence', textAr: 'الدفاع المدني' },
    { key: 'nfpa', text: 'NFPA', textAr: 'NFPA' },
    { key: 'osha', text: 'OSHA', textAr: 'OSHA' },
  ],
});
const notice = question({ id: 4, key: 'q4', kind: 'number', min: 0, max: 180 });
const salary = question({ id: 5, key: 'q5', kind: 'number', required: false });
const remarks = question({ id: 6, key: 'q6', kind: 'text', required: false });
const asked = [question({}), visa, cards, notice, salary, remarks];

describe('reading the answers to screening questions', () => {
  it('takes each kind in its JSON and in its multipart (text) form, in one form', () => {
    const json = readScreeningAnswers(asked, {
      q1: true,
      q2: 'visit',
      q3: ['osha', 'civil-defence', 'osha'],
      q4: 30,
      q5: 4500,
      q6: '  Available from June  ',
    });
    expect(json.problems).toEqual({});
    expect(Object.fromEntries(json.values)).toEqual({
      1: 'yes',
      2: 'visit',
      // In the question's order, once each.
      3: ['civil-defence', 'osha'],
      4: 30,
      5: 4500,
      6: 'Available from June',
    });
    const multipart = readScreeningAnswers(asked, { q1: 'no', q2: 'residence', q3: 'nfpa', q4: ' 45 ' });
    expect(multipart.problems).toEqual({});
    expect(Object.fromEntries(multipart.values)).toEqual({ 1: 'no', 2: 'residence', 3: ['nfpa'], 4: 45 });
  });

  it('names each problem by its field: required, wrong kind, option not offered, out of range, unknown question', () => {
    const { problems, values } = readScreeningAnswers(asked, {
      q1: 'maybe',
      q2: 'work-permit',
      q3: ['nfpa', 'cpr'],
      q4: 181,
      q5: '4,500',
      q6: 42,
      q99: 'yes',
    });
    expect(problems).toEqual({
      'answers.q1': { key: 'yesNoInvalid' },
      'answers.q2': { key: 'choiceNotOffered' },
      'answers.q3': { key: 'choicesNotOffered' },
      'answers.q4': { key: 'numberOutOfRange', params: { min: '0', max: '180' } },
      'answers.q5': { key: 'numberInvalid' },
      'answers.q6': { key: 'textInvalid' },
      'answers.q99': { key: 'unknownQuestion' },
    });
    expect(values.size).toBe(0);
    expect(readScreeningAnswers(asked, {}).problems).toEqual({
      'answers.q1': { key: 'answerRequired' },
      'answers.q2': { key: 'answerRequired' },
      'answers.q4': { key: 'answerRequired' },
    });
    expect(readScreeningAnswers([visa], { q2: 7 }).problems).toEqual({
      'answers.q2': { key: 'choiceInvalid' },
    });
    expect(readScreeningAnswers([notice], { q4: 2.5 }).problems).toEqual({
      'answers.q4': { key: 'numberInvalid' },
    });
    expect(readScreeningAnswers([remarks], { q6: 'x'.repeat(501) }).problems).toEqual({
      'answers.q6': { key: 'textTooLong' },
    });
  });

  it('leaves an optional question unanswered, blank or not, and a job without questions needs nothing', () => {
    const { values, problems } = readScreeningAnswers([cards, salary, remarks], {
      q3: [],
      q5: '',
      q6: '   ',
    });
    expect(problems).toEqual({});
    expect(values.size).toBe(0);
    expect(readScreeningAnswers([], undefined)).toEqual({ values: new Map(), problems: {} });
  });

  it('refuses answers that are not given question by question, without echoing odd names', () => {
    for (const raw of ['yes', 42, ['yes'], { '<script>': 'yes' }])
      expect(readScreeningAnswers(asked, raw).problems).toEqual({ answers: { key: 'answersInvalid' } });
  });
});

const rule = (overrides: Partial<ScreeningQuestion>): ScreeningQuestion => ({
  ...question({}),
  choices: [],
  knockOutAnswer: null,
  qualifyingMin: null,
  qualifyingMax: null,
  knockOut: false,
  version: 1,
  updatedAt: '2031-01-01T00:00:00.000Z',
  ...overrides,
});

describe('knock-out rules', () => {
  it('knocks out a yes/no answer, an option, any of several options, and a number outside the qualifying range', () => {
    const licence = rule({ knockOutAnswer: 'no' });
    expect([knocksOut(licence, 'no'), knocksOut(licence, 'yes')]).toEqual([true, false]);
    const visaRule = rule({
      kind: 'choice',
      choices: [
        { key: 'residence', text: '', textAr: '', knockOut: false },
        { key: 'visit', text: '', textAr: '', knockOut: true },
      ],
    });
    expect([knocksOut(visaRule, 'visit'), knocksOut(visaRule, 'residence')]).toEqual([true, false]);
    const several = rule({ ...visaRule, kind: 'multi-choice' });
    expect([knocksOut(several, ['residence', 'visit']), knocksOut(several, ['residence'])]).toEqual([
      true,
      false,
    ]);
    const noticeRule = rule({ kind: 'number', qualifyingMin: 7, qualifyingMax: 60 });
    expect([6, 7, 60, 61].map((days) => knocksOut(noticeRule, days))).toEqual([true, false, false, true]);
    expect(knocksOut(rule({ kind: 'text' }), 'anything')).toBe(false);
  });

  it('says whether a question has a knock-out rule at all', () => {
    expect(hasKnockOut(rule({}))).toBe(false);
    expect(hasKnockOut(rule({ knockOutAnswer: 'yes' }))).toBe(true);
    expect(hasKnockOut(rule({ kind: 'number', qualifyingMax: 8000 }))).toBe(true);
    expect(hasKnockOut(rule({ kind: 'text' }))).toBe(false);
  });
});

describe('checking HR’s questions', () => {
  const option = (key: string, knockOut = false) => ({ key, text: key, textAr: key, knockOut });

  it('accepts a well-formed list', () => {
    expect(
      screeningQuestionProblems([
        { kind: 'yes-no', text: 'a', textAr: 'a', knockOutAnswer: 'no' },
        { id: 3, kind: 'choice', text: 'b', textAr: 'b', choices: [option('x'), option('y', true)] },
        { kind: 'number', text: 'c', textAr: 'c', min: 0, max: 365, qualifyingMax: 30 },
        { kind: 'text', text: 'd', textAr: 'd' },
      ]),
    ).toEqual({});
  });

  it('names each rule broken by its field', () => {
    expect(
      screeningQuestionProblems([
        { id: 3, kind: 'choice', text: 'a', textAr: 'a', choices: [option('x')] },
        {
          id: 3,
          kind: 'multi-choice',
          text: 'b',
          textAr: 'b',
          choices: [option('x', true), option('x', true)],
        },
        {
          kind: 'text',
          text: 'c',
          textAr: 'c',
          choices: [option('x')],
          min: 1,
          qualifyingMax: 3,
          knockOutAnswer: 'no',
        },
        { kind: 'number', text: 'd', textAr: 'd', min: 10, max: 5, qualifyingMin: 9, qualifyingMax: 8 },
      ]),
    ).toEqual({
      'questions.0.choices': { key: 'choicesRequired' },
      'questions.1.id': { key: 'questionDuplicate' },
      'questions.1.choices.1.key': { key: 'choiceKeyDuplicate' },
      'questions.1.choices': { key: 'noQualifyingAnswer' },
      'questions.2.choices': { key: 'choicesNotAllowed' },
      'questions.2.min': { key: 'rangeNotAllowed' },
      'questions.2.qualifyingMax': { key: 'knockOutNotAllowed' },
      'questions.2.knockOutAnswer': { key: 'knockOutNotAllowed' },
      'questions.3.max': { key: 'rangeInvalid' },
      'questions.3.qualifyingMax': { key: 'rangeInvalid' },
    });
  });
});
