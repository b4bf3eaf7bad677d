import { JOB_TERM_MESSAGES, experienceInEnglish, jobTermErrors, salaryInEnglish } from '../src/job-terms.ts';
import { experienceInArabic, salaryInArabic } from '../src/job-terms.ar.ts';

const years = (experienceMinYears: number, experienceMaxYears: number | null) => ({
  experienceMinYears,
  experienceMaxYears,
});

describe('experience in both languages', () => {
  it.each([
    [1, 4, '1–4 years', 'من سنة إلى 4 سنوات'],
    [2, 5, '2–5 years', 'من سنتين إلى 5 سنوات'],
    [3, 5, '3–5 years', 'من 3 إلى 5 سنوات'],
    [5, 12, '5–12 years', 'من 5 إلى 12 سنة'],
    [0, 2, 'Up to 2 years', 'حتى سنتين'],
    [5, 5, '5 years', '5 سنوات'],
    [1, 1, '1 year', 'سنة واحدة'],
    [2, 2, '2 years', 'سنتان'],
    [11, 11, '11 years', '11 سنة'],
    [3, null, '3 years or more', '3 سنوات على الأقل'],
    [0, null, 'No experience required', 'لا تُشترط خبرة'],
  ])('%i to %p years: "%s", «%s»', (min, max, english, arabic) => {
    expect(experienceInEnglish(years(min, max))).toBe(english);
    expect(experienceInArabic(years(min, max))).toBe(arabic);
  });
});

describe('monthly salary in both languages', () => {
  it.each([
    [4_500, 6_000, 'AED 4,500–6,000 a month', 'من 4,500 إلى 6,000 درهم شهريًا'],
    [9_500, null, 'AED 9,500 a month', '9,500 درهم شهريًا'],
    [4_000, 4_050, 'AED 4,000–4,050 a month', 'من 4,000 إلى 4,050 درهمًا شهريًا'],
    [8_000, 8_000, 'AED 8,000 a month', '8,000 درهم شهريًا'],
  ])('%i to %p: "%s", «%s»', (salaryMin, salaryMax, english, arabic) => {
    expect(salaryInEnglish({ salaryMin, salaryMax })).toBe(english);
    expect(salaryInArabic({ salaryMin, salaryMax })).toBe(arabic);
  });

  it('shows nothing without a minimum', () => {
    expect(salaryInEnglish({ salaryMin: null, salaryMax: null })).toBeNull();
    expect(salaryInArabic({ salaryMin: null, salaryMax: null })).toBeNull();
  });
});

describe('the range rule', () => {
  it('refuses a minimum above the maximum, and a maximum salary alone', () => {
    expect(jobTermErrors({ ...years(5, 3), salaryMin: 9_000, salaryMax: 8_000 })).toEqual({
      experienceMaxYears: JOB_TERM_MESSAGES.experienceMaxBelowMin,
      salaryMax: JOB_TERM_MESSAGES.salaryMaxBelowMin,
    });
    expect(jobTermErrors({ ...years(1, null), salaryMin: null, salaryMax: 8_000 })).toEqual({
      salaryMin: JOB_TERM_MESSAGES.salaryMinRequired,
    });
    expect(jobTermErrors({ ...years(5, 5), salaryMin: 8_000, salaryMax: 8_000 })).toEqual({});
    expect(jobTermErrors({ ...years(0, null), salaryMin: 8_000 })).toEqual({});
  });
});
