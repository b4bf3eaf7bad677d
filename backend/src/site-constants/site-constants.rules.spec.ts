import { InvalidInputError } from '../platform/common/errors/app-error';
import { assertValidSiteConstants } from './site-constants.rules';

function problemOf(body: unknown): InvalidInputError | null {
  try {
    assertValidSiteConstants(body);
    return null;
  } catch (error) {
    return error as InvalidInputError;
  }
}

describe('assertValidSiteConstants', () => {
  it('accepts a map of any JSON values', () => {
    expect(problemOf({ a: 1, b: 'text', c: [1, { d: null }], e: { f: true } })).toBeNull();
  });

  it.each([null, [], 'text', 42, undefined])('rejects %p as the body', (body) => {
    expect(problemOf(body)?.message).toMatch(/one JSON object/);
  });

  it('names every bad key, the first in the message', () => {
    const problem = problemOf({ good: 1, 'bad-key': 2, '9lives': 3 });
    expect(problem?.message).toContain('"bad-key"');
    expect(Object.keys(problem?.errors ?? {})).toEqual(['bad-key', '9lives']);
  });

  it('refuses names that differ only in case (one row on MySQL)', () => {
    expect(problemOf({ companyName: 'a', CompanyName: 'b' })?.errors).toEqual({
      CompanyName: expect.stringContaining('"companyName"'),
    });
  });

  it('measures value size in UTF-8 bytes of its JSON', () => {
    expect(problemOf({ arabic: 'س'.repeat(5119) })).toBeNull(); // 10238 bytes + 2 quotes
    expect(problemOf({ arabic: 'س'.repeat(5120) })?.errors).toEqual({
      arabic: expect.stringMatching(/10 KB/),
    });
  });

  it('allows 200 keys and refuses 201', () => {
    const map = (count: number) => Object.fromEntries(Array.from({ length: count }, (_, i) => [`k${i}`, i]));
    expect(problemOf(map(200))).toBeNull();
    expect(problemOf(map(201))?.message).toMatch(/At most 200/);
  });
});
