import { englishPath, languageOfPath, pathInLanguage } from '../src/language.ts';

describe('Arabic addresses: /ar + the English path', () => {
  it.each([
    ['/', '/ar'],
    ['/careers', '/ar/careers'],
    ['/careers/apply/12', '/ar/careers/apply/12'],
    ['/projects/villa-community', '/ar/projects/villa-community'],
    ['/quote?service=fire-alarm', '/ar/quote?service=fire-alarm'],
    ['/?utm_source=x', '/ar?utm_source=x'],
  ])('%s in Arabic is %s, and back', (english, arabic) => {
    expect(pathInLanguage(english, 'ar')).toBe(arabic);
    expect(pathInLanguage(arabic, 'en')).toBe(english);
    expect(englishPath(arabic)).toBe(english);
    expect(languageOfPath(arabic)).toBe('ar');
    expect(languageOfPath(english)).toBe('en');
  });

  it('leaves a path already in the asked language as it is', () => {
    expect(pathInLanguage('/ar/careers', 'ar')).toBe('/ar/careers');
    expect(pathInLanguage('/careers', 'en')).toBe('/careers');
  });

  it('does not take English paths that merely start with "ar" for Arabic ones', () => {
    expect(languageOfPath('/areas')).toBe('en');
    expect(languageOfPath('/around/ar')).toBe('en');
    expect(pathInLanguage('/areas', 'ar')).toBe('/ar/areas');
    expect(englishPath('/areas')).toBe('/areas');
  });
});
