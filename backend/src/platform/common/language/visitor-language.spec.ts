import { languageOf, preferredLanguage } from './visitor-language';

describe('the visitor language (Accept-Language)', () => {
  it.each([
    [undefined, 'en'],
    ['', 'en'],
    ['ar', 'ar'],
    ['ar-AE', 'ar'],
    ['AR-ae,en;q=0.5', 'ar'],
    ['en-GB,en;q=0.9,ar;q=0.8', 'en'],
    ['en;q=0.4, ar;q=0.9', 'ar'],
    ['fr', 'en'],
    ['fr-FR, ar;q=0.5', 'ar'],
    ['fr, en;q=0.1, ar;q=0.1', 'en'],
    ['ar;q=0, en;q=0.2', 'en'],
    ['ar;q=0', 'en'],
    ['*', 'en'],
    ['ar;q=nonsense', 'en'],
    ['ar-Latn-AE ; q = 0.7', 'ar'],
  ])('%s → %s', (header, language) => {
    expect(preferredLanguage(header)).toBe(language);
  });

  it("answers in the language the client asks for (the admin area asks for its member's)", () => {
    expect(languageOf({ headers: { 'accept-language': 'ar-AE' } })).toBe('ar');
    expect(languageOf({ headers: { 'accept-language': ['fr', 'ar;q=0.5'] } })).toBe('ar');
    expect(languageOf({ headers: {} })).toBe('en');
  });
});
