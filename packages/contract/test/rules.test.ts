import { EMAIL_PATTERN, isLinkedInUrl, normaliseLinkedInUrl, parseRecordId } from '../src/rules.ts';

describe('LinkedIn URL rule', () => {
  it.each([
    'https://www.linkedin.com/in/aisha',
    'http://linkedin.com/in/aisha',
    'www.linkedin.com/in/aisha',
    'linkedin.com:443/in/aisha',
    'HTTPS://LINKEDIN.COM/in/aisha',
  ])('accepts %s', (url) => expect(isLinkedInUrl(url)).toBe(true));

  it.each([
    'https://example.com/aisha',
    'javascript:alert(1)//linkedin.com',
    'data:text/html,linkedin.com',
    'https:linkedin.com/in/aisha',
  ])('refuses %s', (url) => expect(isLinkedInUrl(url)).toBe(false));

  it('adds https:// when no scheme was typed', () => {
    expect(normaliseLinkedInUrl('linkedin.com/in/aisha')).toBe('https://linkedin.com/in/aisha');
    expect(normaliseLinkedInUrl('http://linkedin.com/in/aisha')).toBe('http://linkedin.com/in/aisha');
  });
});

describe('record ids', () => {
  it.each([
    ['42', 42],
    ['2147483647', 2_147_483_647],
  ])('reads %s', (text, id) => expect(parseRecordId(text)).toBe(id));

  it.each(['0', '042', '4.2e1', '-1', '2147483648', 'abc', '', undefined])('refuses %s', (text) =>
    expect(parseRecordId(text)).toBeNull(),
  );
});

describe('e-mail rule', () => {
  it.each(['aisha@example.com', 'a.b+c@mail.example.ae'])('accepts %s', (email) =>
    expect(EMAIL_PATTERN.test(email)).toBe(true),
  );
  it.each(['aisha', 'aisha@example', 'a isha@example.com', '@example.com'])('refuses %s', (email) =>
    expect(EMAIL_PATTERN.test(email)).toBe(false),
  );
});
