import { isLinkedInUrl, normaliseLinkedInUrl } from './linkedin-url';

describe('LinkedIn URL rule', () => {
  it.each([
    'https://www.linkedin.com/in/aisha',
    'http://linkedin.com/in/aisha',
    'www.linkedin.com/in/aisha',
    'linkedin.com:443/in/aisha',
    'HTTPS://LINKEDIN.COM/in/aisha',
  ])('accepts %s', (url) => expect(isLinkedInUrl(url)).toBe(true));

  it.each(['https://example.com/aisha', 'javascript:alert(1)//linkedin.com', 'data:text/html,linkedin.com'])(
    'refuses %s',
    (url) => expect(isLinkedInUrl(url)).toBe(false),
  );

  it('adds https:// when no scheme was typed', () => {
    expect(normaliseLinkedInUrl('linkedin.com/in/aisha')).toBe('https://linkedin.com/in/aisha');
    expect(normaliseLinkedInUrl('http://linkedin.com/in/aisha')).toBe('http://linkedin.com/in/aisha');
  });
});
